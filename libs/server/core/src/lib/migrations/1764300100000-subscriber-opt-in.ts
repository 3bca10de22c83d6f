import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Double opt-in and the consent record of `email_subscriber`: a status (pending, confirmed, unsubscribed), the
 * hashed single-use confirmation token and its expiry, when the last confirmation email was queued (the resend
 * limit), the unsubscribe token, and when, where and to which wording each address signed up.
 *
 * Rows already present signed up under the old single opt-in: they become 'confirmed' (they asked for the guide and
 * were told it was on its way), with their first sign-up as `signedUpAt`; where they signed up and the exact
 * wording they saw were never recorded, so those stay NULL rather than made up, as does `confirmedAt`.
 */
export class SubscriberOptIn1764300100000 implements MigrationInterface {
  name = 'SubscriberOptIn1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const now = queryRunner.connection.driver.options.type === 'postgres' ? 'now()' : "(datetime('now'))";
    await queryRunner.addColumns('email_subscriber', [
      new TableColumn(c.varchar('status', 20, { default: "'pending'" })),
      new TableColumn(c.timestamp('signedUpAt', { default: now })),
      new TableColumn(c.varchar('signupPage', 200, { isNullable: true })),
      new TableColumn(c.text('consentWording', { isNullable: true })),
      new TableColumn(c.timestamp('confirmedAt', { isNullable: true })),
      new TableColumn(c.timestamp('unsubscribedAt', { isNullable: true })),
      new TableColumn(c.varchar('confirmTokenHash', 64, { isNullable: true })),
      new TableColumn(c.timestamp('confirmTokenExpiresAt', { isNullable: true })),
      new TableColumn(c.timestamp('confirmationSentAt', { isNullable: true })),
      new TableColumn(c.varchar('unsubscribeToken', 64, { isNullable: true })),
    ]);
    await queryRunner.query(`UPDATE "email_subscriber" SET "status" = 'confirmed', "signedUpAt" = "subscribedAt"`);
    await queryRunner.createIndices('email_subscriber', [
      new TableIndex({ name: 'IDX_email_subscriber_confirm_token', columnNames: ['confirmTokenHash'], isUnique: true }),
      new TableIndex({ name: 'IDX_email_subscriber_unsubscribe_token', columnNames: ['unsubscribeToken'], isUnique: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('email_subscriber', 'IDX_email_subscriber_unsubscribe_token');
    await queryRunner.dropIndex('email_subscriber', 'IDX_email_subscriber_confirm_token');
    for (const column of [
      'unsubscribeToken',
      'confirmationSentAt',
      'confirmTokenExpiresAt',
      'confirmTokenHash',
      'unsubscribedAt',
      'confirmedAt',
      'consentWording',
      'signupPage',
      'signedUpAt',
      'status',
    ]) {
      await queryRunner.dropColumn('email_subscriber', column);
    }
  }
}
