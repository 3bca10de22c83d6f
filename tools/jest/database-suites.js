// Which test files open a database: the PostgreSQL pass (jest.postgres.config.js) runs only these, since a file that
// never reaches a database tests the same code on either engine and already ran in `npm run test:unit`.
// The rule: a test file opens a database when it, or a module it imports by a relative path (followed through
// further relative imports), calls one of the helpers that make a test database, or reads TEST_POSTGRES_URL.
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

module.exports = { opensDatabase };
