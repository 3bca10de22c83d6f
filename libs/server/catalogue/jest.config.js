module.exports = {
  displayName: 'server-catalogue',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
