import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// The Outbox tab's page walks the non-newsletter rows newest first along an index, however many copies a send queued.
describe('migration OutboxTransactionalOrder', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const indexNames = async () =>
    (
      (await db.dataSource.query(
        db.kind === 'postgres'
          ? `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'outbox_email'`
          : `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox_email'`,
      )) as Array<{ name: string }>
    ).map((row) => row.name);

  it('adds the (newsletterId, createdAt, id) index the page is read along, and takes it away again', async () => {
    expect(await indexNames()).toContain('IDX_outbox_email_kind_created');
    if (db.kind !== 'postgres') {
      const plan = (await db.dataSource.query(
        `EXPLAIN QUERY PLAN SELECT * FROM "outbox_email" WHERE "newsletterId" IS NULL ORDER BY "createdAt" DESC, "id" DESC LIMIT 25`,
      )) as Array<{ detail: string }>;
      const details = plan.map((step) => step.detail).join('\n');
      expect(details).toContain('IDX_outbox_email_kind_created');
      expect(details).not.toContain('TEMP B-TREE');
    }
    await undoMigrationsThrough(db.dataSource, 'OutboxTransactionalOrder1764760000000');
    expect(await indexNames()).not.toContain('IDX_outbox_email_kind_created');
  });
});
