import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// A price alert's asked-for change of mark, kept apart from the confirmed mark until its address confirms it.
describe('migration PriceAlertPendingMark', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const columns = async () =>
    (
      (await db.dataSource.query(
        db.kind === 'postgres'
          ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'price_alert'`
          : `SELECT name FROM pragma_table_info('price_alert')`,
      )) as Array<{ name: string }>
    ).map((row) => row.name);

  it('adds the pending mark, empty on an alert stored before it, keeping the alert and its product link', async () => {
    expect(await columns()).toContain('pendingBelowCents');
    await undoMigrationsThrough(db.dataSource, 'PriceAlertPendingMark1764810000000');
    expect(await columns()).not.toContain('pendingBelowCents');
    await db.dataSource.query(
      `INSERT INTO "product" ("rank", "name", "slug", "description", "price", "rating", "reviewCount", "imageUrl", "amazonAsin", "features", "bulldogFitNotes", "material", "width", "bestFor")
       VALUES (1, 'Collar', 'collar', 'A collar.', '$30.00', '4.5', 1, '/x.svg', 'B0PENDING1', '[]', '[]', 'Nylon', '1"', 'Walks')`,
    );
    await db.dataSource.query(
      `INSERT INTO "price_alert" ("email", "productId", "belowCents", "currency", "status") SELECT 'reader@example.com', "id", 2500, 'USD', 'active' FROM "product"`,
    );
    await db.dataSource.runMigrations();
    const rows = (await db.dataSource.query(`SELECT "belowCents", "pendingBelowCents", "status" FROM "price_alert"`)) as Array<
      Record<string, unknown>
    >;
    expect(rows).toEqual([{ belowCents: 2500, pendingBelowCents: null, status: 'active' }]);
    await db.dataSource.query(`DELETE FROM "product"`);
    expect(await db.dataSource.query(`SELECT "id" FROM "price_alert"`)).toEqual([]);
  });
});
