import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { REPO_ROOT, temporaryDirectory } from './support/built-server';

const temp = temporaryDirectory('bcg-backup-uploads-');
afterAll(() => temp.remove());

/** A small sound SQLite database, so the script gets past its database copy to the uploads. */
async function createDatabase(file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => {
      if (error) return reject(error);
      db.run('CREATE TABLE product (id INTEGER PRIMARY KEY)', (runError) => db.close(() => (runError ? reject(runError) : resolve())));
    });
  });
}

it('copies UPLOAD_DIR beside the database copy: every rendition, byte for byte, and no upload still being checked', async () => {
  const databaseUrl = path.join(temp.dir, 'live.sqlite');
  await createDatabase(databaseUrl);
  const uploadDir = path.join(temp.dir, 'uploads');
  const backupDir = path.join(temp.dir, 'backups');
  fs.mkdirSync(path.join(uploadDir, 'products'), { recursive: true });
  fs.mkdirSync(path.join(uploadDir, '.incoming'), { recursive: true });
  const renditions = { 'products/0a1b-320.webp': 'webp bytes', 'products/0a1b-320.avif': 'avif bytes' };
  for (const [name, text] of Object.entries(renditions)) fs.writeFileSync(path.join(uploadDir, name), text);
  fs.writeFileSync(path.join(uploadDir, '.incoming', 'half.upload'), 'partial');
  fs.writeFileSync(path.join(uploadDir, 'products', '.0a1b-640.webp.x.tmp'), 'partial');
  // What a backup killed half-way leaves: never mistaken for a good copy, and removed by the next run.
  fs.mkdirSync(path.join(backupDir, 'uploads-2026-01-01T00-00-00-000Z.partial'), { recursive: true });
  fs.writeFileSync(path.join(backupDir, 'live-2026-01-01T00-00-00-000Z.sqlite.partial'), 'half a database');

  const result = spawnSync(process.execPath, ['tools/scripts/backup.mjs'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'], DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir, UPLOAD_DIR: uploadDir },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(1);
  const copy = fs.readdirSync(backupDir).find((name) => name.startsWith('uploads-'));
  expect(copy).toMatch(/^uploads-\d{4}-\d\d-\d\dT[\d-]+Z$/);
  expect(result.stdout).toContain(`copied to ${path.join(backupDir, copy!)} (2 files)`);
  const copied = (fs.readdirSync(path.join(backupDir, copy!), { recursive: true }) as string[]).sort();
  expect(copied).toEqual(['products', 'products/0a1b-320.avif', 'products/0a1b-320.webp']);
  for (const [name, text] of Object.entries(renditions)) expect(fs.readFileSync(path.join(backupDir, copy!, name), 'utf8')).toBe(text);
});
