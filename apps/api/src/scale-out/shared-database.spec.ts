import { MIGRATIONS, openDatabase } from '@bcg/server/core';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@bcg/server/core/testing';
import { SEED_ARTICLES, SEED_FAQS, SEED_PRODUCTS } from '@bcg/server/seed';
import type { DataSource } from 'typeorm';
import { ENTITIES } from '../app/entities';
import { startApiProcess, type ApiProcess } from './testing/api-process';

/*
 * Scale-out: two API servers (the built dist/apps/api/main.js, each its own process) share one PostgreSQL
 * database, as behind a load balancer. Sessions, failed-login counts and rate-limit counters live in the
 * database, so whichever server a request reaches, it sees the same state.
 */
const ADMIN_PASSWORD = 'scale-out-admin-password';
// SCALE_OUT_PORTS="3180,3181" pins the two ports; by default each server takes a free one.
const PORTS = (process.env['SCALE_OUT_PORTS'] ?? '0,0').split(',');

let database: TestDatabase;
let a: ApiProcess;
let b: ApiProcess;
let db: DataSource;

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') {
    throw new Error('The scale-out test needs TEST_POSTGRES_URL: run it through `npm run test:pg`, which starts PostgreSQL');
  }
  database = await createTestDatabase('postgres', { empty: true });
  const env = (port: string | undefined) => ({ DATABASE_URL: database.url, ADMIN_PASSWORD, PORT: port ?? '0' });
  // Started at the same moment on an empty database: both migrate and seed at once, as a fresh deployment does.
  const [first, second] = await Promise.allSettled([startApiProcess(env(PORTS[0])), startApiProcess(env(PORTS[1]))]);
  if (first.status === 'fulfilled') a = first.value;
  if (second.status === 'fulfilled') b = second.value;
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  db = await openDatabase(database.url, ENTITIES);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (db?.isInitialized) await db.destroy();
  await database?.drop();
});

const call = (server: ApiProcess, method: string, url: string, options: { token?: string; body?: unknown } = {}) =>
  fetch(server.origin + url, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });

describe('two API processes started together on one empty PostgreSQL database', () => {
  it('migrate it once and seed it once, without a doubled row', async () => {
    expect(await db.query('SELECT name FROM migrations')).toHaveLength(MIGRATIONS.length);
    const seededBy = [a, b].filter((server) => server.output().includes('Seeded an empty database'));
    expect(seededBy).toHaveLength(1);
    const [products, articles, faqs] = await Promise.all(
      ['product', 'article', 'faq'].map((table) => db.query(`SELECT COUNT(*)::int AS n FROM "${table}"`)),
    );
    expect([products[0].n, articles[0].n, faqs[0].n]).toEqual([SEED_PRODUCTS.length, SEED_ARTICLES.length, SEED_FAQS.length]);
    for (const server of [a, b]) expect(await (await call(server, 'GET', '/api/products')).json()).toHaveLength(SEED_PRODUCTS.length);
  });
});

describe('an admin session', () => {
  it('created through one server is accepted by the other, and a logout through the other ends it on the first', async () => {
    const login = await call(a, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
    expect(login.status).toBe(200);
    const { sessionId } = (await login.json()) as { sessionId: string };
    expect(typeof sessionId).toBe('string');

    expect((await call(b, 'GET', '/api/admin/product-submissions', { token: sessionId })).status).toBe(200);
    expect((await call(a, 'GET', '/api/admin/email-subscribers', { token: sessionId })).status).toBe(200);

    expect((await call(b, 'POST', '/api/admin/logout', { body: { sessionId } })).status).toBe(200);
    expect((await call(a, 'GET', '/api/admin/product-submissions', { token: sessionId })).status).toBe(401);
    expect((await call(b, 'GET', '/api/admin/product-submissions', { token: sessionId })).status).toBe(401);
  });
});

describe('the admin login lock-out', () => {
  it('counts failures made on one server on the other: 5 failures on A, and B answers the 6th with 429', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await call(a, 'POST', '/api/admin/login', { body: { password: `wrong password ${i}` } });
      expect(failed.status).toBe(200);
      expect(await failed.json()).toEqual({ success: false });
    }
    const refused = await call(b, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    // And it holds on the first server too, even with the right password.
    expect((await call(a, 'POST', '/api/admin/login', { body: { password: ADMIN_PASSWORD } })).status).toBe(429);
  });
});
