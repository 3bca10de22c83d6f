module.exports = {
  displayName: 'server-admin-auth',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
