module.exports = {
  displayName: 'server-submissions',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
