import path from 'node:path';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import { withDatabaseLock } from './database-lock';
import { ValidationError } from './errors';
import { MIGRATIONS } from './migrations';
import { isolateSqliteTransactions } from './sqlite-transactions';
import { guardTransactionScope } from './transaction-scope';
import { checkDatabaseFileBeforeOpen, markDatabaseInitialised, SqliteFileGuard } from './sqlite-file-guard';

export type DatabaseKind = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityList = MixedList<Function | string | EntitySchema>;

/**
 * `count` positional parameters of a raw query in the engine's spelling: `$1`, `$2`, ... on PostgreSQL, `?` on SQLite
 * (which takes them in the order they appear in the statement).
 */
export function sqlParameters(dataSource: Pick<DataSource, 'options'>, count: number): string[] {
  return Array.from({ length: count }, (_, index) => (dataSource.options.type === 'postgres' ? `$${index + 1}` : '?'));
}

export function databaseKind(databaseUrl: string): DatabaseKind {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** `sqlite:path`, `sqlite://path` and a bare path all name a SQLite file. */
export function sqlitePath(databaseUrl: string): string {
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/i, '');
  return file === ':memory:' ? file : path.resolve(file);
}

/** Builds (without connecting) the data source for a DATABASE_URL; the same entities and migrations serve both engines. */
export function buildDataSourceOptions(databaseUrl: string, entities: EntityList): DataSourceOptions {
  const common = { entities, migrations: MIGRATIONS, migrationsRun: false, synchronize: false, logging: false } as const;
  if (databaseKind(databaseUrl) === 'postgres') {
    // Sessions in UTC, so `now()` column defaults are UTC wall-clock times like every value the app writes. A
    // connection that cannot be made within 5 s fails (a 503) instead of holding the request while the host is unreachable.
    return { ...common, type: 'postgres', url: databaseUrl, extra: { max: 10, options: '-c TimeZone=UTC', connectionTimeoutMillis: 5000 } };
  }
  return {
    ...common,
    type: 'sqlite',
    driver: sqlite3WithoutTracing(),
    database: sqlitePath(databaseUrl),
    enableWAL: true,
    // A statement waits at most 5 s for a lock another process holds, then fails (503 with Retry-After). No
    // busyErrorRetry: TypeORM's retries of a busy statement have no end, so a lock never released hung the request
    // (and a graceful shutdown) for good.
    busyTimeout: 5000,
  };
}

/**
 * The sqlite3 module, with `verbose()` answering it as it is. TypeORM calls `verbose()` when it loads the driver, which
 * makes every later call capture a stack trace and `util.inspect` its SQL and parameters, for longer traces of
 * errors that TypeORM's own messages already name: a tenth of a 25-row admin page's time on a large database.
 */
function sqlite3WithoutTracing(): object {
  // Loaded here, not at the top: a PostgreSQL deployment never loads the native SQLite module.
  const sqlite3 = require('sqlite3') as object;
  return { ...sqlite3, verbose: () => sqlite3 };
}

interface PgModule {
  defaults: { parseInputDatesAsUTC: boolean };
  types: { setTypeParser: (oid: number, parse: (text: string) => unknown) => void };
}
const PG_TIMESTAMP_WITHOUT_TIME_ZONE = 1114;

/**
 * `timestamp` columns (entities' `Date`) hold UTC wall-clock times on PostgreSQL, as SQLite's datetime text
 * does. node-postgres would write and read them in the app server's local time zone, so servers in different
 * zones (or a database server in another zone, for `now()` defaults) would disagree by hours.
 */
function keepTimestampsInUtc(dataSource: DataSource): void {
  const pg = (dataSource.driver as unknown as { postgres: PgModule }).postgres;
  pg.defaults.parseInputDatesAsUTC = true;
  pg.types.setTypeParser(PG_TIMESTAMP_WITHOUT_TIME_ZONE, (text) => new Date(`${text.replace(' ', 'T')}Z`));
}

export const NUL_TEXT_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/**
 * PostgreSQL cannot hold U+0000 in text at all: a parameter containing it fails the whole query with an error
 * that would reach the client as a 500. Such input is refused up front as a bad request instead (SQLite stores it).
 */
function refuseNulText(dataSource: DataSource): void {
  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const query = runner.query.bind(runner) as (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;
    runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
      if (parameters?.some((value) => typeof value === 'string' && value.includes('\u0000'))) throw new ValidationError(NUL_TEXT_MESSAGE);
      return query(sql, parameters, structured);
    }) as typeof runner.query;
    return runner;
  };
}

export interface OpenDatabaseOptions {
  /** ALLOW_NEW_DATABASE: create a new SQLite database even where one was created before and is now missing. */
  allowNewDatabase?: boolean;
}

/**
 * SQLite's page cache, in KiB: the pages of tables and indexes the server has read stay in memory, so counting a
 * 100,000-row list (an admin table's total) reads no file. SQLite's default, 2 MB, is smaller than one such index:
 * each count read it from the file again (0.66 ms against 0.09 ms). Pages come in only as they are read.
 */
const SQLITE_CACHE_KIB = 32 * 1024;

/**
 * Connects, applies pending migrations, and sets SQLite's pragmas (TypeORM already turns on WAL, busy_timeout and
 * foreign keys; synchronous=FULL makes a commit survive power loss; the page cache as above).
 * Every transaction's work is kept to its own connection (guardTransactionScope).
 * A SQLite file is checked first (see checkDatabaseFileBeforeOpen: a lost database is not silently recreated,
 * a read-only one is refused with a DatabaseFileError), marked as created, and guarded while open (SqliteFileGuard).
 */
export async function openDatabase(databaseUrl: string, entities: EntityList, openOptions: OpenDatabaseOptions = {}): Promise<DataSource> {
  const options = buildDataSourceOptions(databaseUrl, entities);
  const sqliteFile = options.type === 'sqlite' && options.database !== ':memory:' ? options.database : undefined;
  if (sqliteFile) checkDatabaseFileBeforeOpen(sqliteFile, openOptions);
  const dataSource = new DataSource(options);
  if (options.type === 'postgres') {
    keepTimestampsInUtc(dataSource);
    refuseNulText(dataSource);
  } else {
    isolateSqliteTransactions(dataSource);
  }
  guardTransactionScope(dataSource);
  await dataSource.initialize();
  if (options.type === 'sqlite') {
    await dataSource.query('PRAGMA synchronous = FULL');
    await dataSource.query(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
  }
  // Servers started together on one PostgreSQL database take turns: the first migrates, the others find nothing to do.
  await withDatabaseLock(dataSource, 'bcg:migrations', () => dataSource.runMigrations({ transaction: 'each' }));
  if (sqliteFile) {
    markDatabaseInitialised(sqliteFile);
    new SqliteFileGuard(sqliteFile).install(dataSource);
  }
  return dataSource;
}
