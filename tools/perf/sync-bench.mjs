// The retailer sync part of `npm run bench` (alone: `node tools/perf/sync-bench.mjs` after `npm run build`): the
// large seed (10,000 generated collars and the demo's) kept current from the fake Creators API (tools/retailer-fake)
// at the retailer's rate limit scaled in time: the fake's limit of 1 request a second and the sync's pacing are both
// multiplied by SYNC_BENCH_SPEED (default 17), so a cycle of about 1,000 requests takes about a minute, not 18. The
// sync's writes of shown changes stay at their real pace (once a minute, and at the cycle's end): they are what
// empties the page cache, and readers meet them at that pace on a real server, while the sync's own work per
// request runs 17 times denser than it ever does.
// Readers ask for the pages people read most (home, /collars and its first pages and filters, the first review
// pages, the collars page's GraphQL query, a page of /api/products) at 10 connections throughout. Not the whole
// /api/products: at 10,000 collars that is a 27 MB dump, streamed and never cached, no page a reader opens.
// 1. A first cycle gives every collar a retailer price (the seed has none checked).
// 2. With nothing changing at the retailer, the readers run for BENCH_DURATION seconds: the cached req/s without a
//    cycle.
// 3. The fake changes 5 % of the prices, "Refresh all" starts a second cycle, and the readers run until its end.
// Printed: the cache hit rate during the second cycle (target >= 95 %), its req/s as a ratio of the quiet req/s
// (target >= 0.8), the cycle's duration, its requests to the fake (and how many were throttled), how often the site
// revision moved, and whether a changed price reached its review page by the cycle's end.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import sqlite3 from 'sqlite3';
import figures from './figures.cjs';
import { generatedDatabase } from './paging-bench.mjs';
import { adminSession, envNumber, request, startBuiltServer } from './processes.mjs';
import { FAKE_CREDENTIAL, startFakeCreatorsApi } from '../retailer-fake/fake-creators-api.mjs';

const { formatTable, round } = figures;

const TARGETS = { hitRate: 0.95, ratio: 0.8 };
/** Share of the collars whose price the fake changes before the measured cycle. */
const CHANGED_SHARE = 0.05;
/** How many review pages the readers visit (the first of the catalogue, the ones most linked). */
const REVIEW_PAGES = 20;

/**
 * The fake's request counts as they stand (for the difference over a cycle), with the times of the first and the last
 * getItems request seen since `watch` began: the fake counts, the bench samples them every 100 ms.
 */
function watchRequests(fake) {
  const base = fake.control.counts();
  const seen = { firstAt: null, lastAt: null, requests: 0, items: 0, throttled: 0 };
  const timer = setInterval(() => {
    const now = fake.control.counts();
    const requests = now.getItemsRequests - base.getItemsRequests;
    if (requests > seen.requests) {
      seen.firstAt ??= performance.now();
      seen.lastAt = performance.now();
    }
    Object.assign(seen, { requests, items: now.itemsRequested - base.itemsRequested, throttled: now.throttled - base.throttled });
  }, 100);
  return { seen, stop: () => clearInterval(timer) };
}

async function graphql(origin, query, variables) {
  const answer = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(answer.body.toString('utf8'));
  if (body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

const COLLARS_QUERY = `query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String) {
  productsConnection(first: $first, offset: $offset, filter: $filter, q: $q) {
    totalCount
    nodes { id slug name displayPrice priceCheckedAt rating imageUrl badge retailerUrl }
  }
}`;

/** What the readers ask for, in turn: the site's most read pages and reads. */
export async function readerRequests(origin) {
  const first = await graphql(origin, COLLARS_QUERY, { first: REVIEW_PAGES, offset: 0, filter: 'ALL', q: null });
  const pages = ['/', '/collars', '/collars?page=2', '/collars?page=3', '/collars?filter=budget', '/collars?filter=premium'];
  const reviews = first.productsConnection.nodes.map((node) => `/collars/${node.slug}`);
  const gets = [...pages, ...reviews, '/compare', '/api/products?limit=24'].map((url) => ({ method: 'GET', path: url }));
  const query = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COLLARS_QUERY, variables: { first: 24, offset: 0, filter: 'ALL', q: null } }),
  };
  return [...gets, query];
}

/**
 * Readers at `connections` until `until` resolves (or `seconds` pass): req/s and the cache's answers (x-cache hit or
 * miss) of every request.
 */
