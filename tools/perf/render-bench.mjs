// The uncached-rendering part of `npm run bench`: for every public route of the route table,
// the req/s of pages the server must render (a cache miss each), as a ratio of the baseline server sending the same
// page's bytes; target >= 0.02 for each.
// Every request misses the page cache without any switch of its own: it carries an Authorization header, and an
// answer to a request with credentials is never shared (response-cache.ts `cacheKey`). The page renders as for any
// visitor (rendering reads no credentials), so the figure is the full render of the real page: its route's
// operations, one renderToString, the HTML document.
//   BENCH_RENDER_DURATION (s per route and server, default 3), BENCH_RENDER_CONNECTIONS (default BENCH_CONNECTIONS),
//   BENCH_RENDER_ROUTES (a regular expression: only the addresses it matches).
// `node tools/perf/render-bench.mjs` (after `npm run build`) runs this part alone.
import fs from 'node:fs';
import autocannon from 'autocannon';
import figures from './figures.cjs';
import { pathToFileURL } from 'node:url';
import { envNumber, request, startBaseline, startBuiltServer } from './processes.mjs';

const { round } = figures;
const RENDER_TARGET = { min: 0.02 };
const MISS_HEADERS = { authorization: 'Bearer render-bench' };

/** [path, public] of the route table (libs/shared/pages/src/lib/site-routes.ts). */
function publicRoutePaths() {
  const source = fs.readFileSync('libs/shared/pages/src/lib/site-routes.ts', 'utf8');
  const paths = [...source.matchAll(/\{ path: '([^']+)', public: true,/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error('render-bench: no public route in site-routes.ts');
  return paths;
}

/** A real address for each route: parameters filled from the seeded catalogue and articles. */
async function routeUrls(origin) {
  const json = async (path) => JSON.parse((await request(origin + path)).body.toString('utf8'));
  const products = await json('/api/products');
  const articles = (await json('/api/articles')).filter((article) => article.published !== false);
  const guide = articles.find((article) => article.category === 'guides') ?? articles[0];
  const fill = {
    '/collars/:slug': `/collars/${products[0].slug}`,
    '/blog/:slug': `/blog/${articles[0].slug}`,
    '/guides/:slug': `/guides/${guide.slug}`,
  };
  return publicRoutePaths().map((path) => {
    const url = path.includes(':') ? fill[path] : path;
    if (!url) throw new Error(`render-bench: no address for ${path}`);
    return url;
  });
}

async function run(origin, path, headers, { connections, duration }) {
  const result = await autocannon({ url: origin + path, headers, connections, duration });
  const ok = result['2xx'] ?? 0;
  return {
    // Only rendered pages count: a 503 of load shedding is quick and is no render.
    requestsPerSecond: round(ok / duration, 1),
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Uncached req/s of each public route against the baseline sending that page's bytes.
 * @param settings the bench's settings (connections)
 */
export async function benchRendering(settings) {
  const options = {
    connections: envNumber('BENCH_RENDER_CONNECTIONS', settings.connections),
    duration: envNumber('BENCH_RENDER_DURATION', 3),
  };
  // All connections come from this one address: its share of the render queue (RENDER_QUEUE_PER_CLIENT, there so
  // that one client's storm cannot fill the queue) is raised to them, so that every connection renders and the
  // figure is the rendering itself. The shedding is measured by the isolation bench, with the deployed share.
  const server = await startBuiltServer({ env: { RENDER_QUEUE_PER_CLIENT: String(options.connections) } });
  const results = [];
  try {
    const only = process.env['BENCH_RENDER_ROUTES'] ? new RegExp(process.env['BENCH_RENDER_ROUTES']) : null;
    const urls = (await routeUrls(server.origin)).filter((url) => !only || only.test(url));
    const pages = [];
    for (const url of urls) {
      const answer = await request(server.origin + url, { headers: MISS_HEADERS });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}; cannot benchmark it`);
      if (answer.headers['x-cache'] === 'hit') throw new Error(`${url} came from the page cache; the bench needs misses`);
      pages.push({ url, contentType: answer.headers['content-type'], body: answer.body });
    }
    const baseline = await startBaseline(
      0,
      pages.map(({ url, contentType, body }) => ({ method: 'GET', path: url, contentType, bodyBase64: body.toString('base64') })),
    );
    try {
      for (const page of pages) {
        process.stdout.write(`GET ${page.url} uncached: server...`);
        // A short warm-up: the page's code and the documents' printed text are loaded once per process.
        await run(server.origin, page.url, MISS_HEADERS, { connections: options.connections, duration: 1 });
        const onServer = await run(server.origin, page.url, MISS_HEADERS, options);
        process.stdout.write(' baseline...');
        const onBaseline = await run(baseline.origin, page.url, {}, options);
        const value = onBaseline.requestsPerSecond > 0 ? onServer.requestsPerSecond / onBaseline.requestsPerSecond : null;
        const pass = value !== null && value >= RENDER_TARGET.min;
        console.log(` ratio ${value === null ? '-' : round(value, 4)}`);
        results.push({
          id: `render ${page.url}`,
          label: `GET ${page.url} (uncached render)`,
          responseBytes: page.body.length,
          server: onServer,
          baseline: onBaseline,
          ratio: value === null ? null : round(value, 4),
          target: RENDER_TARGET,
          pass,
        });
      }
    } finally {
      baseline.stop();
    }
  } finally {
    await server.stop();
  }
  return { settings: options, results };
}

/** The table bench.mjs prints for these results. */
export function renderingRows(rendering) {
  return rendering.results.map((r) => [
    r.label,
    r.responseBytes,
    r.server.requestsPerSecond,
    r.server.latencyP99Ms,
    r.baseline.requestsPerSecond,
    r.baseline.latencyP99Ms,
    r.ratio,
    `>= ${RENDER_TARGET.min}`,
    r.pass ? 'yes' : 'NO',
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchRendering({ connections: envNumber('BENCH_CONNECTIONS', 10) }).then(
    (rendering) => {
      console.log(rendering.results.map((r) => `${r.ratio >= RENDER_TARGET.min ? 'pass' : 'FAIL'} ${r.ratio} ${r.label}`).join('\n'));
      process.exit(rendering.results.every((result) => result.pass) ? 0 : 1);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
