module.exports = {
  displayName: 'server-content-generation',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
