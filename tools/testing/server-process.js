// Starts the built server (`node dist/apps/api/main.js`) as its own process and waits until it is ready: one helper
// for the process tests (apps/api-e2e), the scale-out test (apps/api/src/scale-out), the browser tests' own servers
// (apps/web-e2e) and the perf tools (tools/perf). Plain CommonJS (the repository has no "type": "module"), so Jest,
// Playwright and the perf tools' .mjs files all load it as it is; the types are in server-process.d.ts and the
// alias @bcg/testing/server-process (tsconfig.base.json) names it for TypeScript.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');
const SERVER_MAIN = path.join(REPO_ROOT, 'dist/apps/api/main.js');

/**
 * The line the server prints once it listens (apps/api/src/main.ts), after migrating and seeding: it names the
 * port it got, which is how a server started with PORT=0 (the system picks a free port) is found.
 */
const LISTENING = /serving the site, \/graphql and \/api on https?:\/\/[^\s:/]+:(\d+)/;

// Children still running when the test or tool process ends (a crash, a timeout, Ctrl-C) are killed with it.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Resolves when the child has exited (at once if it already has). */
function exitOf(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the built server and resolves once it listens and answers `readyPath` with 200.
 *
 * The environment is PATH, HOST=127.0.0.1, PORT (0 unless given), LOG_LEVEL=warn and then `env` (with
 * `inheritEnv`, this process's whole environment comes first). Rejects with the server's output when the build is
 * missing, when the server exits first, or after `timeoutMs`.
 */
async function startBuiltServer(options = {}) {
  const { env = {}, port = 0, inheritEnv = false, timeoutMs = 90_000, readyPath = '/api/faqs', keepOutput = Infinity } = options;
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run "npm run build" first (npm test does).`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env['PATH'] }),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = exitOf(child).then(() => running.delete(child));
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > keepOutput) output = output.slice(-keepOutput);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const fail = async (reason) => {
    child.kill('SIGKILL');
    await exited;
    return new Error(`${reason}. The server's output:\n${output}`);
  };
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    // The listening line, the exit of the process or the time limit, whichever comes first.
    const listening = new Promise((resolve) => {
      const look = () => {
        const match = LISTENING.exec(output);
        if (match) {
          child.stdout.off('data', look);
          child.stderr.off('data', look);
          resolve(Number(match[1]));
        }
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
    });
    const first = await Promise.race([listening, exited.then(() => 'exited'), timeout]);
    if (first === 'exited') throw await fail(`The server exited (${child.signalCode ?? child.exitCode}) before listening`);
    if (first === 'timeout') throw await fail(`The server did not listen within ${timeoutMs} ms`);
    const origin = `http://127.0.0.1:${first}`;
    const ready = await Promise.race([
      fetch(origin + readyPath).then(
        (response) => response.status,
        (error) => String(error.cause ?? error),
      ),
      timeout,
    ]);
    if (ready !== 200) throw await fail(`GET ${readyPath} on ${origin} answered ${ready === 'timeout' ? 'nothing in time' : ready}`);
    return {
      origin,
      port: first,
      pid: child.pid,
      child,
      output: () => output,
      exited,
      stop: async (graceMs = 10_000) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(late);
      },
      kill9: async () => {
        child.kill('SIGKILL');
        await exited;
      },
    };
  } finally {
    clearTimeout(timer);
  }
}

module.exports = { REPO_ROOT, SERVER_MAIN, startBuiltServer };
