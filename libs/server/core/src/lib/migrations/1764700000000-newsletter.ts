import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * The newsletter and price-drop alerts: the issues the owner writes and sends, their links (counted per day, never
 * per person), one outbox row per recipient of a send, the addresses mail must no longer go to, each subscriber's
 * newsletter choice, the readers' price alerts, and the site's signing keys (the preferences links).
 */
export class Newsletter1764700000000 implements MigrationInterface {
  name = 'Newsletter1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const nullable = { isNullable: true };
    await queryRunner.createTable(
      new Table({
        name: 'newsletter',
        columns: [
          c.id(),
          c.varchar('slug', 120, { isUnique: true }),
          c.varchar('subject', 150),
          c.varchar('preheader', 200, { default: "''" }),
          c.text('markdown'),
          c.integer('articleId', nullable),
          c.varchar('status', 12),
          c.boolean('indexable', false),
          c.timestamp('sendAt', nullable),
          c.timestamp('sendStartedAt', nullable),
          c.timestamp('sentAt', nullable),
          c.integer('recipientCount', { default: 0 }),
          c.integer('enqueuedThroughId', { default: 0 }),
          c.text('sentHtml', nullable),
          c.timestamp('testSentAt', nullable),
          c.createdAt(),
          c.createdAt('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_newsletter_status_send_at', columnNames: ['status', 'sendAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_link',
        columns: [{ ...c.varchar('id', 16), isPrimary: true }, c.integer('newsletterId'), c.integer('position'), c.text('url')],
        indices: [new TableIndex({ name: 'IDX_newsletter_link_newsletter', columnNames: ['newsletterId', 'position'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['newsletterId'],
            referencedTableName: 'newsletter',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_click_day',
        columns: [
          { ...c.varchar('linkId', 16), isPrimary: true },
          { ...c.varchar('day', 10), isPrimary: true },
          c.integer('newsletterId'),
          c.integer('clicks', { default: 0 }),
        ],
        indices: [new TableIndex({ name: 'IDX_newsletter_click_day_day', columnNames: ['day', 'newsletterId'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['linkId'],
            referencedTableName: 'newsletter_link',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.addColumn('outbox_email', new TableColumn(c.integer('newsletterId', nullable)));
    // One row per recipient of a send, whatever happens to the process that writes them.
    await queryRunner.createIndex(
      'outbox_email',
      new TableIndex({ name: 'IDX_outbox_email_newsletter_recipient', columnNames: ['newsletterId', 'toAddress'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'outbox_email',
      new TableIndex({ name: 'IDX_outbox_email_newsletter_status', columnNames: ['newsletterId', 'status'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'mail_suppression',
        columns: [
          c.id(),
          c.varchar('email', 254, { isUnique: true }),
          c.varchar('reason', 20),
          c.varchar('detail', 500, nullable),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.addColumn('email_subscriber', new TableColumn(c.boolean('newsletter', true)));
    await queryRunner.createTable(
      new Table({
        name: 'price_alert',
        columns: [
          c.id(),
          c.varchar('email', 254),
          c.integer('productId'),
          c.integer('belowCents'),
          c.varchar('currency', 3),
          c.varchar('status', 10),
          c.varchar('confirmTokenHash', 64, { isNullable: true, isUnique: true }),
          c.timestamp('confirmTokenExpiresAt', nullable),
          c.timestamp('confirmationSentAt', nullable),
          c.createdAt(),
          c.timestamp('confirmedAt', nullable),
          c.timestamp('lastFiredAt', nullable),
          c.integer('firedCount', { default: 0 }),
          c.timestamp('endedAt', nullable),
          c.varchar('endReason', 40, nullable),
        ],
        indices: [
          new TableIndex({ name: 'IDX_price_alert_address_product', columnNames: ['email', 'productId'], isUnique: true }),
          new TableIndex({ name: 'IDX_price_alert_product_status', columnNames: ['productId', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['productId'],
            referencedTableName: 'product',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'signing_key',
        columns: [{ ...c.varchar('name', 60), isPrimary: true }, c.varchar('secret', 100), c.createdAt()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('signing_key');
    await queryRunner.dropTable('price_alert');
    await queryRunner.dropColumn('email_subscriber', 'newsletter');
    await queryRunner.dropTable('mail_suppression');
    await queryRunner.dropIndex('outbox_email', 'IDX_outbox_email_newsletter_status');
    await queryRunner.dropIndex('outbox_email', 'IDX_outbox_email_newsletter_recipient');
    await queryRunner.dropColumn('outbox_email', 'newsletterId');
    await queryRunner.dropTable('newsletter_click_day');
    await queryRunner.dropTable('newsletter_link');
    await queryRunner.dropTable('newsletter');
  }
}
