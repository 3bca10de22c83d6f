import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startBuiltServer, type BuiltServer } from '@bcg/testing/server-process';

export { REPO_ROOT };
export const PROCESS_ADMIN_PASSWORD = 'process-test-admin-password';

export interface ServerProcess extends BuiltServer {
  /** The server's origin, http://127.0.0.1:<the port it got>. */
  url: string;
}

/** A temporary directory for one test file's database; removed by the returned function. */
export function temporaryDirectory(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the built server on a free port (port 0) and the test's database, and resolves once it answers (migrated
 * and seeded). Fails with the server's output when it exits or does not answer in time.
 */
export async function startServer(options: { databaseUrl: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const server = await startBuiltServer({
    env: { DATABASE_URL: options.databaseUrl, ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD, ...options.env },
    timeoutMs: 60_000,
  });
  return { ...server, url: server.origin };
}

/** POST JSON; answers the status and the body text (a refused connection is status 0). */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String((error as Error).cause ?? error) };
  }
}
