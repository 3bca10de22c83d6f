import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** Fixed-window rate-limit counters shared by every server (sign-up, submissions, generation budget, ...). */
export class RateLimits1764000000000 implements MigrationInterface {
  name = 'RateLimits1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counter',
        columns: [
          c.varchar('bucket', 60, { isPrimary: true }),
          c.varchar('clientKey', 100, { isPrimary: true }),
          { name: 'windowIndex', type: 'bigint', isPrimary: true },
          c.integer('hits'),
          { name: 'expiresAt', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rate_limit_counter',
      new TableIndex({ name: 'IDX_rate_limit_counter_expires', columnNames: ['expiresAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_counter');
  }
}
