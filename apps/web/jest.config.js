module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../tools/jest/setup-jsdom.js'],
};
