import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const SERVER_MAIN = path.join(REPO_ROOT, 'dist/apps/api/main.js');
export const PROCESS_ADMIN_PASSWORD = 'process-test-admin-password';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL (kill -9) and wait for the exit: no shutdown code runs. */
  kill9: () => Promise<void>;
}

/** A temporary directory for one test file's database; removed by the returned function. */
export function temporaryDirectory(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * Starts the built server on a port and database of the test's choosing and resolves once it answers
 * (migrated and seeded). Fails with the server's output when it exits or does not answer within 60 s.
 */
export async function startServer(options: { port: number; databaseUrl: string; env?: Record<string, string> }): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run "npm run build" first (npm test does).`);
  // Port 0: the system picks a free port, which the server prints once it listens.
  const fixedUrl = options.port ? `http://127.0.0.1:${options.port}` : undefined;
  let url = fixedUrl ?? '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'],
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...(fixedUrl ? { SITE_URL: fixedUrl } : {}),
      DATABASE_URL: options.databaseUrl,
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const printedPort = /serving .* on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (!url && printedPort) url = `http://127.0.0.1:${printedPort}`;
    try {
      const response = url ? await fetch(`${url}/api/faqs`) : undefined;
      if (response?.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** POST JSON; answers the status and the body text (a refused connection is status 0). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String((error as Error).cause ?? error) };
  }
}
