import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * First-party analytics: raw events (pruned after ANALYTICS_RAW_DAYS), their daily roll-up, the days
 * rolled up, and the salt of the current day's visitor hashes (deleted when the day ends).
 */
export class Analytics1764330000000 implements MigrationInterface {
  name = 'Analytics1764330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const day = (name = 'day') => c.varchar(name, 10, { isPrimary: true });
    await queryRunner.createTable(
      new Table({
        name: 'analytics_event',
        columns: [
          c.id(),
          c.varchar('eventId', 40),
          c.varchar('day', 10),
          c.timestamp('createdAt'),
          c.varchar('type', 10),
          c.varchar('path', 300),
          c.varchar('referrerHost', 120, { isNullable: true }),
          c.varchar('utmSource', 100, { isNullable: true }),
          c.varchar('utmMedium', 100, { isNullable: true }),
          c.varchar('utmCampaign', 100, { isNullable: true }),
          c.varchar('device', 10),
          c.varchar('visitor', 32),
          c.varchar('product', 20, { isNullable: true }),
          c.varchar('position', 20, { isNullable: true }),
        ],
      }),
    );
    await queryRunner.createIndex(
      'analytics_event',
      new TableIndex({ name: 'IDX_analytics_event_event_id', columnNames: ['eventId'], isUnique: true }),
    );
    await queryRunner.createIndex('analytics_event', new TableIndex({ name: 'IDX_analytics_event_day', columnNames: ['day'] }));
    await queryRunner.createTable(
      new Table({
        name: 'analytics_daily_count',
        columns: [day(), c.varchar('metric', 20, { isPrimary: true }), c.varchar('key', 300, { isPrimary: true }), c.integer('count')],
      }),
    );
    await queryRunner.createTable(new Table({ name: 'analytics_rollup_day', columns: [day(), c.integer('rawEvents')] }));
    await queryRunner.createTable(new Table({ name: 'analytics_salt', columns: [day(), c.varchar('salt', 64)] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['analytics_salt', 'analytics_rollup_day', 'analytics_daily_count', 'analytics_event'])
      await queryRunner.dropTable(table);
  }
}
