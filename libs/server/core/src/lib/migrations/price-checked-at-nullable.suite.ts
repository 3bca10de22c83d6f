import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// Upgrading a database whose demo catalogue carries the made-up check date of the old seed.
describe('migration PriceCheckedAtNullable', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const postgres = () => db.kind === 'postgres';
  const insert = (asin: string, checkedAt: string | null) =>
    db.dataSource.query(
      `INSERT INTO "product" ("rank", "name", "description", "price", "priceCheckedAt", "rating", "reviewCount", "imageUrl", "amazonAsin",
        "features", "bulldogFitNotes", "material", "width", "bestFor")
       VALUES (1, 'Collar', 'A collar.', '$30.00', ${postgres() ? '$1' : '?'}, '4.5', 10, '/c.svg', ${postgres() ? '$2' : '?'}, '[]', '[]', 'Nylon', '1"', 'Daily')`,
      [checkedAt, asin],
    );
  /** SQLite gives back its UTC datetime text, PostgreSQL a Date. */
  const iso = (value: Date | string | null) =>
    value === null ? null : value instanceof Date ? value.toISOString() : new Date(`${value.replace(' ', 'T')}Z`).toISOString();
  const checkedDates = async () =>
    (await db.dataSource.query(`SELECT "amazonAsin", "priceCheckedAt" FROM "product" ORDER BY "amazonAsin"`)).map(
      (row: { amazonAsin: string; priceCheckedAt: Date | string | null }) => [row.amazonAsin, iso(row.priceCheckedAt)],
    );

  it('drops the made-up demo check date, keeps a real one, and lets a new price have none', async () => {
    await undoMigrationsThrough(db.dataSource, 'PriceCheckedAtNullable1764200000000');
    const demoStamp = postgres() ? '2026-11-01 00:00:00' : '2026-11-01 00:00:00.000';
    const realCheck = postgres() ? '2026-11-20 08:30:00' : '2026-11-20 08:30:00.000';
    await insert('B0DEMO0001', demoStamp);
    await insert('B0REAL0001', realCheck);
    await expect(insert('B0NONE0001', null)).rejects.toThrow();

    await db.dataSource.runMigrations({ transaction: 'each' });
    await insert('B0NONE0001', null);
    expect(await checkedDates()).toEqual([
      ['B0DEMO0001', null],
      ['B0NONE0001', null],
      ['B0REAL0001', '2026-11-20T08:30:00.000Z'],
    ]);
    // The rebuilt table (SQLite) keeps its constraints.
    await expect(insert('B0REAL0001', null)).rejects.toThrow();
  });
});
