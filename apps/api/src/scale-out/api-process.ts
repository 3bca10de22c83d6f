import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const BUILT_SERVER = path.join(REPO_ROOT, 'dist/apps/api/main.js');

/** One built API server (`node dist/apps/api/main.js`) in its own process, as production runs it. */
export interface ApiProcess {
  origin: string;
  /** Everything it printed so far (pino JSON lines and console output). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server with `env` on top of this process's environment and resolves once it listens
 * (PORT=0 picks a free port; the server prints the one it got). Rejects with its output if it exits first.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  if (!fs.existsSync(BUILT_SERVER)) {
    return Promise.reject(new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first (npm test does)`));
  }
  const child: ChildProcess = spawn(process.execPath, [BUILT_SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test process end without its afterAll (a crash, a timeout), the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /serving the site, \/graphql and \/api on http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${ready[1]}`, output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The API exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
}
