module.exports = {
  displayName: 'server-seed',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
