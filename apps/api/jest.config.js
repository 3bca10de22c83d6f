module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
  // src/scale-out/ starts the built server on PostgreSQL: jest.scale-out.config.js, run by `npm run test:pg`.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/src/scale-out/'],
  setupFiles: ['<rootDir>/../../tools/jest/setup-server.js'],
};
