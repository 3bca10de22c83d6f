module.exports = {
  displayName: 'server-price-alerts',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
