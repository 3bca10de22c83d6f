import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { ServiceUnavailableError } from './errors';

/**
 * What the configured SQLite path holds compared with the file the server opened: the same file ('ok'), nothing
 * ('missing': deleted or moved), another file ('replaced'), or the same file made read-only ('read-only', e.g. chmod).
 */
export type DatabaseFileState = 'ok' | 'missing' | 'replaced' | 'read-only';

/** The sidecar file that records that a database was created at a path (`<database>.initialized`). */
export const DATABASE_MARKER_SUFFIX = '.initialized';

/** Refusals at start-up that tell the operator what to do; main prints their message alone, without a stack. */
export class DatabaseFileError extends Error {
  override readonly name = 'DatabaseFileError';
}

/** The subset of a pino/Fastify logger the guard reports with. */
export interface DatabaseFileLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

function statOrUndefined(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writable as far as the operator is concerned: this process may write it, and someone may write it at all. The
 * second test matters for root, which the kernel lets write a `chmod a-w` file: the operator still meant read-only.
 */
function isWritable(file: string, stat: fs.Stats): boolean {
  if ((stat.mode & 0o222) === 0) return false;
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the configured SQLite path before it is opened. A missing (or zero-byte) file where a database was created
 * before (its `.initialized` marker is there) is refused unless `allowNewDatabase`: SQLite would silently create an
 * empty database over the lost one and the server would seed it. A read-only file or directory is refused too: SQLite
 * would open it read-only and every write would fail later.
 */
export function checkDatabaseFileBeforeOpen(file: string, options: { allowNewDatabase?: boolean } = {}): void {
  const stat = statOrUndefined(file);
  const marker = `${file}${DATABASE_MARKER_SUFFIX}`;
  // A write-ahead log left by the lost database is evidence too (for databases created before the marker existed).
  const leftovers = ['-wal', '-shm'].map((suffix) => `${file}${suffix}`).filter((sidecar) => (statOrUndefined(sidecar)?.size ?? 0) > 0);
  if (!stat || stat.size === 0) {
    const evidence = fs.existsSync(marker)
      ? `${marker} says when`
      : leftovers.includes(`${file}-wal`)
        ? `its write-ahead log ${file}-wal is still there`
        : undefined;
    if (evidence && !options.allowNewDatabase) {
      throw new DatabaseFileError(
        `The database file ${file} is ${stat ? 'empty' : 'missing'}, but a database was created there before (${evidence}). ` +
          'Refusing to start with a new, empty database. Restore the file from a backup (npm run backup writes them), ' +
          'or start once with ALLOW_NEW_DATABASE=true to create and seed a new one.',
      );
    }
    // SQLite would replay the lost database's log into the new file: it is kept aside instead, for whoever recovers it.
    for (const sidecar of leftovers) fs.renameSync(sidecar, `${sidecar}.lost-${Date.now()}`);
  }
  if (stat && !isWritable(file, stat)) {
    throw new DatabaseFileError(
      `The database file ${file} is read-only (mode ${(stat.mode & 0o777).toString(8)}); the server needs to write it. Make it writable (chmod u+w) and start again.`,
    );
  }
  const directory = path.dirname(file);
  fs.mkdirSync(directory, { recursive: true });
  const directoryStat = fs.statSync(directory);
  if (!isWritable(directory, directoryStat)) {
    throw new DatabaseFileError(
      `The database directory ${directory} is read-only (mode ${(directoryStat.mode & 0o777).toString(8)}); SQLite needs to create its -wal and -shm files there. Make it writable and start again.`,
    );
  }
}

/** Writes the `.initialized` marker next to a database that exists (once; an existing marker is kept). */
export function markDatabaseInitialised(file: string): void {
  const marker = `${file}${DATABASE_MARKER_SUFFIX}`;
  if (fs.existsSync(marker)) return;
  fs.writeFileSync(
    marker,
    `A Bulldog Collar Guide database was created at ${path.basename(file)} on ${new Date().toISOString()}.\n` +
      'While this file exists the server refuses to start when the database is missing, instead of creating an empty one.\n' +
      'To start over with a new database on purpose, set ALLOW_NEW_DATABASE=true for one start (or delete this file).\n',
  );
}

/** Statements that change the file (a COMMIT makes a transaction's changes durable). */
const WRITE_KEYWORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'REPLACE', 'CREATE', 'DROP', 'ALTER', 'COMMIT', 'END', 'VACUUM', 'REINDEX']);
const LEADING_COMMENTS = /^(?:\s+|\/\*[\s\S]*?\*\/|--[^\n]*(?:\n|$))*/;

