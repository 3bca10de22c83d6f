import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** The transactional outbox: every email is a row written with the change that causes it, sent by the server later. */
export class Outbox1764300000000 implements MigrationInterface {
  name = 'Outbox1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'outbox_email',
        columns: [
          c.id(),
          c.varchar('messageId', 255, { isUnique: true }),
          c.varchar('kind', 40),
          c.varchar('toAddress', 254),
          c.varchar('subject', 300),
          c.text('text'),
          c.text('html', { isNullable: true }),
          c.text('headers'),
          c.varchar('status', 10),
          c.integer('attempts', { default: 0 }),
          c.timestamp('nextAttemptAt'),
          c.text('lastError', { isNullable: true }),
          c.timestamp('sentAt', { isNullable: true }),
          c.createdAt(),
        ],
      }),
    );
    // The sender's query: due rows by status and time.
    await queryRunner.createIndex(
      'outbox_email',
      new TableIndex({ name: 'IDX_outbox_email_due', columnNames: ['status', 'nextAttemptAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_email');
  }
}
