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
  // The suites of how the app serves: security headers, CORS and the client address a proxy gives; Content-Type and
  // Origin checks that refuse a write before it is attempted; bodies nested too deep, refused while parsing;
  // compression, ETag and Cache-Control; the response cache and the render queue (hits, invalidation on a write, misses
  // queued); request ids in log lines; the request counts and latencies of /metrics; which operations each page's
  // render asks for, and what the privacy policy claims of cookies and headers; the image pipeline (refused files,
  // renditions, metadata: its one row goes through the product and article services, whose own suites run on
  // PostgreSQL); the /fit-finder page's markup (the fit rules and their queries are in site-pages.spec.ts).
  'apps/api/src/app/serving.spec.ts',
].map((file) => path.join(__dirname, '../..', file));

/** Whether the PostgreSQL pass runs the file at `file`: it opens a database and what it asserts can differ by engine. */
function runsOnPostgres(file) {
  return opensDatabase(file) && !ENGINE_INDEPENDENT.includes(path.resolve(file));
}

module.exports = { opensDatabase, runsOnPostgres };
