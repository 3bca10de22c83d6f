import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// Upgrading a catalogue that has no slugs or reviews yet.
describe('migration ProductReviews', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const p = (n: number) => (db.kind === 'postgres' ? `$${n}` : '?');
  const insert = (asin: string, name: string) =>
    db.dataSource.query(
      `INSERT INTO "product" ("rank", "name", "description", "price", "rating", "reviewCount", "imageUrl", "amazonAsin",
        "features", "bulldogFitNotes", "material", "width", "bestFor")
       VALUES (1, ${p(1)}, 'A collar.', '$30.00', '4.5', 10, '/c.svg', ${p(2)}, '[]', '[]', 'Nylon', '1"', 'Daily')`,
      [name, asin],
    );

  it('gives every existing collar a unique slug from its name, no review, and keeps the slug unique', async () => {
    await undoMigrationsThrough(db.dataSource, 'ProductReviews1764320000000');
    await insert('B0AAAAAAA1', 'Ironbark Heritage Leather Collar');
    await insert('B0AAAAAAA2', 'Ironbark: Heritage Leather Collar!');
    await insert('B0AAAAAAA3', '***');

    await db.dataSource.runMigrations({ transaction: 'each' });
    const rows = await db.dataSource.query(
      `SELECT "amazonAsin", "slug", "sizes", "verdict", "scores", "testNotes", "pros", "cons", "archivedAt" FROM "product" ORDER BY "amazonAsin"`,
    );
    expect(rows.map((row: { amazonAsin: string; slug: string }) => [row.amazonAsin, row.slug])).toEqual([
      ['B0AAAAAAA1', 'ironbark-heritage-leather-collar'],
      ['B0AAAAAAA2', 'ironbark-heritage-leather-collar-2'],
      ['B0AAAAAAA3', expect.stringMatching(/^collar-\d+$/)],
    ]);
    expect(rows[0]).toMatchObject({ sizes: '[]', verdict: null, scores: null, testNotes: null, pros: '[]', cons: '[]', archivedAt: null });
    await expect(
      db.dataSource.query(`UPDATE "product" SET "slug" = 'ironbark-heritage-leather-collar' WHERE "amazonAsin" = 'B0AAAAAAA2'`),
    ).rejects.toThrow();
  });
});
