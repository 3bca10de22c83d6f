import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin's Outbox tab pages the queue newest first. The queue grows
 * with every email the site sends (two or more per subscriber), and its only index is for the sender's due-row lookup
 * (status, nextAttemptAt): without this one a page is a scan and sort of the whole table. With it, a page of the
 * whole queue, newest or oldest first, is a walk along the index.
 */
const INDEX = new TableIndex({ name: 'IDX_outbox_email_created', columnNames: ['createdAt', 'id'] });

export class OutboxListIndex1764470000000 implements MigrationInterface {
  name = 'OutboxListIndex1764470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('outbox_email', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_email', INDEX.name as string);
  }
}
