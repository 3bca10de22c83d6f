// Usage: node tools/scripts/run-steps.mjs <npm script> [<npm script> ...]
// Runs the npm scripts one after another (`npm run <name>`, so each keeps whatever its script runs), stops at the
// first that fails, and prints how long each step took, then exits with that step's status.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
if (!steps.length) {
  console.error('Usage: node tools/scripts/run-steps.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (name) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + 1 : 1)));
  });

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
};

const results = [];
let status = 0;
let interrupted = false;
// Ctrl-C reaches the running step too (same process group); the table still shows what ran.
process.on('SIGINT', () => (interrupted = true));
const started = Date.now();
for (const name of steps) {
  const stepStarted = Date.now();
  status = await run(name);
  results.push({ name, ms: Date.now() - stepStarted, status });
  if (status !== 0 || interrupted) break;
}

const width = Math.max(...steps.map((name) => name.length), 'total'.length);
const lines = results.map(
  ({ name, ms, status: code }) => `  ${name.padEnd(width)}  ${format(ms).padStart(10)}  ${code === 0 ? 'ok' : `failed (exit ${code})`}`,
);
for (const name of steps.slice(results.length)) lines.push(`  ${name.padEnd(width)}  ${'-'.padStart(10)}  not run`);
lines.push(`  ${'total'.padEnd(width)}  ${format(Date.now() - started).padStart(10)}`);
console.log(`\nStep times:\n${lines.join('\n')}`);
process.exit(status || (interrupted ? 130 : 0));
