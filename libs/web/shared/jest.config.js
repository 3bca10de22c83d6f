module.exports = {
  displayName: 'web-shared',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../tools/jest/setup-jsdom.js'],
};
