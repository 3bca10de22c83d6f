// The pagination part of `npm run bench`: the p99 of every paginated page and
// admin list (its first, a middle and its last page) on a small database and on a large one, the ratio large/small
// (target <= 2) and the server's memory on both. The large one is `--seed-large` (10,000 products, 2,000 articles,
// 100,000 subscribers, 50,000 submissions); the small one is the demo seed with a hundredth of that generated (100
// products, 20 articles, 1,000 subscribers, 500 submissions). The demo seed alone has 10 collars, 9 posts and no
// subscriber or submission: its lists are shorter than one page or empty, and a ratio against them would weigh a
// full page against a partial or empty one, not a list against a list a hundred times longer. Every request skips
// the response cache (an Authorization header, which the cache never serves), so each one does the page's real
// work: a cached page would measure only the cache. Both servers run side by side and each target gets three
// alternating runs on each (its p99 is the median of its three), so the two p99s of a ratio come from the same minute
// of a shared machine. The admin lists are measured as the dashboard asks for them: each
// tab's own GraphQL query (read from its source file), at its page size.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import figures from './figures.cjs';
import { adminSession, request, rssMb, sampleRss, startBuiltServer, tempDir } from './processes.mjs';

const { round } = figures;
const RATIO_TARGET = { maxP99Factor: 2 };
/** What /collars and its GraphQL query show per page, what /blog shows, and the window asked of the admin lists. */
const COLLARS_PAGE = 24;
const BLOG_PAGE = 12;
/** The admin tables' page size (ADMIN_PAGE_SIZE of admin-table-controls.tsx). */
const ADMIN_PAGE = 25;
const SERVER_MAIN = path.resolve('dist/apps/api/main.js');

const COLLARS_QUERY = `query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String) {
  productsConnection(first: $first, offset: $offset, filter: $filter, q: $q) {
    totalCount
    nodes { id slug name description displayPrice priceCheckedAt rating reviewCount imageUrl badge editorialScore retailerUrl }
  }
}`;

/**
 * The admin tabs' lists: each tab's query document, its connection field and the variables of its first screen (the
 * default order, no search or filter). The documents are read from the tabs' sources, so the bench asks exactly what
 * the dashboard asks.
 */
const ADMIN_LISTS = [
  {
    id: 'admin-subscribers',
    file: 'subscribers-table.tsx',
    operation: 'AdminSubscribers',
    field: 'emailSubscribersConnection',
    sort: 'NEWEST',
  },
  {
    id: 'admin-submissions',
    file: 'submissions-table.tsx',
    operation: 'AdminSubmissions',
    field: 'productSubmissionsConnection',
    sort: 'NEWEST',
  },
  { id: 'admin-messages', file: 'messages-table.tsx', operation: 'AdminMessages', field: 'contactMessagesConnection', sort: 'NEWEST' },
  { id: 'admin-articles', file: 'articles-table.tsx', operation: 'AdminArticles', field: 'adminArticlesConnection', sort: 'NEWEST' },
  { id: 'admin-products', file: 'products-tab.tsx', operation: 'AdminProducts', field: 'adminProductsConnection', sort: 'CATALOGUE' },
];

/** The `query <operation>` document of a graphql(`...`) call in an admin tab's source. */
function tabQuery(file, operation) {
  const source = readFileSync(path.resolve('libs/web/admin/feature/src/lib', file), 'utf8');
  const match = new RegExp(`graphql\\(\`\\s*(query ${operation}\\b[\\s\\S]*?)\`\\)`).exec(source);
  if (!match) throw new Error(`No query ${operation} in ${file}`);
  return match[1];
}

async function graphqlData(origin, token, query, variables) {
  const answer = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = JSON.parse(answer.body.toString('utf8'));
  if (answer.status !== 200 || body.errors) throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** How many published posts /blog pages through (articlesConnection's totalCount). */
async function postsTotal(origin, token) {
  const answer = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ articlesConnection(first: 1) { totalCount } }' }),
  });
  return JSON.parse(answer.body.toString('utf8')).data.articlesConnection.totalCount;
}

async function collarsTotal(origin, token) {
  const answer = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: COLLARS_QUERY, variables: { first: 1, offset: 0, filter: 'ALL', q: null } }),
  });
  return JSON.parse(answer.body.toString('utf8')).data.productsConnection.totalCount;
}

/** The first, a middle and the last page (1-based) of a list of `total` rows in pages of `size`. */
const pagesOf = (total, size) => {
  const last = Math.max(1, Math.ceil(total / size));
  return [
    ['first', 1],
    ['middle', Math.max(1, Math.ceil(last / 2))],
    ['last', last],
  ];
};

