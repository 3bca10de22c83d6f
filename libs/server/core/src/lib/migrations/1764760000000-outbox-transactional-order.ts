import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Outbox tab lists the emails the site sends one by one (confirmations, guides, notifications), not the copies of
 * a newsletter issue, which each issue's report counts: a send of 100,000 would otherwise bury them. This index lets
 * its page walk the non-newsletter rows newest first, however many newsletter copies the table holds.
 */
const INDEX = new TableIndex({ name: 'IDX_outbox_email_kind_created', columnNames: ['newsletterId', 'createdAt', 'id'] });

export class OutboxTransactionalOrder1764760000000 implements MigrationInterface {
  name = 'OutboxTransactionalOrder1764760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('outbox_email', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_email', INDEX.name as string);
  }
}
