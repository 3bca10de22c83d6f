module.exports = {
  displayName: 'web-admin-feature',
  preset: '../../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../../../tools/jest/setup-jsdom.js'],
};
