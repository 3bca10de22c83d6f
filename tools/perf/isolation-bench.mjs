// Isolation (npm run bench, or alone: node tools/perf/isolation-bench.mjs after npm run build): a cached page
// keeps its pace while another client misses on purpose. One server; first a reader fetches the cached /collars
// alone (10 connections), then the same reader while 10 more connections ask for /collars?q=<a new word each time>
// (q is read by the route, so every one is a real render). Printed: the reader's req/s ratio (loaded / alone) and
// p99, and both clients' answers by status; a miss refused must be a 503 with Retry-After, anything else failed.
// Targets: ratio >= 0.5, reader p99 <= 25 ms, every reader answer a 200, every non-200 of the misser a 503 with
// Retry-After.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import figures from './figures.cjs';
import { envNumber, request, startBuiltServer } from './processes.mjs';

const { formatTable, round } = figures;

const CACHED_PATH = '/collars';
const TARGETS = { ratio: 0.5, p99Ms: 25 };

/** Answers by status, plus those that were no HTTP answer at all (errors, timeouts). */
const byStatus = (result) => ({
  ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
  ...(result.errors ? { errors: result.errors } : {}),
  ...(result.timeouts ? { timeouts: result.timeouts } : {}),
});

function mergeCounts(a = {}, b = {}) {
  const merged = structuredClone(a);
  for (const [code, { count }] of Object.entries(b)) merged[code] = { count: (merged[code]?.count ?? 0) + count };
  return merged;
}

function reader(origin, { connections, duration }) {
  return autocannon({ url: origin + CACHED_PATH, connections, duration });
}

/** 10 connections, each request a search no one made before; counts 503s that came without Retry-After. */
function misser(origin, { connections, duration }) {
  let next = 0;
  const refusals = { withRetryAfter: 0, withoutRetryAfter: 0 };
  const run = autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: `${CACHED_PATH}?q=bench${process.pid}x${(next++).toString(36)}` }),
        onResponse: (status, _body, _context, headers) => {
          if (status === 503) refusals[headers?.['retry-after'] ? 'withRetryAfter' : 'withoutRetryAfter']++;
        },
      },
    ],
  });
  return run.then((result) => ({ result, refusals }));
}

/** Runs the isolation measurement on a server of its own; resolves the figures and the verdict. */
export async function benchIsolation(settings) {
  const server = await startBuiltServer();
  try {
    const warm = await request(server.origin + CACHED_PATH);
    if (warm.status !== 200) throw new Error(`${CACHED_PATH} answered ${warm.status}; cannot benchmark isolation`);
    await reader(server.origin, { connections: settings.connections, duration: settings.warmupSeconds });
    const before = await reader(server.origin, { connections: settings.connections, duration: settings.durationSeconds });
    const [loaded, missed] = await Promise.all([
      reader(server.origin, { connections: settings.connections, duration: settings.durationSeconds }),
      misser(server.origin, { connections: 10, duration: settings.durationSeconds }),
    ]);
    // The reader alone again once the misses have stopped, so the machine's other load weighs on both sides alike.
    const after = await reader(server.origin, { connections: settings.connections, duration: settings.durationSeconds });
    const alone = {
      requests: { average: (before.requests.average + after.requests.average) / 2 },
      latency: { p99: Math.max(before.latency.p99, after.latency.p99) },
      statusCodeStats: mergeCounts(before.statusCodeStats, after.statusCodeStats),
      errors: before.errors + after.errors,
      timeouts: before.timeouts + after.timeouts,
    };
    const ratio = round(loaded.requests.average / alone.requests.average, 3);
    const readerFailures = loaded.non2xx + loaded.errors + loaded.timeouts;
    const misserStatus = byStatus(missed.result);
    const misserFailures = missed.result.errors + missed.result.timeouts + (missed.result.non2xx - missed.refusals.withRetryAfter);
    const checks = {
      ratio: ratio !== null && ratio >= TARGETS.ratio,
      p99: loaded.latency.p99 <= TARGETS.p99Ms,
      readerAllAnswered: readerFailures === 0,
      missesRefusedOnlyBy503: misserFailures === 0,
    };
    return {
      id: 'isolation',
      label: `GET ${CACHED_PATH} (cached) while 10 connections miss`,
      alone: { requestsPerSecond: round(alone.requests.average, 1), latencyP99Ms: alone.latency.p99, status: byStatus(alone) },
      loaded: { requestsPerSecond: round(loaded.requests.average, 1), latencyP99Ms: loaded.latency.p99, status: byStatus(loaded) },
      misses: {
        requestsPerSecond: round(missed.result.requests.average, 1),
        latencyP99Ms: missed.result.latency.p99,
        status: misserStatus,
        refusals: missed.refusals,
      },
      ratio,
      targets: TARGETS,
      checks,
      pass: Object.values(checks).every(Boolean),
    };
  } finally {
    await server.stop();
  }
}

/** The table `npm run bench` prints for it. */
export function formatIsolation(result) {
  const status = (counts) =>
    Object.entries(counts)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');
  return [
    formatTable(
      ['client', 'req/s', 'p99 ms', 'answers'],
      [
        [
          `reader alone (${CACHED_PATH}, before and after)`,
          result.alone.requestsPerSecond,
          result.alone.latencyP99Ms,
          status(result.alone.status),
        ],
        ['reader during the misses', result.loaded.requestsPerSecond, result.loaded.latencyP99Ms, status(result.loaded.status)],
        [`misser (${CACHED_PATH}?q=<new word>)`, result.misses.requestsPerSecond, result.misses.latencyP99Ms, status(result.misses.status)],
      ],
    ),
    `\nreader kept ${result.ratio} of its pace (target >= ${result.targets.ratio}), p99 ${result.loaded.latencyP99Ms} ms ` +
      `(target <= ${result.targets.p99Ms}); 503s with Retry-After ${result.misses.refusals.withRetryAfter}, without ` +
      `${result.misses.refusals.withoutRetryAfter}: ${result.pass ? 'pass' : 'FAIL'} (${Object.entries(result.checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name)
        .join(', ')})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  benchIsolation(settings).then(
    (result) => {
      console.log(formatIsolation(result));
      process.exit(0);
    },
    (error) => {
      console.error(`The isolation bench could not run: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
