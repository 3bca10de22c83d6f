// Usage: node tools/scripts/run-steps.mjs <step> [<step> ...], where a step is an npm script or several joined by
// `+` (`lint+typecheck`), which run at the same time.
// Steps run one after another (`npm run <name>`, so each keeps whatever its script runs) and the run stops after the
// first step that fails. A script alone prints as it goes; scripts run together print their output whole, each when
// it ends, so two outputs never interleave. At the end a table gives each script's time, then the run exits with the
// status of the first script that failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const steps = process.argv.slice(2).map((step) => step.split('+').filter(Boolean));
if (!steps.length || steps.some((scripts) => !scripts.length)) {
  console.error('Usage: node tools/scripts/run-steps.mjs <npm script>[+<npm script>...] [...]');
  process.exit(2);
}

/**
 * The tests' scratch files go to memory when the machine has a tmpfs with room (and TMPDIR is not set already): the
 * SQLite test databases and the throwaway PostgreSQL cluster (tools/postgres), the browser tests' databases and
 * profiles, Jest's cache, all of which take the system's temporary directory. On a virtual disk, copying a migrated
 * PostgreSQL test database took about 0.25 s against 0.01 s in memory, and SQLite's synced commits wait for the disk.
 */
const TMPFS_MAGIC = 0x01021994;
function memoryScratchDirectory(dir = '/dev/shm') {
  if (process.env['TMPDIR']) return undefined;
  try {
    const stats = fs.statfsSync(dir);
    fs.accessSync(dir, fs.constants.W_OK);
    return stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= 2 * 1024 ** 3 ? dir : undefined;
  } catch {
    return undefined;
  }
}
const scratch = memoryScratchDirectory();
if (scratch) {
  process.env['TMPDIR'] = scratch;
  console.log(`Scratch files of the tests in ${scratch} (memory)`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const statusOf = (code, signal) => code ?? (signal ? 128 + 1 : 1);

/** Runs one script with the terminal as its output. */
const runLive = (name) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(statusOf(code, signal)));
  });

/** Runs one script beside others: its output is kept and printed in one piece when it ends. */
const runBuffered = (name) =>
  new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (status) => {
      if (finished) return;
      finished = true;
      process.stdout.write(`\n===== ${name} (run beside others), its output:\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`===== ${name} ended: ${status === 0 ? 'ok' : `failed (exit ${status})`}\n`);
      resolve(status);
    };
    child.on('error', () => finish(127));
    child.on('close', (code, signal) => finish(statusOf(code, signal)));
  });

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
};

/** One row per script: name, time, status, and what it ran beside. */
const results = [];
let status = 0;
let interrupted = false;
// Ctrl-C reaches the running scripts too (same process group); the table still shows what ran.
process.on('SIGINT', () => (interrupted = true));
const started = Date.now();
for (const scripts of steps) {
  const run = scripts.length === 1 ? runLive : runBuffered;
  const codes = await Promise.all(
    scripts.map(async (name) => {
      const scriptStarted = Date.now();
      const code = await run(name);
      results.push({ name, ms: Date.now() - scriptStarted, status: code, beside: scripts.filter((other) => other !== name) });
      return code;
    }),
  );
  status = codes.find((code) => code !== 0) ?? 0;
  if (status !== 0 || interrupted) break;
}

const names = steps.flat();
const width = Math.max(...names.map((name) => name.length), 'total'.length);
const row = (name, time, note) => `  ${name.padEnd(width)}  ${time.padStart(10)}  ${note}`.trimEnd();
const lines = names.map((name) => {
  const result = results.find((candidate) => candidate.name === name);
  if (!result) return row(name, '-', 'not run');
  const outcome = result.status === 0 ? 'ok' : `failed (exit ${result.status})`;
  return row(name, format(result.ms), result.beside.length ? `${outcome}, beside ${result.beside.join(', ')}` : outcome);
});
lines.push(row('total', format(Date.now() - started), ''));
console.log(`\nStep times:\n${lines.join('\n')}`);
process.exit(status || (interrupted ? 130 : 0));
