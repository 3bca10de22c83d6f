// Which test files open a database: the PostgreSQL pass (jest.postgres.config.js) runs only these, since a file that
// never reaches a database tests the same code on either engine and already ran in `npm run test:unit`.
// The rule: a test file opens a database when it, or a module it imports by a relative path (followed through
// further relative imports), calls one of the helpers that make a test database, or reads TEST_POSTGRES_URL.
// A few files open a database only because the app they test needs one, and assert what happens before, around or
// after its queries (HTTP headers, body checks, log lines, the cache in front of the pages, images, markup): their
// queries are the app's ordinary reads and writes, which the services' own suites and the other API files run on
// PostgreSQL anyway, so they run once, on SQLite (ENGINE_INDEPENDENT below).
const fs = require('node:fs');
const path = require('node:path');

const OPENS_DATABASE = /\b(createTestDataSource|createTestDatabase|createSeededTestApp|createEmptyTestApp|TEST_POSTGRES_URL)\b/;
const RELATIVE_IMPORT = /(?:from\s+|require\(\s*|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.js'];

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Whether the file at `file` (or what it imports by relative paths) opens a test database. */
function opensDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  if (OPENS_DATABASE.test(source)) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const imported = resolveImport(file, specifier);
    if (imported && opensDatabase(imported, seen)) return true;
  }
  return false;
}

/**
 * Files that open a database but whose assertions hold whatever the engine: each runs in `npm run test:unit` only. Keep
 * a file here only while what it asserts of a query's answer (if anything) is asserted on PostgreSQL by another suite.
 */
const ENGINE_INDEPENDENT = [
  // Bodies nested too deep are refused while parsing, before any handler runs.
  'apps/api/src/app/json-depth.spec.ts',
  // Compression, ETag and Cache-Control of an answer.
  'apps/api/src/app/http-caching.spec.ts',
  // Request ids in log lines.
  'apps/api/src/app/request-log.spec.ts',
  // Security headers, CORS and which client address a proxy gives.
  'apps/api/src/app/security.spec.ts',
  // Content-Type and Origin checks that refuse a write before it is attempted.
  'apps/api/src/app/cross-site-writes.spec.ts',
  // The response cache and the render queue in front of the pages: hits, invalidation on a write, misses queued.
  'apps/api/src/app/response-cache.spec.ts',
  'apps/api/src/app/miss-storm.spec.ts',
  // Request counts and latencies of /metrics.
  'apps/api/src/app/metrics.spec.ts',
  // Which operations each page's render asks for, and what the privacy policy claims of cookies and headers.
  'apps/api/src/app/route-data.spec.ts',
  'apps/api/src/app/privacy-claims.spec.ts',
  // The image pipeline (refused files, renditions, metadata): its one row goes through the product and article
  // services, whose own suites run on PostgreSQL.
  'apps/api/src/app/product-images.spec.ts',
  'apps/api/src/app/article-cover.spec.ts',
  // The /fit-finder page's markup; the fit rules and their queries are fit-finder.spec.ts and fit-finder-size.spec.ts.
  'apps/api/src/app/fit-finder-page.spec.ts',
].map((file) => path.join(__dirname, '../..', file));

/** Whether the PostgreSQL pass runs the file at `file`: it opens a database and what it asserts can differ by engine. */
function runsOnPostgres(file) {
  return opensDatabase(file) && !ENGINE_INDEPENDENT.includes(path.resolve(file));
}

module.exports = { opensDatabase, runsOnPostgres };
