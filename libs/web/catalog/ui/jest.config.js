module.exports = {
  displayName: 'web-catalog-ui',
  preset: '../../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../../tools/jest/setup-jsdom.js'],
};
