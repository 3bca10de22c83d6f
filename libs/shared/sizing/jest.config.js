module.exports = {
  displayName: 'shared-sizing',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
