module.exports = {
  displayName: 'server-rest',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
