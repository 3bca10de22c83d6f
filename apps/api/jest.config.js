module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/../../tools/jest/setup-server.js'],
};
