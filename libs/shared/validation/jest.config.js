module.exports = {
  displayName: 'shared-validation',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
