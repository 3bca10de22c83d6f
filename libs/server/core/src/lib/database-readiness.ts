import type { DataSource } from 'typeorm';
import { sqliteFileGuard } from './sqlite-file-guard';

/** Each readiness check passed ('ok') or not ('fail'); never the driver's text, which could name hosts or files. */
export type ReadinessChecks = Record<string, 'ok' | 'fail'>;

/** How long one check may take before it counts as failed (an unreachable PostgreSQL host can hang a connect). */
const READINESS_CHECK_TIMEOUT_MS = 2000;

/**
 * A write statement that changes no row: the engine still takes its write path, so a read-only database (a
 * PostgreSQL standby or `default_transaction_read_only`, SQLite opened read-only or `query_only`), or one whose write
 * lock stays taken beyond the busy timeout, refuses it, while nothing is written, logged or fsynced.
 */
const WRITE_PROBE_SQL = 'UPDATE "site_revision" SET "revision" = "revision" WHERE "id" = -1';

async function passes(check: () => Promise<boolean>, timeoutMs: number): Promise<'ok' | 'fail'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'fail';
  } catch {
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the database can serve the app now: reachable (`database`), accepting writes (`writable`), with every
 * migration applied (`migrations`), and, on SQLite, still the configured file (`databaseFile`, see SqliteFileGuard).
 */
export async function checkDatabaseReadiness(dataSource: DataSource, timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<ReadinessChecks> {
  const guard = sqliteFileGuard(dataSource);
  const [database, writable, migrations] = await Promise.all([
    passes(async () => (await dataSource.query('SELECT 1 AS "one"')).length === 1, timeoutMs),
    passes(async () => (await dataSource.query(WRITE_PROBE_SQL), true), timeoutMs),
    passes(async () => !(await dataSource.showMigrations()), timeoutMs),
  ]);
  return { database, writable, migrations, ...(guard ? { databaseFile: guard.state() === 'ok' ? 'ok' : 'fail' } : {}) };
}
