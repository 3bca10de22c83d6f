module.exports = {
  displayName: 'server-core',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
