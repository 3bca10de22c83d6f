import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';
import { indexNames as indexNamesOf, sqlitePlan } from '../testing/index-names';

// The Outbox tab's page walks the non-newsletter rows newest first along an index, however many copies a send queued.
describe('migration OutboxTransactionalOrder', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const indexNames = () => indexNamesOf(db.dataSource, 'outbox_email');

  it('adds the (newsletterId, createdAt, id) index the page is read along, and takes it away again', async () => {
    expect(await indexNames()).toContain('IDX_outbox_email_kind_created');
    if (db.kind !== 'postgres') {
      const details = await sqlitePlan(
        db.dataSource,
        `SELECT * FROM "outbox_email" WHERE "newsletterId" IS NULL ORDER BY "createdAt" DESC, "id" DESC LIMIT 25`,
      );
      expect(details).toContain('IDX_outbox_email_kind_created');
      expect(details).not.toContain('TEMP B-TREE');
    }
    await undoMigrationsThrough(db.dataSource, 'OutboxTransactionalOrder1764760000000');
    expect(await indexNames()).not.toContain('IDX_outbox_email_kind_created');
  });
});
