import 'reflect-metadata';
import { buildDataSourceOptions, databaseKind, sqlitePath } from './data-source';
import { createTestDataSource } from './testing/test-data-source';

describe('database selection', () => {
  it('uses PostgreSQL for postgres:// URLs and SQLite otherwise', () => {
    expect(databaseKind('postgres://localhost/bcg')).toBe('postgres');
    expect(databaseKind('postgresql://localhost/bcg')).toBe('postgres');
    expect(databaseKind('data/site.sqlite')).toBe('sqlite');
    expect(databaseKind('sqlite:data/site.sqlite')).toBe('sqlite');
    expect(buildDataSourceOptions('postgres://localhost/bcg', []).type).toBe('postgres');
  });

  it('accepts sqlite: URLs and bare paths for the SQLite file', () => {
    expect(sqlitePath('sqlite:data/x.sqlite')).toMatch(/\/data\/x\.sqlite$/);
    expect(sqlitePath('sqlite://data/x.sqlite')).toMatch(/\/data\/x\.sqlite$/);
    expect(sqlitePath(':memory:')).toBe(':memory:');
  });

  it('never synchronizes the schema: migrations own it', () => {
    expect(buildDataSourceOptions('x.sqlite', []).synchronize).toBe(false);
    expect(buildDataSourceOptions('postgres://h/db', []).synchronize).toBe(false);
  });
});

describe('an opened SQLite database', () => {
  it('runs in WAL mode with synchronous=FULL, a busy timeout and foreign keys, with every table migrated', async () => {
    const db = await createTestDataSource([]);
    try {
      const [journal] = await db.dataSource.query('PRAGMA journal_mode');
      const [sync] = await db.dataSource.query('PRAGMA synchronous');
      const [busy] = await db.dataSource.query('PRAGMA busy_timeout');
      const [fk] = await db.dataSource.query('PRAGMA foreign_keys');
      expect(journal.journal_mode).toBe('wal');
      expect(sync.synchronous).toBe(2);
      expect(busy.timeout).toBeGreaterThan(0);
      expect(fk.foreign_keys).toBe(1);
      const tables = (await db.dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map(
        (row: { name: string }) => row.name,
      );
      expect(tables).toEqual(expect.arrayContaining(['product', 'article', 'faq', 'product_submission', 'email_subscriber', 'admin_session', 'migrations']));
    } finally {
      await db.close();
    }
  });
});
