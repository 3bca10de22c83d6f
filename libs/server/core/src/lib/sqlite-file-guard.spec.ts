import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from './data-source';
import { checkDatabaseReadiness } from './database-readiness';
import { ServiceUnavailableError } from './errors';
import { DATABASE_MARKER_SUFFIX, DatabaseFileError, firstKeyword, sqliteFileGuard } from './sqlite-file-guard';

// Always SQLite: the guard is about the file SQLite writes.
let dir: string;
let file: string;
const opened: DataSource[] = [];
const open = async (options: { allowNewDatabase?: boolean } = {}) => {
  const dataSource = await openDatabase(file, [], options);
  opened.push(dataSource);
  return dataSource;
};
const count = async (dataSource: DataSource) => Number((await dataSource.query('SELECT count(*) AS n FROM "rate_limit_counter"'))[0].n);
const insert = (dataSource: DataSource, key: string) =>
  dataSource.query(
    `/* labelled */ INSERT INTO "rate_limit_counter" ("bucket", "clientKey", "windowIndex", "hits", "expiresAt") VALUES ('test', ?, 1, 1, 1)`,
    [key],
  );

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-guard-'));
  file = path.join(dir, 'site.sqlite');
});
afterEach(async () => {
  for (const dataSource of opened.splice(0)) if (dataSource.isInitialized) await dataSource.destroy();
  fs.chmodSync(dir, 0o755);
  fs.rmSync(dir, { recursive: true, force: true });
});

it('finds the first keyword of a statement behind leading comments', () => {
  expect(firstKeyword('/* rate limit hit */ INSERT INTO x')).toBe('INSERT');
  expect(firstKeyword('  -- note\n update x set y = 1')).toBe('UPDATE');
  expect(firstKeyword('SELECT 1')).toBe('SELECT');
});

describe('a SQLite database file deleted or replaced under the open database', () => {
  it('refuses writes with a 503 error from the moment the file is deleted, and readiness fails', async () => {
    const dataSource = await open();
    await insert(dataSource, 'before');
    expect(await checkDatabaseReadiness(dataSource)).toEqual({ database: 'ok', writable: 'ok', migrations: 'ok', databaseFile: 'ok' });
    fs.unlinkSync(file);
    // Without the guard SQLite goes on writing into the unlinked file, and the rows vanish at the next start.
    await expect(insert(dataSource, 'after')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(dataSource.transaction((manager) => manager.query(`DELETE FROM "rate_limit_counter"`))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(await count(dataSource)).toBe(1);
    expect(await checkDatabaseReadiness(dataSource)).toEqual({ database: 'ok', writable: 'fail', migrations: 'ok', databaseFile: 'fail' });
    expect(sqliteFileGuard(dataSource)?.state()).toBe('missing');
  });

  it('calls a different file at the configured path "replaced", and logs the first sight of it once', async () => {
    const dataSource = await open();
    const lines: string[] = [];
    const log = {
      error: (_details: object, message: string) => lines.push(`error ${message}`),
      warn: (_details: object, message: string) => lines.push(`warn ${message}`),
    };
    sqliteFileGuard(dataSource)?.watch(log, 60_000);
    fs.copyFileSync(file, `${file}.copy`);
    fs.renameSync(`${file}.copy`, file);
    await expect(insert(dataSource, 'x')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(insert(dataSource, 'y')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(sqliteFileGuard(dataSource)?.state()).toBe('replaced');
    expect(lines).toEqual([expect.stringMatching(/^error DATABASE FILE REPLACED: .*site\.sqlite was replaced/)]);
    sqliteFileGuard(dataSource)?.stop();
  });

  it('treats a file made read-only (chmod a-w) as read-only, even for root', async () => {
    const dataSource = await open();
    fs.chmodSync(file, 0o444);
    await expect(insert(dataSource, 'x')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect((await checkDatabaseReadiness(dataSource)).writable).toBe('fail');
    fs.chmodSync(file, 0o644);
    await insert(dataSource, 'x');
    expect(await count(dataSource)).toBe(1);
  });
});

describe('opening a SQLite database', () => {
  it('creates a new database on a fresh path and marks the path as initialised', async () => {
    await (await open()).destroy();
    expect(fs.existsSync(`${file}${DATABASE_MARKER_SUFFIX}`)).toBe(true);
  });

  it('refuses to create a new, empty database where one was created before, unless allowed', async () => {
    const first = await open();
    await insert(first, 'kept');
    await first.destroy();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    await expect(open()).rejects.toThrow(DatabaseFileError);
    await expect(open()).rejects.toThrow(/missing, but a database was created there before.*ALLOW_NEW_DATABASE=true/);
    expect(fs.existsSync(file)).toBe(false);
    // A zero-byte file in its place counts as missing: SQLite would take it for a new database.
    fs.writeFileSync(file, '');
    await expect(open()).rejects.toThrow(/is empty, but a database was created there before/);
    const fresh = await open({ allowNewDatabase: true });
    expect(await count(fresh)).toBe(0);
  });

  it('takes a write-ahead log left by a lost database as evidence too, and keeps it aside when a new one is allowed', async () => {
    const first = await open();
    await insert(first, 'kept');
    // A database from before the marker existed, whose file was deleted while the server ran: its log remains.
    fs.rmSync(`${file}${DATABASE_MARKER_SUFFIX}`);
    fs.copyFileSync(`${file}-wal`, `${file}-wal.copy`);
    await first.destroy();
    fs.rmSync(file);
    fs.renameSync(`${file}-wal.copy`, `${file}-wal`);
    await expect(open()).rejects.toThrow(/missing, but a database was created there before \(its write-ahead log .*-wal is still there\)/);
    const fresh = await open({ allowNewDatabase: true });
    expect(await count(fresh)).toBe(0);
    expect(fs.readdirSync(dir).filter((name) => /-wal\.lost-\d+$/.test(name))).toHaveLength(1);
  });

  it('refuses a read-only file or directory with a message that says so', async () => {
    await (await open()).destroy();
    fs.chmodSync(file, 0o444);
    await expect(open()).rejects.toThrow(/database file .*site\.sqlite is read-only/);
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dir, 0o555);
    await expect(open()).rejects.toThrow(/database directory .* is read-only/);
  });
});
