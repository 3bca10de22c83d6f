// npm run bench: throughput of the built server against a bare node:http server sending the same bytes as soon as
// a request's headers arrive (baseline-server.mjs: the strict yardstick, the physical limit of this machine).
// For GET /api/products, the collars page's GraphQL query and the server-rendered /, autocannon runs (after a
// warm-up) first against the server, then against the baseline, in one run; the req/s ratio is compared with the
// issue's targets, the server's memory is sampled, and everything is written to tmp/bench/. A tool, not a test: it
// exits non-zero only when it could not measure (e.g. the server did not start).
//   BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (10), BENCH_PORT and
//   BENCH_BASELINE_PORT (default 0: each server takes a free port)
import fs from 'node:fs';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { benchAnalytics } from './analytics-bench.mjs';
import { benchRendering, renderingRows } from './render-bench.mjs';
import { benchIsolation, formatIsolation } from './isolation-bench.mjs';
import { benchPaging, pagingTable } from './paging-bench.mjs';
import { benchSync, syncTable } from './sync-bench.mjs';
import { benchNewsletter, newsletterTable } from './newsletter-bench.mjs';
import figures from './figures.cjs';
import {
  assertPortFree,
  envNumber,
  machineInfo,
  request,
  rssMb,
  sampleRss,
  startBaseline,
  startBuiltServer,
  writeReport,
} from './processes.mjs';

const { buildReport, describeTarget, evaluateBenchTarget, formatTable, round } = figures;

/** The query document the collars page sends, as Apollo Client sends it (with __typename), from the codegen output. */
function collarsPageQuery() {
  const generated = fs.readFileSync('libs/web/graphql/src/gql/graphql.ts', 'utf8');
  const match = /^export const CollarsPageDocument = (\{.*\}) as unknown as /m.exec(generated);
  if (!match) throw new Error('CollarsPageDocument not found in libs/web/graphql/src/gql/graphql.ts');
  return print(addTypenameToDocument(JSON.parse(match[1])));
}

const benchTargets = () => [
  { id: 'rest-products', label: 'GET /api/products', method: 'GET', path: '/api/products' },
  {
    id: 'graphql-products',
    label: 'POST /graphql CollarsPage',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    // The first page of /collars, as the page asks for it.
    body: JSON.stringify({
      operationName: 'CollarsPage',
      variables: { first: 24, offset: 0, filter: 'ALL', q: null },
      query: collarsPageQuery(),
    }),
  },
  { id: 'rendered-home', label: 'GET / (rendered HTML)', method: 'GET', path: '/' },
];

