import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * One row counting changes to the analytics daily counts (every batch of events, every day counted from raw
 * events): the dashboard's report is kept while it is unchanged, in every server process, as cached pages are kept
 * while `site_revision` is.
 */
export class AnalyticsRevision1764500000000 implements MigrationInterface {
  name = 'AnalyticsRevision1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'analytics_revision',
        columns: [
          { ...c.integer('id'), isPrimary: true },
          { name: 'revision', type: 'bigint', default: 0 },
        ],
      }),
    );
    await queryRunner.query('INSERT INTO "analytics_revision" ("id", "revision") VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analytics_revision');
  }
}
