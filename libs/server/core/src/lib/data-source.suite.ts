import 'reflect-metadata';
import { buildDataSourceOptions, databaseKind, NUL_TEXT_MESSAGE, openDatabase, sqlitePath } from './data-source';
import { ValidationError } from './errors';
import { MIGRATIONS } from './migrations';
import { createTestDataSource } from './testing/test-data-source';
import { createTestDatabase, testDatabaseKind } from './testing/test-database';

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

// Always SQLite, whichever engine the rest of the suite runs on: these are SQLite's own settings.
describe('an opened SQLite database', () => {
  it('runs in WAL mode with synchronous=FULL, a busy timeout and foreign keys, with every table migrated', async () => {
    // From an empty file: every other test copies a migrated template, this one shows migrating a new database.
    const db = await createTestDataSource([], 'sqlite', { empty: true });
    try {
      const [journal] = await db.dataSource.query('PRAGMA journal_mode');
      const [sync] = await db.dataSource.query('PRAGMA synchronous');
      const [busy] = await db.dataSource.query('PRAGMA busy_timeout');
      const [fk] = await db.dataSource.query('PRAGMA foreign_keys');
      expect(journal.journal_mode).toBe('wal');
      expect(sync.synchronous).toBe(2);
      expect(busy.timeout).toBeGreaterThan(0);
      expect(fk.foreign_keys).toBe(1);
      // A 32 MB page cache (SQLite's default is 2 MB), and no sqlite3 call tracing (its verbose mode).
      const [cache] = await db.dataSource.query('PRAGMA cache_size');
      expect(cache.cache_size).toBe(-32 * 1024);
      const { Database } = require('sqlite3') as { Database: { prototype: { all: () => unknown } } };
      expect(String(Database.prototype.all)).not.toContain('new Error()');
      const tables = (await db.dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).map(
        (row: { name: string }) => row.name,
      );
      expect(tables).toEqual(
        expect.arrayContaining(['product', 'article', 'faq', 'product_submission', 'email_subscriber', 'admin_session', 'migrations']),
      );
      // The login lock-out counts in rate_limit_counter; the per-attempt table is dropped by a migration.
      expect(tables).not.toContain('login_attempt');
    } finally {
      await db.close();
    }
  });
});

const MIGRATED_TABLES = [
  'product',
  'article',
  'faq',
  'product_submission',
  'email_subscriber',
  'admin_session',
  'admin_credential',
  'rate_limit_counter',
  'migrations',
];

// Selected when the suite runs on PostgreSQL (`npm run test:pg`).
if (testDatabaseKind() === 'postgres') {
  describe('an opened PostgreSQL database', () => {
    it('migrates an empty database to every table, and migrating again changes nothing', async () => {
      const database = await createTestDatabase('postgres', { empty: true });
      const dataSource = await openDatabase(database.url, []);
      try {
        const tables = await dataSource.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
        expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(expect.arrayContaining(MIGRATED_TABLES));
        expect(tables.map((row: { table_name: string }) => row.table_name)).not.toContain('login_attempt');
        await expect(dataSource.runMigrations({ transaction: 'each' })).resolves.toEqual([]);
      } finally {
        await dataSource.destroy();
        await database.drop();
      }
    });

    // `npm run test:pg` runs in TZ=America/New_York, so a conversion to the app server's local time would show.
    it('stores instants as UTC wall-clock times whatever the time zone of the app server', async () => {
      const db = await createTestDataSource([], 'postgres');
      try {
        const instant = new Date('2026-11-01T12:00:00.000Z');
        const [row] = await db.dataSource.query(
          "SELECT CAST($1 AS timestamp)::text AS written, CAST('2026-11-01 12:00:00.25' AS timestamp) AS read, current_setting('TimeZone') AS zone",
          [instant],
        );
        expect(row.written).toBe('2026-11-01 12:00:00');
        expect((row.read as Date).toISOString()).toBe('2026-11-01T12:00:00.250Z');
        expect(row.zone).toBe('UTC');
      } finally {
        await db.close();
      }
    });

    it('lets servers started at the same moment on an empty database all come up, migrating it once', async () => {
      const database = await createTestDatabase('postgres', { empty: true });
      const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase(database.url, [])));
      try {
        expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
        const [first] = opened as Array<PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>>;
        const applied = await first!.value.query('SELECT name FROM migrations');
        expect(applied).toHaveLength(MIGRATIONS.length);
      } finally {
        for (const result of opened) if (result.status === 'fulfilled') await result.value.destroy();
        await database.drop();
      }
    });

    it('refuses a text parameter holding U+0000 as bad input, where PostgreSQL itself would fail the query', async () => {
      const database = await createTestDatabase('postgres');
      const dataSource = await openDatabase(database.url, []);
      try {
        await expect(dataSource.query('SELECT $1::text AS value', ['a\u0000b'])).rejects.toEqual(new ValidationError(NUL_TEXT_MESSAGE));
        await expect(dataSource.query('SELECT $1::text AS value', ['ab'])).resolves.toEqual([{ value: 'ab' }]);
      } finally {
        await dataSource.destroy();
        await database.drop();
      }
    });
  });
}
