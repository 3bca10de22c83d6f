module.exports = {
  displayName: 'server-catalog',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
