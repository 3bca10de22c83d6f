module.exports = {
  displayName: 'web-catalogue-feature',
  preset: '../../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../../tools/jest/setup-jsdom.js'],
};
