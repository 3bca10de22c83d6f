module.exports = {
  displayName: 'web-graphql',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../tools/jest/setup-jsdom.js'],
};
