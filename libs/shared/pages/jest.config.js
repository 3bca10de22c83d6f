module.exports = {
  displayName: 'shared-pages',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
