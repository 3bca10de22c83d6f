import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A send puts one outbox row per subscriber in the queue (100,000 of them, say). The transactional sender looks only
 * at rows of no issue: this partial index holds just those, so a sign-up's confirmation is found at once however many
 * copies of an issue wait. The newsletter sender looks only at one issue's due rows: the second index is a range of
 * them in the order they come due.
 */
const TRANSACTIONAL_DUE = new TableIndex({
  name: 'IDX_outbox_email_transactional_due',
  columnNames: ['status', 'nextAttemptAt'],
  where: '"newsletterId" IS NULL',
});
const NEWSLETTER_DUE = new TableIndex({
  name: 'IDX_outbox_email_newsletter_due',
  columnNames: ['newsletterId', 'status', 'nextAttemptAt'],
});

export class NewsletterSendIndexes1764710000000 implements MigrationInterface {
  name = 'NewsletterSendIndexes1764710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('outbox_email', TRANSACTIONAL_DUE);
    await queryRunner.createIndex('outbox_email', NEWSLETTER_DUE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox_email', NEWSLETTER_DUE.name as string);
    await queryRunner.dropIndex('outbox_email', TRANSACTIONAL_DUE.name as string);
  }
}
