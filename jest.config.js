// One Jest run over every project (unit and integration); each project keeps its own config.
module.exports = {
  projects: ['<rootDir>/libs/**/jest.config.js', '<rootDir>/apps/*/jest.config.js', '<rootDir>/tools/*/jest.config.js'],
};