/** Every paginated page and admin list of one server, at its first, middle and last page. */
async function targetsOf(origin, token) {
  const auth = { authorization: `Bearer ${token}` };
  const collars = await collarsTotal(origin, token);
  const targets = [];
  for (const [where, page] of pagesOf(collars, COLLARS_PAGE)) {
    targets.push({
      id: `collars-page-${where}`,
      label: `GET /collars ${where} page`,
      path: page > 1 ? `/collars?page=${page}` : '/collars',
      headers: auth,
    });
    targets.push({
      id: `graphql-collars-${where}`,
      label: `POST /graphql productsConnection ${where} page`,
      path: '/graphql',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: COLLARS_QUERY,
        variables: { first: COLLARS_PAGE, offset: (page - 1) * COLLARS_PAGE, filter: 'ALL', q: null },
      }),
    });
  }
  const posts = await postsTotal(origin, token);
  for (const [where, page] of pagesOf(posts, BLOG_PAGE)) {
    targets.push({
      id: `blog-page-${where}`,
      label: `GET /blog ${where} page`,
      path: page > 1 ? `/blog?page=${page}` : '/blog',
      headers: auth,
    });
  }
  for (const list of ADMIN_LISTS) {
    const query = tabQuery(list.file, list.operation);
    const total = (await graphqlData(origin, token, query, { first: 1, offset: 0, sort: list.sort }))[list.field].totalCount;
    for (const [where, page] of pagesOf(total, ADMIN_PAGE)) {
      targets.push({
        id: `${list.id}-${where}`,
        label: `POST /graphql ${list.operation} ${where} page (${total} rows)`,
        path: '/graphql',
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { first: ADMIN_PAGE, offset: (page - 1) * ADMIN_PAGE, sort: list.sort } }),
      });
    }
  }
  // PAGING_TARGETS=<regular expression> measures only the targets whose id matches (e.g. `^admin-` for the admin lists).
  const only = process.env.PAGING_TARGETS ? new RegExp(process.env.PAGING_TARGETS) : null;
  return { collars, posts, targets: only ? targets.filter((target) => only.test(target.id)) : targets };
}

/** How many alternating runs each side of a target gets; its p99 is their median. */
const ROUNDS = 3;

const optionsOf = (origin, target, settings) => ({
  url: origin + target.path,
  method: target.method ?? 'GET',
  headers: target.headers,
  body: target.body,
  connections: settings.connections,
});

/** Checks a target answers a real (uncached) 200, then warms it up. */
async function prepare(origin, target, settings) {
  const options = optionsOf(origin, target, settings);
  const check = await request(options.url, { method: options.method, headers: target.headers, body: target.body });
  if (check.status !== 200) throw new Error(`${target.label} answered ${check.status}; cannot benchmark it`);
  if (check.headers['x-cache'] === 'hit') throw new Error(`${target.label} came from the response cache`);
  await autocannon({ ...options, duration: settings.warmupSeconds });
}

/** One run of a target: req/s, p99, failures and the server's peak memory. */
async function run(origin, target, settings, pid) {
  const sampler = sampleRss(pid);
  const result = await autocannon({ ...optionsOf(origin, target, settings), duration: settings.roundSeconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    peakRssMb: sampler.stop(),
  };
}

/** The median of the rounds' figures (their sum for failures, the highest memory). */
function combined(rounds) {
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    requestsPerSecond: round(middle(rounds.map((r) => r.requestsPerSecond)), 1),
    latencyP99Ms: middle(rounds.map((r) => r.latencyP99Ms)),
    roundP99sMs: rounds.map((r) => r.latencyP99Ms),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb ?? 0)),
  };
}

