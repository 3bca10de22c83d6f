// The catalogue import under attack (node tools/perf/import-bench.mjs, after npm run build): a file of the largest
// size the route accepts, rows nested far deeper than the format goes and every row wrong, POSTed as a dry run to
// the built server while /healthz is asked every 50 ms. It prints how long the import took, what it answered (status,
// how many errors), how much the server's memory grew and the slowest /healthz answer during the import; then the
// same for the attack's rows within the format's depth, and for an honest file (every row valid). Figures are for
// this machine only (2 cores shared with other work: compare runs made one after the other).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { rssMb, sampleRss, startBuiltServer } from './processes.mjs';

const PASSWORD = 'import-bench-password';
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 42_000);
const DEPTH = Number(process.env.IMPORT_BENCH_DEPTH ?? 60);

/** A value nested `depth` lists deep. */
const nested = (depth) => {
  let value = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Every row wrong in nine fields, and carrying a list nested `depth` deep: the shape of the attack. */
function attackDocument(rows = ROWS, depth = DEPTH) {
  const products = [];
  for (let i = 0; i < rows; i++) {
    products.push({
      amazonAsin: `B0${String(i).padStart(8, '0')}`,
      name: 1,
      description: 2,
      price: 3,
      rating: 4,
      reviewCount: 'many',
      material: 5,
      width: 6,
      bestFor: 7,
      reflective: 'yes',
      features: nested(depth),
      padding: 'p'.repeat(160),
    });
  }
  return { formatVersion: 1, products };
}

/** Valid product rows (new ASINs), as many as `count`. */
function honestDocument(count) {
  const products = [];
  for (let i = 0; i < count; i++) {
    products.push({
      amazonAsin: `B1${String(i).padStart(8, '0')}`,
      name: `Bench collar ${i}`,
      description: 'A padded nylon collar with a quick-release buckle, sized for bulldog necks.',
      price: '$24.99',
      rating: '4.5',
      reviewCount: 120,
      imageUrl: '/images/products/ruffwear-front-range.svg',
      material: 'Nylon',
      width: '1.25"',
      bestFor: 'Everyday walks',
      features: ['Quick-release buckle', 'Reflective stitching'],
      bulldog_fit_notes: ['Sits flat on a thick neck'],
      sizes: [{ label: 'M', neckIn: { min: 14, max: 17 } }],
    });
  }
  return { formatVersion: 1, products };
}

function get(origin, path) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

/** Asks /healthz every 50 ms; `stop()` answers the slowest answer seen (ms). */
function watchHealth(origin) {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await get(origin, '/healthz');
      slowest = Math.max(slowest, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return Math.round(slowest);
    },
  };
}

async function run(origin, pid, token, label, document) {
  const body = JSON.stringify(document);
  const before = rssMb(pid);
  const memory = sampleRss(pid, 100);
  const health = watchHealth(origin);
  const start = performance.now();
  const response = await fetch(`${origin}/api/admin/import?dryRun=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = await response.json().catch(() => ({}));
  const seconds = (performance.now() - start) / 1000;
  const slowestHealth = await health.stop();
  const peak = memory.stop();
  const errors = answer.errors?.length ?? Object.keys(answer.fields ?? {}).length;
  console.log(
    `${label}: ${(body.length / 1024 / 1024).toFixed(1)} MB, ${document.products.length} rows -> ${response.status} in ${seconds.toFixed(2)} s, ` +
      `${errors} ${errors === 1 ? 'error' : 'errors'} answered, memory +${peak - before} MB (peak ${peak} MB), slowest /healthz ${slowestHealth} ms` +
      (answer.error ? `\n  "${String(answer.error).slice(0, 200)}"` : ''),
  );
}

const server = await startBuiltServer({ env: { ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' } });
try {
  const login = await fetch(`${server.origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const { sessionId } = await login.json();
  // The yardstick: /healthz with no import running, over as long as an import takes (a busy machine delays it too).
  const idle = watchHealth(server.origin);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`idle: slowest /healthz ${await idle.stop()} ms over 3 s`);
  await run(server.origin, server.pid, sessionId, `attack (${DEPTH} deep)`, attackDocument());
  // The same rows within the format's depth: refused by their number, then (as many as an import takes) by their errors.
  await run(server.origin, server.pid, sessionId, 'attack (2 deep)', attackDocument(ROWS, 2));
  await run(server.origin, server.pid, sessionId, 'attack (2 deep, 10,000 rows)', attackDocument(10_000, 2));
  await run(server.origin, server.pid, sessionId, 'honest', honestDocument(Number(process.env.IMPORT_BENCH_HONEST_ROWS ?? 2000)));
} finally {
  await server.stop();
}
