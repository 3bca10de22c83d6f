import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// A product photo's alt text: an empty text on every existing product (its name stands in), up to 300 characters.
describe('migration ProductImageAlt', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const columns = async () =>
    (
      (await db.dataSource.query(
        db.kind === 'postgres'
          ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'product'`
          : `SELECT name FROM pragma_table_info('product')`,
      )) as Array<{ name: string }>
    ).map((row) => row.name);

  it('adds imageAlt, empty on a product stored before it, and takes it away again', async () => {
    expect(await columns()).toContain('imageAlt');
    await undoMigrationsThrough(db.dataSource, 'ProductImageAlt1764550000000');
    expect(await columns()).not.toContain('imageAlt');
    await db.dataSource.query(
      `INSERT INTO "product" ("rank", "name", "slug", "description", "price", "rating", "reviewCount", "imageUrl", "amazonAsin", "features", "bulldogFitNotes", "material", "width", "bestFor")
       VALUES (1, 'Old Collar', 'old-collar', 'Stored before alt text.', '$20.00', '4.0', 3, '/images/collars/default.svg', 'B0OLDALT01', '[]', '[]', 'Nylon', '1"', 'Anyone')`,
    );
    await db.dataSource.runMigrations();
    const [row] = (await db.dataSource.query(`SELECT "imageAlt" FROM "product" WHERE "slug" = 'old-collar'`)) as Array<{
      imageAlt: string;
    }>;
    expect(row?.imageAlt).toBe('');
  });
});
