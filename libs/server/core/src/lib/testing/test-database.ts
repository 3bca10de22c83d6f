import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { openDatabase, type DatabaseKind } from '../data-source';
import { MIGRATIONS } from '../migrations';

/** A fresh, empty database for one test file: a DATABASE_URL and a way to throw it away. */
export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  /** Deletes the database (its connections must be closed first on SQLite; PostgreSQL ends them). */
  drop: () => Promise<void>;
}

/**
 * The engine integration tests run on: PostgreSQL when TEST_POSTGRES_URL names a server
 * (`npm run test:pg` starts a throwaway one), SQLite otherwise.
 */
export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): DatabaseKind {
  return env['TEST_POSTGRES_URL'] ? 'postgres' : 'sqlite';
}

/** Works on the server through its maintenance database (a database cannot create or drop itself). */
async function onServer<T>(serverUrl: string, work: (admin: DataSource) => Promise<T>): Promise<T> {
  const admin = new DataSource({ type: 'postgres', url: serverUrl, extra: { max: 1 } });
  await admin.initialize();
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** `postgres://host/postgres` with its database name replaced. */
function withDatabaseName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The name of a database holding every migration, which test databases are copied from: copying is much
 * faster than migrating each one. Built once per server and migration list; parallel Jest workers take
 * turns through an advisory lock, and a half-built template is never left under the final name.
 */
let template: Promise<string> | undefined;
function migratedTemplate(serverUrl: string): Promise<string> {
  const hash = createHash('sha256')
    .update(MIGRATIONS.map((migration) => migration.name).join())
    .digest('hex');
  const name = `bcg_template_${hash.slice(0, 12)}`;
  template ??= onServer(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      try {
        await (await openDatabase(withDatabaseName(serverUrl, building), [])).destroy();
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}

/**
 * A new database on the engine given (default: the one `testDatabaseKind` picks): an empty SQLite file, or a
 * PostgreSQL database that already has the migrations applied (a copy of the migrated template), or nothing at
 * all with `empty` (to test migrating). Either way it holds no rows.
 */
export async function createTestDatabase(
  kind: DatabaseKind = testDatabaseKind(),
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const serverUrl = process.env['TEST_POSTGRES_URL'];
    if (!serverUrl) throw new Error('A PostgreSQL test database needs TEST_POSTGRES_URL (run the tests through `npm run test:pg`)');
    const name = `bcg_${randomBytes(8).toString('hex')}`;
    const source = options.empty ? 'template0' : await migratedTemplate(serverUrl);
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
    return {
      kind,
      url: withDatabaseName(serverUrl, name),
      drop: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-test-'));
  return {
    kind,
    url: path.join(dir, 'test.sqlite'),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
