module.exports = {
  displayName: 'shared-reviews',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
