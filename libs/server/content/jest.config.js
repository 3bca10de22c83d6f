module.exports = {
  displayName: 'server-content',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
