module.exports = {
  displayName: 'shared-product-filters',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
