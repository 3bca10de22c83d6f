// The analytics part of `npm run bench`, run after the other targets:
// - ingest: POST /api/events (a page view and a click per request, each with a new id) at BENCH_CONNECTIONS, as a
//   ratio of the baseline server's req/s (target 0.3), with no 5xx, and every event accounted for in the database
//   once the server stopped: each one answered 202 stored and counted once, none answered otherwise stored;
// - report: GET /api/admin/analytics for 90 days over 1,000,000 generated raw events (generate-analytics-events.mjs),
//   whose p99 must stay under 10 times the p99 of GET /api/products measured in the same run.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import sqlite3 from 'sqlite3';
import { generateAnalyticsEvents } from './generate-analytics-events.mjs';
import { adminSession, envNumber, request, startBaseline, startBuiltServer, tempDir } from './processes.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const INGEST_TARGET = { min: 0.3 };
const REPORT_TARGET = { maxP99Factor: 10 };

async function readReport(origin, token, query = '') {
  const answer = await request(`${origin}/api/admin/analytics${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET /api/admin/analytics answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8'));
}

/**
 * Autocannon POSTing a fresh page view and click (new ids) each request. `ledger` records every request's id when it
 * is set up and its answer's status when one comes, so each event can be accounted for afterwards.
 */
function ingestLoad(origin, { connections, duration }, ledger) {
  let sequence = 0;
  const run = randomBytes(4).toString('hex');
  return autocannon({
    url: `${origin}/api/events`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/events',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        setupRequest: (req, context) => {
          const id = `bench-${run}-${(sequence += 1)}`;
          // One request at a time per connection (no pipelining): the connection's context names the request its
          // next answer belongs to (autocannon calls onResponse before it sets up the next one).
          context.id = id;
          ledger?.set(id, null);
          return {
            ...req,
            body: JSON.stringify({
              events: [
                { id: `${id}-p`, type: 'pageview', path: '/collars' },
                { id: `${id}-c`, type: 'click', path: '/collars', product: 'B0CX7K2M9Q', position: 'card' },
              ],
            }),
          };
        },
        onResponse: (status, _body, context) => ledger?.set(context.id, status),
      },
    ],
  });
}

const fiveXx = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, { count }]) => sum + count, 0);

/** Rows of a read-only query on the bench server's SQLite file (read after the server stopped). */
function queryFile(file, sql) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => {
      if (error) return reject(error);
      db.all(sql, (queryError, rows) => {
        db.close();
        if (queryError) reject(queryError);
        else resolve(rows);
      });
    });
  });
}

/**
 * Every event sent, accounted for from the stopped server's database: each event of a request answered 202 is
 * stored (once: eventId is unique), none of a request answered anything else is, and the live daily counts equal the
 * stored rows (each counted once). Requests still in flight when autocannon stopped (it sent them but closed the
 * connection before their answer) were sent and may have been taken: their events may be stored or not, and are
 * reported apart. That is where "counted but not answered 202" came from: about one request per connection per run.
 */
async function accountEvents(file, ledger) {
  const stored = new Set((await queryFile(file, `SELECT "eventId" FROM "analytics_event"`)).map((row) => row.eventId));
  const storedTotal = stored.size;
  const [{ counted }] = await queryFile(
    file,
    `SELECT COALESCE(SUM("count"), 0) AS "counted" FROM "analytics_daily_count" WHERE "metric" IN ('pageviews', 'clicks') AND "key" = ''`,
  );
  const tally = { sent: 0, accepted: 0, acceptedMissing: 0, refused: 0, refusedStored: 0, inFlight: 0, inFlightStored: 0 };
  for (const [id, status] of ledger) {
    const events = [`${id}-p`, `${id}-c`];
    const kept = events.filter((event) => stored.delete(event)).length;
    tally.sent += events.length;
    if (status === 202) {
      tally.accepted += events.length;
      tally.acceptedMissing += events.length - kept;
    } else if (status === null) {
      tally.inFlight += events.length;
      tally.inFlightStored += kept;
    } else {
      tally.refused += events.length;
      tally.refusedStored += kept;
    }
  }
  // Whatever is left was never sent by this bench.
  return { ...tally, storedUnknown: stored.size, counted, storedTotal };
}

/** Ingest throughput against the baseline, and every event sent accounted for in the database. */
async function benchIngest(settings) {
  const file = path.join(tempDir('bcg-perf-ingest-').path, 'ingest.sqlite');
  const server = await startBuiltServer({ env: { DATABASE_URL: file, ANALYTICS_RATE_LIMIT: '1000000000/60' } });
  const baseline = await startBaseline(0, [{ method: 'POST', path: '/api/events', contentType: 'text/plain', bodyBase64: '' }]);
  const ledger = new Map();
  let warmUp;
  let measured;
  let onBaseline;
  try {
    warmUp = await ingestLoad(server.origin, { connections: settings.connections, duration: settings.warmupSeconds }, ledger);
    measured = await ingestLoad(server.origin, { connections: settings.connections, duration: settings.durationSeconds }, ledger);
    onBaseline = await ingestLoad(baseline.origin, { connections: settings.connections, duration: settings.durationSeconds });
  } finally {
    // A graceful stop writes everything the server acknowledged before its database closes.
    await server.stop();
    baseline.stop();
  }
  const events = await accountEvents(file, ledger);
  const ratio = Math.round((measured.requests.average / onBaseline.requests.average) * 1000) / 1000;
  const serverFiveXx = fiveXx(measured) + fiveXx(warmUp);
  return {
    id: 'analytics-ingest',
    label: 'POST /api/events (ingest)',
    server: { requestsPerSecond: measured.requests.average, latencyP99Ms: measured.latency.p99, fiveXx: serverFiveXx },
    baseline: { requestsPerSecond: onBaseline.requests.average, latencyP99Ms: onBaseline.latency.p99 },
    events,
    ratio,
    target: INGEST_TARGET,
    pass:
      ratio >= INGEST_TARGET.min &&
      serverFiveXx === 0 &&
      events.accepted > 0 &&
      events.acceptedMissing === 0 &&
      events.refusedStored === 0 &&
      events.storedUnknown === 0 &&
      events.counted === events.storedTotal,
  };
}

/**
 * The server's start-up housekeeping is over: 89 finished days rolled up, raw events past 30 days pruned, and
 * today's generated events (written without the counts the ingest keeps) counted.
 */
function housekeepingDone(file) {
  const cutoff = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  return new Promise((resolve) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => {
      if (error) return resolve(false);
      db.get(
        `SELECT (SELECT COUNT(*) FROM "analytics_rollup_day") AS "days", (SELECT COUNT(*) FROM "analytics_event" WHERE "day" < ?) AS "old",
           (SELECT COUNT(*) FROM "analytics_daily_count" WHERE "day" = ?) AS "today"`,
        [cutoff, today],
        (queryError, row) => {
          db.close();
          resolve(!queryError && row.days >= 89 && row.old === 0 && row.today > 0);
        },
      );
    });
  });
}

/** The 90-day report over the generated events against GET /api/products, p99 to p99, in one run. */
async function benchReport(settings) {
  const eventCount = envNumber('BENCH_ANALYTICS_EVENTS', 1_000_000);
  const file = path.join(tempDir('bcg-perf-analytics-').path, 'analytics.sqlite');
  const password = randomBytes(18).toString('base64url');
  const env = { DATABASE_URL: file, ADMIN_PASSWORD: password };
  // A first start migrates and seeds the database; the events go in while no server runs.
  await (await startBuiltServer({ env })).stop();
  const started = Date.now();
  await generateAnalyticsEvents(file, eventCount);
  const generatedIn = (Date.now() - started) / 1000;
  const server = await startBuiltServer({ env });
  try {
    // The server rolls the 89 finished days up and prunes old raw events when it starts; measured once that is done.
    while (!(await housekeepingDone(file))) await new Promise((resolve) => setTimeout(resolve, 250));
    const token = await adminSession(server.origin, password);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 89 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const reportPath = `/api/admin/analytics?from=${from}&to=${today}`;
    const sample = await readReport(server.origin, token, `?from=${from}&to=${today}`);
    const run = (pathName, headers) =>
      autocannon({ url: server.origin + pathName, connections: settings.connections, duration: settings.durationSeconds, headers });
    await run(reportPath, { authorization: `Bearer ${token}` });
    const report = await run(reportPath, { authorization: `Bearer ${token}` });
    const products = await run('/api/products');
    const factor = Math.round((report.latency.p99 / Math.max(1, products.latency.p99)) * 100) / 100;
    return {
      id: 'analytics-report',
      label: `GET /api/admin/analytics, 90 days over ${eventCount} events`,
      generatedInSeconds: Math.round(generatedIn * 10) / 10,
      reportedEvents: sample.totals.pageviews + sample.totals.clicks,
      server: {
        requestsPerSecond: report.requests.average,
        latencyP99Ms: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors,
      },
      products: { requestsPerSecond: products.requests.average, latencyP99Ms: products.latency.p99 },
      p99Factor: factor,
      target: REPORT_TARGET,
      pass:
        report.requests.total > 0 &&
        factor < REPORT_TARGET.maxP99Factor &&
        report.non2xx === 0 &&
        report.errors === 0 &&
        sample.totals.pageviews + sample.totals.clicks === eventCount,
    };
  } finally {
    await server.stop();
  }
}

/** Both analytics measurements (or only `only`: 'ingest' or 'report'), printed as they finish. */
export async function benchAnalytics(settings, only) {
  const results = [];
  if (only !== 'report') results.push(await measureIngest(settings));
  if (only !== 'ingest') results.push(await measureReport(settings));
  return results;
}

async function measureIngest(settings) {
  process.stdout.write('Analytics ingest: server and baseline...');
  const ingest = await benchIngest(settings);
  const { events } = ingest;
  console.log(
    ` ratio ${ingest.ratio}; ${events.sent} events sent: ${events.accepted} answered 202 (${events.acceptedMissing} of them not stored), ` +
      `${events.refused} refused (${events.refusedStored} stored), ${events.inFlight} in flight when the load stopped ` +
      `(${events.inFlightStored} stored); ${events.counted} counted for ${events.storedTotal} stored`,
  );
  return ingest;
}

async function measureReport(settings) {
  process.stdout.write('Analytics report: generating events, rolling up, measuring...');
  const report = await benchReport(settings);
  console.log(` p99 ${report.server.latencyP99Ms} ms = ${report.p99Factor} x GET /api/products`);
  return report;
}

// `node tools/perf/analytics-bench.mjs [ingest|report]` (after `npm run build`): the analytics part alone (or one of
// its two measurements), same settings as npm run bench.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  if (only !== undefined && only !== 'ingest' && only !== 'report') throw new Error(`Unknown part "${only}": ingest or report`);
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  benchAnalytics(settings, only).then(
    (results) => {
      console.log(JSON.stringify(results, null, 2));
      process.exit(results.every((result) => result.pass) ? 0 : 1);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
