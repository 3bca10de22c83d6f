// The analytics part of `npm run bench` (issue 14), run after the other targets:
// - ingest: POST /api/events (a page view and a click per request, each with a new id) at BENCH_CONNECTIONS, as a
//   ratio of the baseline server's req/s (target 0.3), with no 5xx, and every event answered 202 counted once
//   (read back from the report);
// - report: GET /api/admin/analytics for 90 days over 1,000,000 generated raw events (generate-analytics-events.mjs),
//   whose p99 must stay under 10 times the p99 of GET /api/products measured in the same run.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import sqlite3 from 'sqlite3';
import { generateAnalyticsEvents } from './generate-analytics-events.mjs';
import { envNumber, onCleanup, request, startBuiltServer, tempDir } from './processes.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const INGEST_TARGET = { min: 0.3 };
const REPORT_TARGET = { maxP99Factor: 10 };

async function adminToken(origin, password) {
  const answer = await request(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const { sessionId } = JSON.parse(answer.body.toString('utf8'));
  if (!sessionId) throw new Error(`The admin login failed (${answer.status})`);
  return sessionId;
}

async function readReport(origin, token, query = '') {
  const answer = await request(`${origin}/api/admin/analytics${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET /api/admin/analytics answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8'));
}

/** Autocannon POSTing a fresh page view and click (new ids) each request. */
function ingestLoad(origin, { connections, duration }) {
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
        setupRequest: (req) => {
          const id = `bench-${run}-${(sequence += 1)}`;
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
      },
    ],
  });
}

const count202 = (result) => result.statusCodeStats?.['202']?.count ?? 0;
const fiveXx = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, { count }]) => sum + count, 0);

/** Ingest throughput against the baseline, and the accepted events read back from the report. */
async function benchIngest(settings, startBaseline) {
  const password = randomBytes(18).toString('base64url');
  const server = await startBuiltServer({ env: { ADMIN_PASSWORD: password, ANALYTICS_RATE_LIMIT: '1000000000/60' } });
  const baseline = await startBaseline(0, [{ method: 'POST', path: '/api/events', contentType: 'text/plain', bodyBase64: '' }]);
  try {
    const warmUp = await ingestLoad(server.origin, { connections: settings.connections, duration: settings.warmupSeconds });
    const measured = await ingestLoad(server.origin, { connections: settings.connections, duration: settings.durationSeconds });
    const onBaseline = await ingestLoad(baseline.origin, { connections: settings.connections, duration: settings.durationSeconds });
    const accepted = 2 * (count202(warmUp) + count202(measured));
    // Requests still in flight when autocannon stops are processed but never answered to it: an accepted event must
    // be counted, and nothing may be counted twice (at most what was sent). The ingest writes what it acknowledged
    // within a second, so the count is read until it has them all (or 10 s have passed).
    const sent = 2 * (warmUp.requests.sent + measured.requests.sent);
    const token = await adminToken(server.origin, password);
    let counted = 0;
    for (const deadline = Date.now() + 10_000; counted < accepted && Date.now() < deadline;) {
      const { totals } = await readReport(server.origin, token);
      counted = totals.pageviews + totals.clicks;
      if (counted < accepted) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ratio = Math.round((measured.requests.average / onBaseline.requests.average) * 1000) / 1000;
    return {
      id: 'analytics-ingest',
      label: 'POST /api/events (ingest)',
      server: {
        requestsPerSecond: measured.requests.average,
        latencyP99Ms: measured.latency.p99,
        fiveXx: fiveXx(measured) + fiveXx(warmUp),
      },
      baseline: { requestsPerSecond: onBaseline.requests.average, latencyP99Ms: onBaseline.latency.p99 },
      acceptedEvents: accepted,
      countedEvents: counted,
      ratio,
      target: INGEST_TARGET,
      sentEvents: sent,
      pass: ratio >= INGEST_TARGET.min && fiveXx(measured) + fiveXx(warmUp) === 0 && counted >= accepted && counted <= sent,
    };
  } finally {
    await server.stop();
    baseline.stop();
  }
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
    const token = await adminToken(server.origin, password);
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

/** Both analytics measurements, printed as they finish. */
export async function benchAnalytics(settings, startBaseline) {
  process.stdout.write('Analytics ingest: server and baseline...');
  const ingest = await benchIngest(settings, startBaseline);
  console.log(
    ` ratio ${ingest.ratio}; ${ingest.countedEvents} events counted, ${ingest.acceptedEvents} answered 202, ${ingest.sentEvents} sent`,
  );
  process.stdout.write('Analytics report: generating events, rolling up, measuring...');
  const report = await benchReport(settings);
  console.log(` p99 ${report.server.latencyP99Ms} ms = ${report.p99Factor} x GET /api/products`);
  return [ingest, report];
}

/** The bare node:http yardstick of bench.mjs (baseline-server.mjs), for a run of the analytics part alone. */
async function startBaseline(port, routes) {
  const child = fork(new URL('./baseline-server.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  const { listening } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The baseline server exited (${code}) before listening`)));
    child.send({ port, routes });
  });
  return { origin: `http://127.0.0.1:${listening}`, stop: kill };
}

// `node tools/perf/analytics-bench.mjs` (after `npm run build`): the analytics part alone, same settings as npm run bench.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  benchAnalytics(settings, startBaseline).then(
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
