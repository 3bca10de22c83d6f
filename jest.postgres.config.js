// `npm run test:pg`: the server-side integration projects (the API and every server lib) against the
// throwaway PostgreSQL server tools/postgres/with-postgres.mjs starts, plus the two-process scale-out test.
module.exports = {
  projects: ['<rootDir>/apps/api/jest.config.js', '<rootDir>/libs/server/*/jest.config.js', '<rootDir>/apps/api/jest.scale-out.config.js'],
};
