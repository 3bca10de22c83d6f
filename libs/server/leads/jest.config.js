module.exports = {
  displayName: 'server-leads',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