/** Fetches the server's answer once and checks it is a real one, so the baseline sends the same bytes. */
async function capture(origin, target) {
  const answer = await request(origin + target.path, { method: target.method, headers: target.headers, body: target.body });
  const contentType = answer.headers['content-type'];
  if (answer.status !== 200 || !contentType) throw new Error(`${target.label} answered ${answer.status}; cannot benchmark it`);
  if (target.id === 'graphql-products') {
    const result = JSON.parse(answer.body.toString('utf8'));
    if (result.errors || !result.data?.productsConnection?.nodes?.length)
      throw new Error(`${target.label} returned no products: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
  return { contentType, responseBody: answer.body };
}

function load(origin, target, { connections, duration }) {
  return autocannon({
    url: origin + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration,
  });
}

/** Warm-up (discarded), then the measured run; RSS of `pid` sampled during the measured run when given. */
async function measure(origin, target, settings, pid) {
  await load(origin, target, { connections: settings.connections, duration: settings.warmupSeconds });
  const sampler = pid ? sampleRss(pid) : null;
  const result = await load(origin, target, { connections: settings.connections, duration: settings.durationSeconds });
  const peakRssMb = sampler ? sampler.stop() : null;
  return {
    figures: {
      requestsPerSecond: round(result.requests.average, 1),
      latencyP99Ms: result.latency.p99,
      latencyAverageMs: round(result.latency.average, 2),
      totalRequests: result.requests.total,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
      errors: result.errors,
      timeouts: result.timeouts,
    },
    peakRssMb,
  };
}

async function main() {
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  const serverPort = envNumber('BENCH_PORT', 0, { min: 0 });
  const baselinePort = envNumber('BENCH_BASELINE_PORT', 0, { min: 0 });
  const date = new Date().toISOString();

  console.log(`Starting the built server${serverPort ? ` on port ${serverPort}` : ''} with a fresh seeded SQLite database...`);
  const server = await startBuiltServer({ port: serverPort });
  console.log(`It listens on ${server.origin}.`);
  const captured = [];
  for (const target of benchTargets()) captured.push({ ...target, ...(await capture(server.origin, target)) });
  if (baselinePort) await assertPortFree(baselinePort);
  const baseline = await startBaseline(
    baselinePort,
    captured.map(({ method, path, contentType, responseBody }) => ({
      method,
      path,
      contentType,
      bodyBase64: responseBody.toString('base64'),
    })),
  );
  const idleRssMb = rssMb(server.pid);
  console.log(
    `Server ${server.origin} (RSS ${idleRssMb ?? '?'} MB), baseline ${baseline.origin}; ` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per run.\n`,
  );

  const results = [];
  for (const target of captured) {
    process.stdout.write(`${target.label}: server...`);
    const onServer = await measure(server.origin, target, settings, server.pid);
    const afterRssMb = rssMb(server.pid);
    process.stdout.write(' baseline...');
    const onBaseline = await measure(baseline.origin, target, settings);
    const verdict = evaluateBenchTarget(target.id, onServer.figures.requestsPerSecond, onBaseline.figures.requestsPerSecond);
    console.log(` ratio ${verdict.ratio ?? '-'}`);
    if (onServer.figures.non2xx || onServer.figures.errors) {
      console.log(
        `  warning: the server had ${onServer.figures.errors} errors; status codes ${JSON.stringify(onServer.figures.statusCodes)}`,
      );
    }
    results.push({
      id: target.id,
      label: target.label,
      method: target.method,
      path: target.path,
      contentType: target.contentType,
      responseBytes: target.responseBody.length,
      server: onServer.figures,
      baseline: onBaseline.figures,
      memory: { peakRssMb: onServer.peakRssMb, afterRssMb },
      ...verdict,
    });
  }
  await server.stop();
  baseline.stop();
  // The analytics ingest and the 90-day report over a million events, each with its own server.
  const analytics = await benchAnalytics(settings);
  // Uncached rendering of every public route, with its own server.
  const rendering = await benchRendering(settings);
  // A cached page read while another client misses on purpose, on a server of its own.
  process.stdout.write('Isolation: cached /collars alone, then during 10 connections of misses...');
  const isolation = await benchIsolation(settings);
  console.log(` ${isolation.pass ? 'pass' : 'FAIL'}`);
  // Paginated pages and admin lists on a small database and on a hundred times its data.
  const paging = await benchPaging(settings);
  // The retailer sync over 10,000 collars against the fake Creators API, readers on the cached pages throughout.
  const sync = await benchSync(settings);
  // A newsletter issue sent to 100,000 subscribers through a local SMTP sink, readers on the cached pages throughout.
  const newsletter = await benchNewsletter(settings);

  const report = buildReport({
    kind: 'bench',
    date,
    machine: machineInfo(),
    settings,
    results,
    extra: { memory: { idleRssMb }, analytics, rendering, isolation, paging, sync, newsletter },
  });
  const file = writeReport(report);
  printReport(report);
  console.log(`\nWritten to ${file} and tmp/bench/latest.json`);
}

function printReport(report) {
  const { machine, settings } = report;
  console.log(
    `\nBench ${report.date} on ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemoryMb} MB, Node ${machine.node}` +
      ` (load ${machine.loadAverage.join(' ')}); ${settings.connections} connections, ${settings.durationSeconds} s\n`,
  );
  console.log(
    formatTable(
      ['target', 'bytes', 'server req/s', 'p99 ms', 'baseline req/s', 'p99 ms', 'ratio', 'target', 'pass'],
      report.results.map((r) => [
        r.label,
        r.responseBytes,
        r.server.requestsPerSecond,
        r.server.latencyP99Ms,
        r.baseline.requestsPerSecond,
        r.baseline.latencyP99Ms,
        r.ratio,
        describeTarget(r.target),
        r.pass ? 'yes' : 'NO',
      ]),
    ),
  );
  console.log('\nAnalytics\n');
  console.log(
    formatTable(
      ['target', 'server req/s', 'p99 ms', 'compared with', 'req/s', 'p99 ms', 'figure', 'target', 'pass'],
      report.analytics.map((r) =>
        r.id === 'analytics-ingest'
          ? [
              r.label,
              round(r.server.requestsPerSecond, 1),
              r.server.latencyP99Ms,
              'baseline',
              round(r.baseline.requestsPerSecond, 1),
              r.baseline.latencyP99Ms,
              `ratio ${r.ratio}; ${r.events.accepted - r.events.acceptedMissing}/${r.events.accepted} accepted stored, ${r.events.refusedStored} refused stored, ${r.events.counted}/${r.events.storedTotal} counted; ${r.server.fiveXx} 5xx`,
              '>= 0.3',
              r.pass ? 'yes' : 'NO',
            ]
          : [
              r.label,
              round(r.server.requestsPerSecond, 1),
              r.server.latencyP99Ms,
              'GET /api/products',
              round(r.products.requestsPerSecond, 1),
              r.products.latencyP99Ms,
              `p99 x ${r.p99Factor}`,
              '< 10 x',
              r.pass ? 'yes' : 'NO',
            ],
      ),
    ),
  );
  console.log('\nUncached rendering\n');
  console.log(
    formatTable(
      ['page', 'bytes', 'server req/s', 'p99 ms', 'baseline req/s', 'p99 ms', 'ratio', 'target', 'pass'],
      renderingRows(report.rendering),
    ),
  );
  console.log('\nIsolation\n');
  console.log(formatIsolation(report.isolation));
  console.log(pagingTable(report.paging, formatTable));
  console.log(syncTable(report.sync));
  console.log(newsletterTable(report.newsletter));
  console.log(`\nServer memory (RSS, MB): idle ${report.memory.idleRssMb ?? '-'} before load\n`);
  console.log(
    formatTable(
      ['during', 'peak', 'after'],
      report.results.map((r) => [r.label, r.memory.peakRssMb, r.memory.afterRssMb]),
    ),
  );
}

main().catch((error) => {
  console.error(`\nnpm run bench could not run: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
