module.exports = {
  displayName: 'shared-affiliate-links',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testEnvironment: 'node',
};
