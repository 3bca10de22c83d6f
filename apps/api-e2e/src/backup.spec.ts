import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postJson, REPO_ROOT, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';
import { integrityCheck, queryFile } from './support/sqlite-file';

const temp = temporaryDirectory('bcg-backup-');
const databaseUrl = path.join(temp.dir, 'live.sqlite');
const backupDir = path.join(temp.dir, 'backups');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ databaseUrl, env: { SUBSCRIBE_RATE_LIMIT: '100000/3600' } });
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

/** `npm run backup` as a user runs it (node tools/scripts/backup.mjs), asynchronously so the server keeps serving. */
function runBackup(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['tools/scripts/backup.mjs'], { cwd: REPO_ROOT, env: { PATH: process.env['PATH'], ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

it('copies the live database while sign-ups keep arriving, and the copy passes integrity_check', async () => {
  for (let i = 0; i < 20; i++)
    expect((await postJson(`${server.url}/api/subscribe`, { email: `before-${i}@example.com` })).status).toBe(200);
  let writing = true;
  let during = 0;
  const writer = (async () => {
    while (writing)
      if ((await postJson(`${server.url}/api/subscribe`, { email: `during-${during++}@example.com` })).status !== 200)
        throw new Error('a sign-up failed during the backup');
  })();
  const result = await runBackup({ DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir });
  writing = false;
  await writer;

  expect(result.output).toContain('integrity_check: ok');
  expect(result.status).toBe(0);
  const [copy] = fs.readdirSync(backupDir);
  expect(copy).toMatch(/^live-\d{4}-\d\d-\d\dT[\d-]+Z\.sqlite$/);
  const copyFile = path.join(backupDir, copy!);
  expect(await integrityCheck(copyFile)).toBe('ok');
  const emails = (await queryFile<{ email: string }>(copyFile, 'SELECT email FROM email_subscriber')).map((row) => row.email);
  for (let i = 0; i < 20; i++) expect(emails).toContain(`before-${i}@example.com`);
  expect((await queryFile(copyFile, 'SELECT id FROM product')).length).toBeGreaterThanOrEqual(9);
  console.log(`backup during ${during} concurrent sign-ups: ${emails.length} subscribers in the copy`);
});

it('fails with a non-zero exit when the database is not a sound SQLite file', async () => {
  const broken = path.join(temp.dir, 'broken.sqlite');
  fs.writeFileSync(broken, 'this is not a database, just text that ends up where one was expected');
  const result = await runBackup({ DATABASE_URL: broken, BACKUP_DIR: backupDir });
  expect(result.status).not.toBe(0);
  expect(result.output).toMatch(/Backup FAILED: .*not a database/);
  const missing = await runBackup({ DATABASE_URL: path.join(temp.dir, 'nowhere.sqlite'), BACKUP_DIR: backupDir });
  expect(missing.status).toBe(1);
});

it('says pg_dump is the tool for a PostgreSQL DATABASE_URL, never printing its password', () => {
  const result = spawnSync(process.execPath, ['tools/scripts/backup.mjs'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'], DATABASE_URL: 'postgres://bcg:hunter2-secret@127.0.0.1:1/bcg', BACKUP_DIR: backupDir },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/pg_dump/);
  expect(result.stderr + result.stdout).not.toContain('hunter2-secret');
});
