// Two built API processes sharing one PostgreSQL database (src/scale-out/). Run only by `npm run test:pg`,
// after `npm run build`: it starts dist/apps/api/main.js and needs TEST_POSTGRES_URL.
module.exports = {
  displayName: 'api-scale-out',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/scale-out/**/*.spec.ts'],
  setupFiles: ['<rootDir>/../../tools/jest/setup-server.js'],
};
