module.exports = {
  displayName: 'server-messages',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
