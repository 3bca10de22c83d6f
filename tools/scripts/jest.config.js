module.exports = {
  displayName: 'tools-scripts',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
