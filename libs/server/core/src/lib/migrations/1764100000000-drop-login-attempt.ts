import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * The login lock-out now counts failures in `rate_limit_counter` (bucket `admin-login`), taking a place in the count
 * atomically before the password is checked; the per-attempt rows it used to read and then insert (a race: every
 * simultaneous attempt read "under the limit") are no longer used. Their rows only served the last 15 minutes, so
 * nothing worth keeping is dropped: at worst an address locked out at upgrade time gets a fresh window.
 */
export class DropLoginAttempt1764100000000 implements MigrationInterface {
  name = 'DropLoginAttempt1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_attempt');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'login_attempt',
        columns: [c.id(), c.varchar('clientKey', 100), c.boolean('succeeded', false), c.createdAt('attemptedAt')],
      }),
    );
    await queryRunner.createIndex(
      'login_attempt',
      new TableIndex({ name: 'IDX_login_attempt_client_time', columnNames: ['clientKey', 'attemptedAt'] }),
    );
  }
}
