import fs from 'node:fs';
import { DATABASE_RETRY_AFTER_SECONDS, readConfig, sqlitePath } from '@bcg/server/core';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@bcg/server/core/testing';
import { buildApp, type BuiltApp } from './build-app';
import { TEST_ADMIN_PASSWORD } from './testing';

// Always SQLite, whichever engine the rest of the suite runs on: these tests break the database file itself.
let database: TestDatabase;
let built: BuiltApp;
let logLines: string[];

beforeEach(async () => {
  database = await createTestDatabase('sqlite');
  logLines = [];
  const config = readConfig({
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    SUBSCRIBE_RATE_LIMIT: '1000/3600',
  });
  built = await buildApp(config, { logStream: { write: (line) => logLines.push(line) } });
});
afterEach(async () => {
  await built.app.close();
  if (fs.existsSync(sqlitePath(database.url))) fs.chmodSync(sqlitePath(database.url), 0o644);
  await database.drop();
});

const subscribeRest = (email: string) =>
  built.app.inject({ method: 'POST', url: '/api/subscribe', headers: { 'content-type': 'application/json' }, payload: { email } });
const subscribeGraphQL = (email: string) =>
  built.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation ($input: SubscribeInput!) { subscribe(input: $input) { success message } }',
      variables: { input: { email } },
    },
  });
const readyz = () => built.app.inject({ method: 'GET', url: '/readyz' });

/** What every refused write must look like, on REST and on GraphQL, and what it may log. */
async function expectWritesRefusedAs503(): Promise<void> {
  const rest = await subscribeRest('rest@example.com');
  expect(rest.statusCode).toBe(503);
  expect(rest.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(rest.json()).toEqual({ success: false, error: expect.stringMatching(/temporarily unavailable/) });
  expect(rest.body).not.toMatch(/SQLITE|sqlite|\/tmp/);

  const graphql = await subscribeGraphQL('graphql@example.com');
  expect({ status: graphql.statusCode, body: graphql.body }).toMatchObject({ status: 503 });
  expect(graphql.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  const body = graphql.json();
  expect(body.errors).toEqual([
    {
      message: expect.stringMatching(/temporarily unavailable/),
      path: ['subscribe'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    },
  ]);
  expect(graphql.body).not.toMatch(/SQLITE|sqlite|\/tmp/);
}

/** The lines logged for the two refused writes: one short line each, with the code and no SQL, address or stack. */
function expectOneShortLinePerFailedWrite(expectedCode: string): void {
  const failures = logLines.filter((line) => /"msg":"Database unavailable"/.test(line));
  expect(failures).toHaveLength(2);
  for (const line of failures) {
    expect(line.length).toBeLessThan(500);
    expect(JSON.parse(line)).toMatchObject({ level: 50, error: { code: expectedCode } });
    expect(line).not.toMatch(/INSERT INTO|VALUES|@example\.com|"stack"|\\n\s+at /);
  }
}

describe('/healthz and /readyz', () => {
  it('answer 200 with their status, never stored', async () => {
    const health = await built.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await readyz();
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', writable: 'ok', migrations: 'ok', databaseFile: 'ok', shutdown: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are not in the sitemap', async () => {
    const sitemap = await built.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toMatch(/healthz|readyz/);
  });

  it('/readyz answers 503 once a shutdown has begun', async () => {
    const closing = built.app.close();
    const ready = await readyz();
    expect(ready.statusCode).toBe(503);
    await closing;
  });

  it('/readyz names the failing check, without driver text, when a migration is missing', async () => {
    await built.dataSource.query(`DELETE FROM "migrations" WHERE "id" = (SELECT max("id") FROM "migrations")`);
    const ready = await readyz();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', failing: ['migrations'] });
  });
});

describe('a database that refuses writes', () => {
  it('the driver says read-only (SQLITE_READONLY): writes answer 503 with Retry-After, and readiness fails', async () => {
    // query_only makes SQLite itself refuse every write with SQLITE_READONLY, as a read-only file opened by SQLite does.
    await built.dataSource.query('PRAGMA query_only = ON');
    await expectWritesRefusedAs503();
    expectOneShortLinePerFailedWrite('SQLITE_READONLY');
    expect((await readyz()).json()).toMatchObject({ status: 'unavailable', failing: ['writable'] });
  });

  it('the file is made read-only under the running app (chmod a-w): writes answer 503, and readiness fails', async () => {
    fs.chmodSync(sqlitePath(database.url), 0o444);
    await expectWritesRefusedAs503();
    expectOneShortLinePerFailedWrite('DATABASE_FILE_READ_ONLY');
    expect((await readyz()).json()).toMatchObject({ status: 'unavailable', failing: ['writable', 'databaseFile'] });
  });

  it('the file is deleted under the running app: writes answer 503, readiness fails, and it is logged loudly once', async () => {
    expect((await subscribeRest('before@example.com')).statusCode).toBe(200);
    fs.unlinkSync(sqlitePath(database.url));
    await expectWritesRefusedAs503();
    expectOneShortLinePerFailedWrite('DATABASE_FILE_MISSING');
    expect((await readyz()).json()).toMatchObject({ status: 'unavailable', failing: ['writable', 'databaseFile'] });
    const loud = logLines.filter((line) => line.includes('DATABASE FILE MISSING'));
    expect(loud).toHaveLength(1);
    expect(JSON.parse(loud[0]!)).toMatchObject({ level: 50 });
  });
});

// Selected when the suite runs on PostgreSQL (`npm run test:pg`).
if (testDatabaseKind() === 'postgres') {
  describe('a PostgreSQL database that refuses writes', () => {
    it('read-only (a standby, default_transaction_read_only): writes answer 503 with Retry-After, and readiness fails', async () => {
      const postgres = await createTestDatabase('postgres');
      const config = readConfig({
        DATABASE_URL: postgres.url,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        SUBSCRIBE_RATE_LIMIT: '1000/3600',
      });
      const sqliteApp = built;
      built = await buildApp(config, { logStream: { write: (line) => logLines.push(line) } });
      try {
        // Every new session of the database is read-only, and the server's pool connects anew, as after a fail-over
        // to a standby.
        await built.dataSource.query(`ALTER DATABASE "${new URL(postgres.url).pathname.slice(1)}" SET default_transaction_read_only = on`);
        await built.dataSource.destroy();
        await built.dataSource.initialize();
        await expectWritesRefusedAs503();
        expectOneShortLinePerFailedWrite('25006');
        expect((await readyz()).json()).toMatchObject({ status: 'unavailable', failing: ['writable'] });
      } finally {
        await built.app.close();
        built = sqliteApp;
        await postgres.drop();
      }
    });
  });
}
