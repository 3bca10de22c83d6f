import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** Messages from the contact form: what the visitor typed and when, nothing about the visitor's connection. */
export class ContactMessages1764310000000 implements MigrationInterface {
  name = 'ContactMessages1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'contact_message',
        columns: [
          c.id(),
          c.varchar('name', 120),
          c.varchar('email', 254),
          c.varchar('subject', 200, { isNullable: true }),
          c.text('message'),
          c.timestamp('readAt', { isNullable: true }),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex('contact_message', new TableIndex({ name: 'IDX_contact_message_created', columnNames: ['createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_message');
  }
}
