import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A send puts one outbox row per subscriber in the queue (100,000 of them, say). Each sender looks only at its own
 * rows: the transactional one at those of no issue (newsletterId IS NULL), the newsletter one at one issue's. With
 * the issue first, both lookups are a range of this index in the order rows come due, so a sign-up's confirmation is
 * found at once however many copies of an issue wait.
 */
const NEWSLETTER_DUE = new TableIndex({
  name: 'IDX_outbox_email_newsletter_due',
  columnNames: ['newsletterId', 'status', 'nextAttemptAt'],
});

export class NewsletterSendIndexes1764710000000 implements MigrationInterface {
  name = 'NewsletterSendIndexes1764710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('outbox_email', NEWSLETTER_DUE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_email', NEWSLETTER_DUE.name as string);
  }
}
