// Shared Jest settings for every project: @swc/jest compiles TypeScript with decorator
// metadata (type-graphql and TypeORM read it at runtime), and path aliases come from tsconfig.base.json.
const path = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/paths-to-module-name-mapper');
const { compilerOptions } = require('./tsconfig.base.json');

const swcConfig = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      react: { runtime: 'automatic' },
    },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: 'node',
  // .mjs: plain-ESM tools that tests also start in-process (the fake Creators API).
  transform: { '^.+\\.(t|m?j)sx?$': ['@swc/jest', swcConfig] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, path.resolve(__dirname)),
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages reached through require() (light-my-request -> cookie; marked; csv-stringify's browser build)
  // are compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|marked|csv-stringify)/)'],
  // Integration tests get a database of their own per file, copied from a template the run migrates (and seeds) once
  // (global-setup.js); on a loaded 2-core machine a hook has taken over Jest's default 5 s. A test that hangs still
  // fails, after 30 s.
  // (testTimeout is a global option, ignored in a project's config: each project sets it in a setup file.)
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/timeout.js'), path.join(__dirname, 'tools/jest/database-suite-check.js')],
  globalSetup: path.join(__dirname, 'tools/jest/global-setup.js'),
  globalTeardown: path.join(__dirname, 'tools/jest/global-teardown.js'),
};
