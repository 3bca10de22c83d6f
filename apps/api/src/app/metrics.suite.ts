import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { testDatabaseKind } from '@bcg/server/core/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { METRICS_PATH, registerMetrics, UNMATCHED_ROUTE } from './metrics';
import { createSeededTestApp } from './testing';

const REMOTE = '203.0.113.20';
const TOKEN = 'metrics-token-0123456789abcdef';

/** The samples of one metric in Prometheus's text format, each with its labels. */
function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
      const labels = Object.fromEntries(
        [...(match?.[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { labels: labels as Record<string, string>, value: Number(match?.[2]) };
    });
}
const sameLabels = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([key, item]) => a[key] === item);
/** The value of the sample with exactly these labels, or undefined. */
const value = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text, name).find((sample) => sameLabels(sample.labels, labels))?.value;

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A bare Fastify with the metrics and a parameterised route, so counts can be checked exactly. */
function appWithMetrics(
  options: Parameters<typeof registerMetrics>[1] = {},
  fastifyOptions: { trustProxy?: boolean } = {},
): FastifyInstance {
  const app = Fastify(fastifyOptions);
  registerMetrics(app, options);
  app.get('/things/:id', async (request, reply) =>
    (request.params as { id: string }).id === 'missing' ? reply.code(404).send({ error: 'no such thing' }) : { ok: true },
  );
  return app;
}

const scrape = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: METRICS_PATH, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('GET /metrics', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('counts requests and their latency per route pattern, method and status, never per raw URL', async () => {
    app = appWithMetrics();
    for (const id of ['1', '2', 'missing']) await app.inject({ method: 'GET', url: `/things/${id}` });
    await app.inject({ method: 'GET', url: '/no/such/path?x=1' });
    await scrape(app);
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(value(text, 'http_requests_total', { method: 'GET', route: '/things/:id', status_code: '200' })).toBe(2);
    expect(value(text, 'http_requests_total', { method: 'GET', route: '/things/:id', status_code: '404' })).toBe(1);
    expect(value(text, 'http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' })).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/things/:id', status_code: '200' })).toBe(2);
    expect(
      value(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/things/:id', status_code: '200', le: '+Inf' }),
    ).toBe(2);
    // No raw path became a label, and the scrapes themselves are not counted.
    expect(text).not.toMatch(/\/things\/1|\/things\/missing|\/no\/such\/path/);
    expect(text).not.toContain(`route="${METRICS_PATH}"`);
    // The process's default metrics come along.
    expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('labels the files of @fastify/static (a route each, hashed names) by their first folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-static-'));
    fs.mkdirSync(path.join(root, 'assets'));
    for (const file of ['assets/page-a1b2c3.js', 'assets/page-d4e5f6.js', 'favicon.svg']) fs.writeFileSync(path.join(root, file), 'x');
    try {
      app = appWithMetrics();
      await app.register(fastifyStatic, { root, wildcard: false });
      for (const url of ['/assets/page-a1b2c3.js', '/assets/page-d4e5f6.js', '/favicon.svg'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const text = (await scrape(app)).body;
      expect(value(text, 'http_requests_total', { method: 'GET', route: '/assets/*', status_code: '200' })).toBe(2);
      expect(value(text, 'http_requests_total', { method: 'GET', route: '/favicon.svg', status_code: '200' })).toBe(1);
      expect(text).not.toContain('a1b2c3');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('shows the requests in flight while they are served and none after', async () => {
    app = appWithMetrics();
    let entered = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      entered = true;
      await released;
      return { done: true };
    });
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await waitFor(() => entered);
    expect(value((await scrape(app)).body, 'http_requests_in_flight')).toBe(1);
    release();
    expect((await slow).statusCode).toBe(200);
    await waitFor(async () => value((await scrape(app)).body, 'http_requests_in_flight') === 0);
  });

  it('without METRICS_TOKEN answers loopback clients only, by socket address, whatever X-Forwarded-For says', async () => {
    app = appWithMetrics({}, { trustProxy: true });
    expect((await scrape(app, {}, '127.0.0.1')).statusCode).toBe(200);
    expect((await scrape(app, {}, '::1')).statusCode).toBe(200);
    const remote = await scrape(app, { 'x-forwarded-for': '127.0.0.1' }, REMOTE);
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('http_requests_total');
  });

  it('with METRICS_TOKEN requires it as a bearer token, from loopback too', async () => {
    app = appWithMetrics({ token: TOKEN });
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      for (const address of ['127.0.0.1', REMOTE]) {
        const refused = await scrape(app, headers, address);
        expect(refused.statusCode).toBe(401);
        expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(refused.body).not.toContain('http_requests_total');
      }
    }
    const allowed = await scrape(app, { authorization: `Bearer ${TOKEN}` }, REMOTE);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_requests_total counter');
  });
});

describe('/metrics on the whole app', () => {
  let built: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    built = await createSeededTestApp({}, { revisionCheckMs: 0 });
  });
  afterAll(() => built.close());

  it('labels REST reads by their route pattern and counts response-cache misses and hits', async () => {
    const slug = ((await built.app.inject({ method: 'GET', url: '/api/articles?published=true' })).json() as { slug: string }[])[0]?.slug;
    expect(slug).toBeTruthy();
    const caches: unknown[] = [];
    for (let i = 0; i < 3; i++)
      caches.push((await built.app.inject({ method: 'GET', url: `/api/content/blog-posts/${slug}` })).headers['x-cache']);
    expect(caches).toEqual(['miss', 'hit', 'hit']);
    const text = (await scrape(built.app)).body;
    const route = '/api/content/blog-posts/:slug';
    expect(value(text, 'http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(3);
    expect(value(text, 'http_response_cache_total', { route, result: 'miss' })).toBe(1);
    expect(value(text, 'http_response_cache_total', { route, result: 'hit' })).toBe(2);
    expect(text).not.toContain(`/api/content/blog-posts/${slug}`);
  });

  it('reports the PostgreSQL connection pool and its queue (SQLite has one connection and no pool)', async () => {
    const text = (await scrape(built.app)).body;
    if (testDatabaseKind() === 'postgres') {
      expect(value(text, 'db_pool_waiting_requests')).toBe(0);
      expect(value(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(value(text, 'db_pool_connections', { state: 'busy' })).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('is not cached and refuses a remote client without a token', async () => {
    const first = await scrape(built.app);
    const second = await scrape(built.app);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual([undefined, undefined]);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await scrape(built.app, {}, REMOTE)).statusCode).toBe(404);
  });
});
