// Tells the test database helpers (libs/server/core/src/lib/testing) whether this test file is one the PostgreSQL
// pass selects (tools/jest/database-suites.js): one that opens a database without being selected fails at once,
// instead of silently never running on PostgreSQL.
const { opensDatabase } = require('./database-suites');

const { testPath } = expect.getState();
if (testPath) {
  process.env.BCG_TEST_FILE = testPath;
  process.env.BCG_TEST_FILE_OPENS_DATABASE = opensDatabase(testPath) ? 'yes' : 'no';
}
