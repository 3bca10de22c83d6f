// Builds sqlite3's native binding when it is missing, as its own install script does (a prebuilt binary when one can
// be downloaded, else a compile from source: about a minute on one core). `npm install` runs that script; `.ci/run`
// installs with scripts off and leaves this one to `npm test`, whose first step runs it beside the type check and the
// build, on the core a single-threaded compile leaves idle.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('sqlite3/package.json'));
const binding = path.join(packageDir, 'build', 'Release', 'node_sqlite3.node');

if (fs.existsSync(binding)) {
  console.log(`sqlite3's binding is built (${path.relative(process.cwd(), binding)})`);
} else {
  console.log("sqlite3's binding is missing: building it (npm rebuild sqlite3)");
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['rebuild', 'sqlite3'], { stdio: 'inherit' });
  if (status !== 0 || !fs.existsSync(binding)) {
    console.error(`Building sqlite3's binding failed (exit ${status}): the tests cannot open a SQLite database without it.`);
    process.exit(status || 1);
  }
}
