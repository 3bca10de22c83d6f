import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';
import { indexNames as indexNamesOf, sqlitePlan } from '../testing/index-names';

// The Outbox tab's page (newest first) walks an index instead of sorting the whole queue.
describe('migration OutboxListIndex', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const indexNames = () => indexNamesOf(db.dataSource, 'outbox_email');

  it('adds the (createdAt, id) index the page is read along, and takes it away again', async () => {
    expect(await indexNames()).toContain('IDX_outbox_email_created');
    if (db.kind !== 'postgres') {
      // SQLite says how it would run the page: along the index, with no sort of its own ("USE TEMP B-TREE").
      const details = await sqlitePlan(
        db.dataSource,
        `SELECT * FROM "outbox_email" ORDER BY "createdAt" DESC, "id" DESC LIMIT 25 OFFSET 50`,
      );
      expect(details).toContain('IDX_outbox_email_created');
      expect(details).not.toContain('TEMP B-TREE');
    }
    await undoMigrationsThrough(db.dataSource, 'OutboxListIndex1764470000000');
    expect(await indexNames()).not.toContain('IDX_outbox_email_created');
  });
});
