// Runs a TypeScript file of the repository in a plain Node process (the crash test's sender is a real process that
// can be killed): .ts compiled on load by @swc/core with decorator metadata, as Jest does, and the @bcg/* aliases of
// tsconfig.base.json resolved. Usage: node run-typescript.js <file.ts>
'use strict';

const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '../../../../../../..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const aliases = compilerOptions.paths;

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const target = aliases[request];
  return resolve.call(this, target ? path.join(root, target[0]) : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
