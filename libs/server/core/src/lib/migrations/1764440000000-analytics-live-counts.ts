import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Live daily counts (the report target): each batch of raw events now adds to `analytics_daily_count` in its
 * own transaction, so the report reads only counts. A day's unique visitors cannot be added up from batches, so each
 * visitor hash first seen on a day (and on a page of that day) is kept here until the day is rolled up: the count
 * goes up only when its row is new. The rows are deleted when their day is rolled up; the salt is gone by then.
 * Also the `fit` column of the fit finder's recommendation events: breed, age band, measured or not.
 */
export class AnalyticsLiveCounts1764440000000 implements MigrationInterface {
  name = 'AnalyticsLiveCounts1764440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'analytics_day_visitor',
        columns: [
          c.varchar('day', 10, { isPrimary: true }),
          c.varchar('metric', 20, { isPrimary: true }),
          c.varchar('key', 300, { isPrimary: true }),
          c.varchar('visitor', 32, { isPrimary: true }),
        ],
      }),
    );
    await queryRunner.addColumn('analytics_event', new TableColumn(c.varchar('fit', 40, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('analytics_event', 'fit');
    await queryRunner.dropTable('analytics_day_visitor');
  }
}
