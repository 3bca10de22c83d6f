// `npm run test:pg`: the server-side integration projects (the API and every server lib) against the
// throwaway PostgreSQL server tools/postgres/with-postgres.mjs starts, plus the two-process scale-out test.
module.exports = {
  projects: ['<rootDir>/apps/api/jest.config.js', '<rootDir>/libs/server/*/jest.config.js', '<rootDir>/apps/api/jest.scale-out.config.js'],
  // As in jest.config.js: a fresh worker once one has kept more than this after a file (the heap otherwise grows by
  // each file's server modules, and late files slow down under garbage collection).
  workerIdleMemoryLimit: '512MB',
};
