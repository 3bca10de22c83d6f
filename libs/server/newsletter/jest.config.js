module.exports = {
  displayName: 'server-newsletter',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
