module.exports = {
  displayName: 'server-analytics',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
