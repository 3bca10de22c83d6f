module.exports = {
  displayName: 'web-content-test-feature',
  preset: '../../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../../tools/jest/setup-jsdom.js'],
};