/** A server on one of the two databases, logged in, with its targets. */
async function startOn(name, settings, env) {
  const password = randomBytes(18).toString('base64url');
  // Every request here is a miss from this one address: its share of the render queue (RENDER_QUEUE_PER_CLIENT) is
  // raised to the connections, so that every page is rendered and none refused (the isolation bench measures that).
  const server = await startBuiltServer({
    env: { ...env, ADMIN_PASSWORD: password, RENDER_QUEUE_PER_CLIENT: String(settings.connections) },
  });
  try {
    const idleRssMb = rssMb(server.pid);
    const token = await adminSession(server.origin, password);
    const { collars, posts, targets } = await targetsOf(server.origin, token);
    return { name, server, collars, posts, idleRssMb, targets: new Map(targets.map((target) => [target.id, target])), results: {} };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Measures every target on both servers in alternating runs (small, large, large, small, small, large): a ratio
 * compares runs under the same load on the machine, not the small database's runs with the large one's minutes
 * later, and the median of each side's runs leaves out a moment when other work took the CPU from one of them.
 */
async function measurePairs(small, large, settings) {
  const ids = [...large.targets.keys()].filter((id) => small.targets.has(id));
  for (const id of ids) {
    process.stdout.write(`  ${large.targets.get(id).label}...`);
    for (const side of [small, large]) await prepare(side.server.origin, side.targets.get(id), settings);
    const rounds = { small: [], large: [] };
    for (let index = 0; index < ROUNDS; index++) {
      for (const side of index % 2 === 0 ? [small, large] : [large, small]) {
        rounds[side.name].push(await run(side.server.origin, side.targets.get(id), settings, side.server.pid));
      }
    }
    for (const side of [small, large]) {
      const target = side.targets.get(id);
      side.results[id] = { label: target.label, path: target.path, ...combined(rounds[side.name]) };
    }
    console.log(` p99 small ${small.results[id].roundP99sMs.join('/')} ms, large ${large.results[id].roundP99sMs.join('/')} ms`);
  }
}

/** A hundredth of LARGE_SEED_COUNTS (libs/server/seed/src/lib/large-seed.ts): products, articles, subscribers, submissions. */
const SMALL_COUNTS = '100,20,1000,500';

/**
 * Fills a new SQLite file with the starter data and generated data (the built server's --seed-large): the large
 * counts, or `counts` (`P,A,S,U`).
 */
export async function generatedDatabase(name, counts) {
  const file = path.join(tempDir('bcg-paging-').path, `${name}.sqlite`);
  const started = performance.now();
  await promisify(execFile)(process.execPath, [SERVER_MAIN, counts ? `--seed-large=${counts}` : '--seed-large'], {
    env: { ...process.env, DATABASE_URL: file, LOG_LEVEL: 'warn', ADMIN_PASSWORD: randomBytes(18).toString('base64url') },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { file, seedSeconds: round((performance.now() - started) / 1000, 1) };
}

/** The pagination figures: each target's p99 on both databases and their ratio; RSS of both servers. */
export async function benchPaging(settings) {
  // Shorter runs than the main targets: there are twenty-four targets on two servers, three runs on each.
  const runs = { ...settings, roundSeconds: Math.max(1, Math.round(settings.durationSeconds / 5)), warmupSeconds: 1 };
  console.log('\nPagination: a small database and one with a hundred times its data, each target measured on both in turn');
  const smallDatabase = await generatedDatabase('small', SMALL_COUNTS);
  const large = await generatedDatabase('large');
  console.log(`  large database generated in ${large.seedSeconds} s`);
  const onSmall = await startOn('small', runs, { DATABASE_URL: smallDatabase.file });
  let onLarge;
  try {
    onLarge = await startOn('large', runs, { DATABASE_URL: large.file });
    await measurePairs(onSmall, onLarge, runs);
    for (const side of [onSmall, onLarge]) side.afterRssMb = rssMb(side.server.pid);
  } finally {
    await Promise.all([onSmall.server.stop(), onLarge?.server.stop()]);
  }
  const rows = Object.entries(onLarge.results).map(([id, big]) => {
    const small = onSmall.results[id];
    // A p99 of 0 ms (autocannon's resolution is 1 ms) counts as 1, so the ratio stays finite and honest.
    const p99Factor = small ? round(big.latencyP99Ms / Math.max(1, small.latencyP99Ms), 2) : null;
    return {
      id,
      label: big.label,
      small: small ?? null,
      large: big,
      p99Factor,
      target: RATIO_TARGET,
      pass: p99Factor !== null && p99Factor <= RATIO_TARGET.maxP99Factor && !big.non2xx && !big.errors,
    };
  });
  return {
    seedSeconds: large.seedSeconds,
    collars: { small: onSmall.collars, large: onLarge.collars },
    posts: { small: onSmall.posts, large: onLarge.posts },
    memory: {
      small: { idleRssMb: onSmall.idleRssMb, afterRssMb: onSmall.afterRssMb },
      large: { idleRssMb: onLarge.idleRssMb, afterRssMb: onLarge.afterRssMb },
    },
    results: rows,
  };
}

/** The table `npm run bench` prints for these figures. */
export function pagingTable(paging, formatTable) {
  return [
    `\nPagination: p99 on a small database (the demo seed and ${paging.collars.small} collars, ${paging.posts.small} published posts in all) and on one with a hundred times its data (${paging.collars.large} collars, ${paging.posts.large} published posts; generated in ${paging.seedSeconds} s)\n`,
    formatTable(
      ['target', 'small p99 ms', 'large p99 ms', 'x', 'target', 'small peak RSS', 'large peak RSS', 'pass'],
      paging.results.map((r) => [
        r.label,
        r.small?.latencyP99Ms ?? '-',
        r.large.latencyP99Ms,
        r.p99Factor ?? '-',
        '<= 2 x',
        r.small?.peakRssMb ?? '-',
        r.large.peakRssMb,
        r.pass ? 'yes' : 'NO',
      ]),
    ),
    `\nServer memory (RSS, MB): small idle ${paging.memory.small.idleRssMb}, after ${paging.memory.small.afterRssMb}; ` +
      `large idle ${paging.memory.large.idleRssMb}, after ${paging.memory.large.afterRssMb}`,
  ].join('\n');
}

// `node tools/perf/paging-bench.mjs` (after `npm run build`): these figures alone, with the bench's settings.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const { envNumber } = await import('./processes.mjs');
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  const paging = await benchPaging(settings);
  console.log(pagingTable(paging, figures.formatTable));
  console.log(`\n${JSON.stringify(paging)}`);
}
