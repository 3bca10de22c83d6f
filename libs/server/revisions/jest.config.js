module.exports = {
  displayName: 'server-revisions',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