/** The first keyword of a statement, after any leading comments (the rate limiter labels its statements). */
export function firstKeyword(sql: string): string {
  return /^[A-Za-z]+/.exec(sql.replace(LEADING_COMMENTS, ''))?.[0]?.toUpperCase() ?? '';
}

const DESCRIPTIONS: Record<Exclude<DatabaseFileState, 'ok'>, string> = {
  missing: 'is missing (deleted or moved) while the server has it open',
  replaced: 'was replaced by another file while the server has the old one open',
  'read-only': 'was made read-only while the server has it open',
};

const guards = new WeakMap<DataSource, SqliteFileGuard>();

/** The file guard of a data source opened on a SQLite file by `openDatabase`, if any. */
export function sqliteFileGuard(dataSource: DataSource): SqliteFileGuard | undefined {
  return guards.get(dataSource);
}

/**
 * Notices when the configured SQLite path no longer holds the file the server opened: a deleted database keeps
 * taking writes into its unlinked inode, which vanish at the next start. The guard compares the device and inode
 * recorded at open with a `stat` of the path before every write statement and after every commit (a few
 * microseconds each), and every second in the background; while they differ every write is refused with a
 * ServiceUnavailableError (503), readiness fails, and the first sight of it is logged once at error level.
 */
export class SqliteFileGuard {
  private readonly device: number;
  private readonly inode: number;
  private reported: DatabaseFileState = 'ok';
  private log: DatabaseFileLog | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(readonly file: string) {
    const stat = fs.statSync(file);
    this.device = stat.dev;
    this.inode = stat.ino;
  }

  /** The configured path's state now (one `stat`, and an `access` check). */
  state(): DatabaseFileState {
    const stat = statOrUndefined(this.file);
    const state: DatabaseFileState = !stat
      ? 'missing'
      : stat.dev !== this.device || stat.ino !== this.inode
        ? 'replaced'
        : isWritable(this.file, stat)
          ? 'ok'
          : 'read-only';
    this.observe(state);
    return state;
  }

  /**
   * Throws ServiceUnavailableError unless the configured path still holds the open file, writable. Its cause
   * carries a code for the log line: DATABASE_FILE_MISSING, DATABASE_FILE_REPLACED or DATABASE_FILE_READ_ONLY.
   */
  assertWritable(): void {
    const state = this.state();
    if (state === 'ok') return;
    const cause = Object.assign(new Error(`Database file ${DESCRIPTIONS[state]}`), {
      code: `DATABASE_FILE_${state.toUpperCase().replace('-', '_')}`,
    });
    throw new ServiceUnavailableError(undefined, undefined, { cause });
  }

  /** Checks the path every `intervalMs` (without keeping the process alive) and reports changes to `log`. */
  watch(log: DatabaseFileLog, intervalMs = 1000): void {
    this.log = log;
    this.stop();
    this.timer = setInterval(() => this.state(), intervalMs);
    this.timer.unref();
    this.state();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Puts the guard in front of the data source's writes: every query runner the driver hands out (one per caller,
   * see isolateSqliteTransactions) gets its `query` wrapped, so a write is refused before it runs, and an
   * autocommitted write is refused after it ran (unacknowledged) if the file changed meanwhile; a transaction is
   * checked again after its COMMIT, when the commit subscriber below runs.
   */
  install(dataSource: DataSource): void {
    guards.set(dataSource, this);
    const driver = dataSource.driver;
    const createQueryRunner = driver.createQueryRunner.bind(driver);
    driver.createQueryRunner = (mode) => {
      const runner: QueryRunner = createQueryRunner(mode);
      const query = runner.query.bind(runner) as (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;
      runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
        const writes = WRITE_KEYWORDS.has(firstKeyword(sql));
        if (writes) this.assertWritable();
        const result = await query(sql, parameters, structured);
        if (writes && !runner.isTransactionActive) this.assertWritable();
        return result;
      }) as typeof runner.query;
      return runner;
    };
    // Thrown after TypeORM has finished the commit, so its transaction state stays consistent.
    const afterCommit: EntitySubscriberInterface = { afterTransactionCommit: () => this.assertWritable() };
    dataSource.subscribers.push(afterCommit);
  }

  private observe(state: DatabaseFileState): void {
    if (state === this.reported) return;
    const previous = this.reported;
    this.reported = state;
    if (state !== 'ok') {
      this.log?.error(
        { databaseFile: this.file, state },
        `DATABASE FILE ${state.toUpperCase()}: ${this.file} ${DESCRIPTIONS[state]}. Writes are refused (503) and /readyz fails; ` +
          'restore the file and restart the server (a missing file is not recreated at start without ALLOW_NEW_DATABASE=true).',
      );
    } else {
      this.log?.warn({ databaseFile: this.file, previous }, `Database file ${this.file} is the open one again; writes are accepted`);
    }
  }
}
