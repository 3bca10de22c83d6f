module.exports = {
  displayName: 'web-content-ui',
  preset: '../../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../../tools/jest/setup-jsdom.js'],
};
