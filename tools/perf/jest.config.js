module.exports = {
  displayName: 'tools-perf',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
