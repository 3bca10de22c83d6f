import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { E2E_DATABASE_FILE } from './site';

/**
 * Rows of this worker's lane database, read by tools/e2e/read-rows.mjs (the browser tests do not load sqlite3). The
 * lane's server has no SMTP_URL, so its emails wait in the outbox there, where a test reads what a reader's inbox
 * would show.
 */
export function laneRows<T>(sql: string, params: unknown[] = []): T[] {
  const output = execFileSync(process.execPath, ['tools/e2e/read-rows.mjs', E2E_DATABASE_FILE, sql, JSON.stringify(params)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as T[];
}
