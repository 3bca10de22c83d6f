module.exports = {
  displayName: 'server-catalogue-transfer',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