export function readers(origin, requests, { connections, seconds, until }) {
  const cache = { hit: 0, miss: 0, other: 0 };
  const statuses = {};
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds ?? 3600,
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }),
            onResponse: (status, _body, _context, headers) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              const seen = headers?.['x-cache'];
              cache[seen === 'hit' || seen === 'miss' ? seen : 'other'] += 1;
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: round(result.requests.average, 1),
              latencyP99Ms: result.latency.p99,
              seconds: round(result.duration, 1),
              statuses,
              cache,
              hitRate: cache.hit + cache.miss ? round(cache.hit / (cache.hit + cache.miss), 4) : null,
            }),
    );
    until?.then(() => instance.stop());
  });
}

/**
 * Resolves once the sync has asked for `asinCount` items since the watch began and then nothing for `quietMs` (the
 * end of the cycle, its last changes published).
 */
async function cycleEnd(seen, asinCount, quietMs, timeoutMs) {
  const started = performance.now();
  for (;;) {
    if (seen.items >= asinCount && performance.now() - (seen.lastAt ?? 0) >= quietMs) return;
    if (performance.now() - started > timeoutMs)
      throw new Error(`The sync asked for ${seen.items} of ${asinCount} items in ${round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The site revision in the server's database: how many times public content has been published so far. */
function siteRevision(file) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => error && reject(error));
    db.get('SELECT "revision" FROM "site_revision" WHERE "id" = 1', (error, row) => {
      db.close();
      if (error) reject(error);
      else resolve(Number(row?.revision ?? 0));
    });
  });
}

/** The price a collar's answers show now (null: none), read past the response cache like a reader's first visit. */
async function shownPrice(origin, slug) {
  const data = await graphql(origin, 'query Price($slug: String!) { product(slug: $slug) { displayPrice } }', { slug });
  return data.product?.displayPrice ?? null;
}

/** Every public collar's slug and ASIN, in catalogue order, from the server's database. */
function catalogue(file) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => error && reject(error));
    db.all('SELECT "slug", "amazonAsin" FROM "product" WHERE "archivedAt" IS NULL ORDER BY "rank", "id"', (error, rows) => {
      db.close();
      if (error) reject(error);
      else resolve(rows);
    });
  });
}

/** Runs the sync measurement on a server and a fake of its own; resolves the figures and the verdict. */
export async function benchSync(settings) {
  const speed = envNumber('SYNC_BENCH_SPEED', 17);
  console.log(`\nRetailer sync: 10,000 collars against the fake Creators API, its rate limit and the sync's pacing ${speed} x faster`);
  const database = await generatedDatabase('sync');
  const fake = await startFakeCreatorsApi();
  // The retailer's limit for a new account, scaled; every generated ASIN is a collar the fake sells.
  fake.control.set({ ratePerSecond: speed, knowsEveryAsin: true });
  let server;
  let watch = watchRequests(fake);
  try {
    const password = randomBytes(18).toString('base64url');
    server = await startBuiltServer({
      env: {
        DATABASE_URL: database.file,
        ADMIN_PASSWORD: password,
        // The readers stand for many visitors but come from one address: its share of the render queue is theirs.
        RENDER_QUEUE_PER_CLIENT: String(settings.connections),
        AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
        AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
        AMAZON_CREDENTIAL_VERSION: '2.1',
        AMAZON_API_URL: fake.url,
        AMAZON_TOKEN_URL: fake.tokenUrl,
        RETAILER_SYNC_SPEED: String(speed),
      },
    });
    const collars = await catalogue(database.file);
    const asinCount = collars.length;
    // A quiet moment of two scaled minutes (7 s at speed 17: 100 requests' worth) tells a cycle's end from a pause in it.
    const quietMs = Math.max(2000, (2 * 60_000) / speed);
    // Generous: the readers share the server's CPU with the sync, and throttled batches wait for their retry.
    const cycleTimeoutMs = ((asinCount / 10) * 1000 * 10) / speed + 300_000;
    process.stdout.write('  first cycle (every collar gets its retailer price)...');
    await cycleEnd(watch.seen, asinCount, quietMs, cycleTimeoutMs);
    const firstCycle = { requests: watch.seen.requests, seconds: round((watch.seen.lastAt - watch.seen.firstAt) / 1000, 1) };
    console.log(` ${firstCycle.requests} requests in ${firstCycle.seconds} s`);

    const requests = await readerRequests(server.origin);
    const load = { connections: settings.connections };
    await readers(server.origin, requests, { ...load, seconds: settings.warmupSeconds });
    process.stdout.write('  readers without a cycle...');
    const quiet = await readers(server.origin, requests, { ...load, seconds: settings.durationSeconds });
    console.log(` ${quiet.requestsPerSecond} req/s, hit rate ${quiet.hitRate}`);

    // 5 % of the collars, spread over the catalogue, get a new price under $9.99 (every generated one is above it).
    const step = Math.round(1 / CHANGED_SHARE);
    const changed = collars.filter((_, index) => index % step === step - 1);
    changed.forEach((collar, index) => fake.control.setItem(collar.amazonAsin, { amount: 5 + (index % 499) / 100 }));
    const watched = changed[0];
    const before = await shownPrice(server.origin, watched.slug);
    const revisionBefore = await siteRevision(database.file);
    watch.stop();
    watch = watchRequests(fake);
    const session = await adminSession(server.origin, password);
    const refresh = await request(`${server.origin}/api/admin/retailer/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}` },
    });
    if (refresh.status >= 300) throw new Error(`POST /api/admin/retailer/refresh answered ${refresh.status}: ${refresh.body}`);
    process.stdout.write(`  readers during a cycle with ${changed.length} prices changed...`);
    const ended = cycleEnd(watch.seen, asinCount, quietMs, cycleTimeoutMs);
    const during = await readers(server.origin, requests, { ...load, until: ended });
    await ended;
    const cycleMs = watch.seen.lastAt - watch.seen.firstAt;
    const cycle = {
      publications: (await siteRevision(database.file)) - revisionBefore,
      requests: watch.seen.requests,
      throttled: watch.seen.throttled,
      seconds: round(cycleMs / 1000, 1),
      unscaledMinutes: round((cycleMs * speed) / 60_000, 1),
    };
    console.log(` ${during.requestsPerSecond} req/s, hit rate ${during.hitRate}`);
    const after = await shownPrice(server.origin, watched.slug);
    const ratio = quiet.requestsPerSecond ? round(during.requestsPerSecond / quiet.requestsPerSecond, 2) : null;
    return {
      speed,
      collars: asinCount,
      changedPrices: changed.length,
      firstCycle,
      cycle,
      quiet,
      during,
      ratio,
      newPriceShown: { slug: watched.slug, before, after },
      targets: TARGETS,
      pass: during.hitRate !== null && during.hitRate >= TARGETS.hitRate && ratio !== null && ratio >= TARGETS.ratio,
    };
  } finally {
    watch.stop();
    await server?.stop();
    await fake.close();
  }
}

