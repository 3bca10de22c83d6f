module.exports = {
  displayName: 'server-mail',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
