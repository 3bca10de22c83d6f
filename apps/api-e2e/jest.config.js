// Tests against the built server (dist/apps/api/main.js) run as real processes: concurrency, kill -9 recovery,
// limits across restarts, headers on real HTTP, backups. `npm test` builds before Jest runs them.
module.exports = {
  displayName: 'api-e2e',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/support/jest-timeout.ts'],
};
