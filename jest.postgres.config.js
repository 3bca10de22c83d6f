// `npm run test:pg`: the server-side integration projects (the API and every server lib) against the throwaway
// PostgreSQL server tools/postgres/with-postgres.mjs starts, plus the two-process scale-out test. Only the test files
// that open a database run here, less the few whose assertions cannot differ by engine (the rule and the list are in
// tools/jest/database-suites.js); the rest ran once, in `npm run test:unit`.
const fs = require('node:fs');
const path = require('node:path');
const { runsOnPostgres } = require('./tools/jest/database-suites');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Test files under `dir` (node_modules and dist aside). */
function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.(spec|test)\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** A project's own config, with the test files that never open a database left out. */
function databaseProject(configFile) {
  const config = require(configFile);
  const rootDir = path.dirname(configFile);
  const withoutDatabase = testFiles(rootDir).filter((file) => !runsOnPostgres(file));
  return {
    ...config,
    rootDir,
    testPathIgnorePatterns: [
      ...(config.testPathIgnorePatterns ?? ['/node_modules/']),
      ...withoutDatabase.map((file) => `^${escapeRegExp(file)}$`),
    ],
  };
}

const serverLibs = fs
  .readdirSync(path.join(__dirname, 'libs/server'))
  .map((lib) => path.join(__dirname, 'libs/server', lib, 'jest.config.js'))
  .filter((file) => fs.existsSync(file));

module.exports = {
  // As in jest.config.js: one worker per core, and a fresh worker past 512 MB.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '512MB',
  testSequencer: path.join(__dirname, 'tools/jest/sequencer.js'),
  projects: [path.join(__dirname, 'apps/api/jest.config.js'), ...serverLibs, path.join(__dirname, 'apps/api/jest.scale-out.config.js')].map(
    databaseProject,
  ),
};
