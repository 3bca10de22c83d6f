module.exports = {
  displayName: 'server-retailer',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
