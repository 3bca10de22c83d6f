import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** Login attempts (brute-force window shared by every server) and the stored administrator password hash. */
export class AdminAuth1763900000000 implements MigrationInterface {
  name = 'AdminAuth1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
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
    await queryRunner.createTable(
      new Table({
        name: 'admin_credential',
        // One row: the argon2id hash of a password that was generated or set with `npm run admin:password`.
        columns: [c.id(), c.text('passwordHash'), c.createdAt('updatedAt')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_credential');
    await queryRunner.dropTable('login_attempt');
  }
}
