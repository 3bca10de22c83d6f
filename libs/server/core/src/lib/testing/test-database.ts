import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { openDatabase, type DatabaseKind } from '../data-source';
import { MIGRATIONS } from '../migrations';
import { sqliteTemplate } from './sqlite-template';

/** A fresh database for one test file: a DATABASE_URL and a way to throw it away. */
export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  /** Deletes the database (its connections must be closed first on SQLite; PostgreSQL ends them). */
  drop: () => Promise<void>;
}

/**
 * Rows that many test files start from (the seed catalogue, say), made once per run into a template that each
 * file's database is copied from. `fill` gets a copy of the migrated template and must close what it opens.
 */
export interface TestDatabaseTemplate {
  /** Names the template; the same name must always mean the same rows. */
  name: string;
  fill: (url: string) => Promise<void>;
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

/** Changes with the migration list, so a template made before a new migration is never reused. */
const MIGRATIONS_HASH = createHash('sha256')
  .update(MIGRATIONS.map((migration) => migration.name).join())
  .digest('hex')
  .slice(0, 12);

const migrate = async (url: string) => (await openDatabase(url, [])).destroy();

/**
 * The name of a PostgreSQL database that test databases are copied from (copying is much faster than migrating
 * each one): the migrated schema, plus a template's rows when one is given. Built once per server; parallel Jest
 * workers take turns through an advisory lock, and a half-built template is never left under the final name.
 */
const postgresTemplates = new Map<string, Promise<string>>();
function postgresTemplate(serverUrl: string, template?: TestDatabaseTemplate): Promise<string> {
  const name = `bcg_template_${MIGRATIONS_HASH}${template ? `_${template.name}` : ''}`;
  const known = postgresTemplates.get(name);
  if (known) return known;
  const built = (async () => {
    const source = template ? await postgresTemplate(serverUrl) : 'template0';
    return onServer(serverUrl, async (admin) => {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length) return name;
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${building}" TEMPLATE "${source}"`);
        try {
          await (template ? template.fill : migrate)(withDatabaseName(serverUrl, building));
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
  })();
  postgresTemplates.set(name, built);
  return built;
}

/** The SQLite file test databases are copied from: migrated, plus a template's rows when one is given. */
function sqliteSource(template?: TestDatabaseTemplate): Promise<string> {
  if (!template) return sqliteTemplate(`migrated-${MIGRATIONS_HASH}`, migrate);
  return sqliteTemplate(`${template.name}-${MIGRATIONS_HASH}`, async (file) => {
    fs.copyFileSync(await sqliteSource(), file);
    await template.fill(file);
  });
}

/**
 * A new database on the engine given (default: the one `testDatabaseKind` picks), copied from a template made
 * once per test run: with every migration applied, and with a template's rows when `template` is given. With
 * `empty` it has no schema at all, for tests of migrating a new database.
 */
export async function createTestDatabase(
  kind: DatabaseKind = testDatabaseKind(),
  options: { empty?: boolean; template?: TestDatabaseTemplate } = {},
): Promise<TestDatabase> {
  // Set per test file by tools/jest/database-suite-check.js.
  if (process.env['BCG_TEST_FILE_OPENS_DATABASE'] === 'no') {
    throw new Error(
      `${process.env['BCG_TEST_FILE']} opens a test database, but the PostgreSQL pass would not run it: call a test database ` +
        'helper in the test file or in a module it imports by a relative path (the rule in tools/jest/database-suites.js).',
    );
  }
  if (kind === 'postgres') {
    const serverUrl = process.env['TEST_POSTGRES_URL'];
    if (!serverUrl) throw new Error('A PostgreSQL test database needs TEST_POSTGRES_URL (run the tests through `npm run test:pg`)');
    const name = `bcg_${randomBytes(8).toString('hex')}`;
    const source = options.empty ? 'template0' : await postgresTemplate(serverUrl, options.template);
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source}" STRATEGY FILE_COPY`));
    return {
      kind,
      url: withDatabaseName(serverUrl, name),
      drop: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-test-'));
  const url = path.join(dir, 'test.sqlite');
  try {
    if (!options.empty) fs.copyFileSync(await sqliteSource(options.template), url);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { kind, url, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
