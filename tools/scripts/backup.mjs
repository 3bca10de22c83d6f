#!/usr/bin/env node
// npm run backup: a consistent online copy of the database, checked before it is trusted.
// SQLite: VACUUM INTO a timestamped file under BACKUP_DIR (default backups/), while the server keeps running
// (it reads one snapshot; writers are not blocked in WAL mode), then PRAGMA integrity_check on the copy.
// PostgreSQL: pg_dump is the tool; it is run when installed, and its archive listed back as a check.
// Either way, the uploaded images under UPLOAD_DIR (default data/uploads) are copied to uploads-<stamp>/ beside it
// (renditions only: uploads still being checked, in dot-named entries, are skipped), and the copy counted back.
// Every copy is written under a `.partial` name and renamed once checked, so a backup killed half-way never leaves a
// file that looks like a good one; the partial copies such a run left are removed by the next run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';

const databaseUrl = process.env.DATABASE_URL?.trim() || path.join('data', 'bulldog-collar-guide.sqlite');
const backupDir = path.resolve(process.env.BACKUP_DIR?.trim() || 'backups');
const uploadDir = path.resolve(process.env.UPLOAD_DIR?.trim() || path.join('data', 'uploads'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

function fail(message) {
  console.error(`Backup FAILED: ${message}`);
  process.exit(1);
}

function open(file, mode) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode, (error) => (error ? reject(error) : resolve(db)));
  });
}
const run = (db, sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
const all = (db, sql) => new Promise((resolve, reject) => db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows))));
const close = (db) => new Promise((resolve) => db.close(() => resolve()));

const PARTIAL = '.partial';

/** Removes what a killed run left in BACKUP_DIR (only this script's `.partial` names). */
function removePartials() {
  if (!fs.existsSync(backupDir)) return;
  for (const name of fs.readdirSync(backupDir)) {
    if (name.endsWith(PARTIAL)) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  }
}

async function backupSqlite() {
  const source = path.resolve(databaseUrl.replace(/^sqlite:(\/\/)?/i, ''));
  if (!fs.existsSync(source)) fail(`no SQLite database at ${source} (set DATABASE_URL)`);
  fs.mkdirSync(backupDir, { recursive: true });
  const target = path.join(backupDir, `${path.basename(source, path.extname(source))}-${stamp}.sqlite`);
  const partial = target + PARTIAL;
  const db = await open(source, sqlite3.OPEN_READWRITE);
  try {
    db.configure('busyTimeout', 10_000);
    await run(db, 'VACUUM INTO ?', [partial]);
  } catch (error) {
    fail(`could not copy ${source}: ${error.message}`);
  } finally {
    await close(db);
  }
  const copy = await open(partial, sqlite3.OPEN_READONLY);
  const result = (await all(copy, 'PRAGMA integrity_check')).map((row) => row.integrity_check).join('; ');
  const tables = await all(copy, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  await close(copy);
  if (result !== 'ok') {
    fs.rmSync(partial, { force: true });
    fail(`the copy did not pass integrity_check (${result})`);
  }
  fs.renameSync(partial, target);
  console.log(`Backup of ${source} written to ${target} (${fs.statSync(target).size} bytes, ${tables.length} tables)`);
  console.log(`integrity_check: ${result}`);
}

function backupPostgres() {
  const redacted = databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@');
  const version = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) {
    fail(
      `DATABASE_URL points at PostgreSQL (${redacted}): pg_dump is the tool for it and is not installed here. ` +
        `Install the PostgreSQL client (Debian: apt-get install postgresql-client) and run: pg_dump --format=custom --file=backup.dump "$DATABASE_URL"`,
    );
  }
  fs.mkdirSync(backupDir, { recursive: true });
  const target = path.join(backupDir, `bulldog-collar-guide-${stamp}.dump`);
  const partial = target + PARTIAL;
  const dump = spawnSync('pg_dump', ['--format=custom', `--file=${partial}`, databaseUrl], { encoding: 'utf8' });
  if (dump.status !== 0) fail(`pg_dump of ${redacted} failed: ${dump.stderr.trim()}`);
  const list = spawnSync('pg_restore', ['--list', partial], { encoding: 'utf8' });
  if (list.status !== 0) fail(`pg_restore could not read ${partial}: ${list.stderr.trim()}`);
  fs.renameSync(partial, target);
  console.log(
    `Backup of ${redacted} written to ${target} by ${version.stdout.trim()} (${fs.statSync(target).size} bytes); pg_restore --list read it back`,
  );
}

/** Copies UPLOAD_DIR (files are content-hashed and never rewritten, so a plain copy is consistent) and checks the count. */
function backupUploads() {
  if (!fs.existsSync(uploadDir)) {
    console.log(`No uploads to copy (UPLOAD_DIR ${uploadDir} does not exist)`);
    return;
  }
  const target = path.join(backupDir, `uploads-${stamp}`);
  // Uploads being checked (.incoming/) and half-written renditions (.name.tmp) are not part of the site.
  const skipDotNames = (source) =>
    !path
      .relative(uploadDir, source)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const countFiles = (dir) =>
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) =>
        entry.isFile() &&
        !path
          .relative(dir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    ).length;
  const partial = target + PARTIAL;
  try {
    fs.cpSync(uploadDir, partial, { recursive: true, filter: skipDotNames, preserveTimestamps: true });
  } catch (error) {
    fail(`could not copy the uploads in ${uploadDir}: ${error.message}`);
  }
  const expected = countFiles(uploadDir);
  const copied = fs.existsSync(partial) ? countFiles(partial) : 0;
  if (copied < expected) fail(`the uploads copy in ${partial} has ${copied} files, ${uploadDir} has ${expected}`);
  if (fs.existsSync(partial)) fs.renameSync(partial, target);
  console.log(`Uploads in ${uploadDir} copied to ${target} (${copied} files)`);
}

removePartials();
if (/^postgres(ql)?:\/\//i.test(databaseUrl)) backupPostgres();
else await backupSqlite().catch((error) => fail(error.message));
backupUploads();
