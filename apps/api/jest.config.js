module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
  // src/scale-out/ starts the built server on PostgreSQL: jest.scale-out.config.js, run by `npm run test:pg`.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/src/scale-out/'],
  setupFiles: ['<rootDir>/../../tools/jest/setup-server.js'],
  // Each file builds the whole app on a migrated, seeded database of its own (ten migrations, the catalogue with its
  // reviews): on a loaded 2-core machine that took over Jest's default 5 s for a hook.
  testTimeout: 20_000,
};