/** The table `npm run bench` prints for these figures. */
export function syncTable(sync) {
  return [
    `\nRetailer sync: ${sync.collars} collars, the fake and the sync at ${sync.speed} x the retailer's rate; ${sync.changedPrices} prices changed (first cycle: ${sync.firstCycle.requests} requests in ${sync.firstCycle.seconds} s)\n`,
    formatTable(
      ['readers', 'req/s', 'p99 ms', 'hit rate', 'target', 'pass'],
      [
        ['without a cycle', sync.quiet.requestsPerSecond, sync.quiet.latencyP99Ms, sync.quiet.hitRate, '-', '-'],
        [
          `during the cycle (x ${sync.ratio})`,
          sync.during.requestsPerSecond,
          sync.during.latencyP99Ms,
          sync.during.hitRate,
          `hit rate >= ${TARGETS.hitRate}, x >= ${TARGETS.ratio}`,
          sync.pass ? 'yes' : 'NO',
        ],
      ],
    ),
    `\nThe cycle: ${sync.cycle.requests} requests (${sync.cycle.throttled} throttled) in ${sync.cycle.seconds} s (${sync.cycle.unscaledMinutes} min at the real rate); the site revision moved ${sync.cycle.publications} times` +
      `; /collars/${sync.newPriceShown.slug} showed ${sync.newPriceShown.before} before it and ${sync.newPriceShown.after} after it`,
  ].join('\n');
}

// `node tools/perf/sync-bench.mjs` (after `npm run build`): these figures alone, with the bench's settings.
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  const sync = await benchSync(settings);
  console.log(syncTable(sync));
  console.log(`\n${JSON.stringify(sync)}`);
}
