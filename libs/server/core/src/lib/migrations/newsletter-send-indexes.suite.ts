import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';
import { indexNames as indexNamesOf, sqlitePlan } from '../testing/index-names';

// However many copies of an issue wait in the outbox, the transactional sender's lookup and the newsletter sender's
// each walk an index of their own rows.
describe('migration NewsletterSendIndexes', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const indexNames = () => indexNamesOf(db.dataSource, 'outbox_email');
  const plan = (sql: string) => sqlitePlan(db.dataSource, sql);

  it('adds the due-row index both senders read along, and takes it away again', async () => {
    expect(await indexNames()).toContain('IDX_outbox_email_newsletter_due');
    if (db.kind !== 'postgres') {
      expect(
        await plan(
          `SELECT id FROM "outbox_email" WHERE "status" IN ('pending', 'sending') AND "nextAttemptAt" <= '2026-01-01' AND "newsletterId" IS NULL ORDER BY "nextAttemptAt" LIMIT 10`,
        ),
      ).toContain('IDX_outbox_email_newsletter_due (newsletterId=? AND status=? AND nextAttemptAt<?)');
      expect(
        await plan(
          `SELECT id FROM "outbox_email" WHERE "newsletterId" = 1 AND "status" = 'pending' AND "nextAttemptAt" <= '2026-01-01' ORDER BY "nextAttemptAt" LIMIT 10`,
        ),
      ).toContain('IDX_outbox_email_newsletter_due');
    }
    await undoMigrationsThrough(db.dataSource, 'NewsletterSendIndexes1764710000000');
    expect(await indexNames()).not.toContain('IDX_outbox_email_newsletter_due');
  });
});
