// One directory per Jest run for the test database templates (libs/server/core/src/lib/testing/sqlite-template.ts):
// the first test file that needs a migrated (or seeded) SQLite database builds it there, every other copies it.
// Workers inherit the variable. Every project runs this hook: the first one makes the directory.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const VARIABLE = 'BCG_TEST_TEMPLATE_DIR';

module.exports = async function globalSetup() {
  if (process.env[VARIABLE]) return;
  process.env[VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-templates-'));
  process.env.BCG_TEST_TEMPLATE_DIR_OWNED = '1';
};
