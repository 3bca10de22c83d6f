import fs from 'node:fs';
import path from 'node:path';
import { postJson, startServer, temporaryDirectory } from './support/built-server';
import { queryFile } from './support/sqlite-file';

const temp = temporaryDirectory('bcg-dbfile-');
afterAll(() => temp.remove());

interface Outcome {
  email: string;
  status: number;
  retryAfter: string | null;
  /** Sent after the database file was deleted. */
  afterDelete: boolean;
}

async function signUp(url: string, email: string): Promise<{ status: number; retryAfter: string | null }> {
  try {
    const response = await fetch(`${url}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

it('refuses writes with 503 from the moment the database file is deleted, fails readiness, and will not restart on an empty database', async () => {
  const file = path.join(temp.dir, 'deleted.sqlite');
  const server = await startServer({ databaseUrl: file, env: { SUBSCRIBE_RATE_LIMIT: '1000000/3600' } });
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  // Six clients sign up without pause; the file is deleted once 60 sign-ups are in, and they go on for 120 more.
  const outcomes: Outcome[] = [];
  let deleted = false;
  let onProgress: () => void = () => undefined;
  const worker = async (w: number) => {
    for (let i = 0; outcomes.filter((outcome) => outcome.afterDelete).length < 120; i++) {
      const email = `deleted-${w}-${i}@example.com`;
      const afterDelete = deleted;
      outcomes.push({ email, afterDelete, ...(await signUp(server.url, email)) });
      onProgress();
    }
  };
  const reached60 = new Promise<void>((resolve) => (onProgress = () => outcomes.length >= 60 && resolve()));
  const stream = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
  await reached60;
  fs.unlinkSync(file);
  deleted = true;
  await stream;

  const before = outcomes.filter((outcome) => !outcome.afterDelete);
  const after = outcomes.filter((outcome) => outcome.afterDelete);
  expect(before.filter((outcome) => outcome.status === 200).length).toBeGreaterThanOrEqual(60 - 6);
  // Before the fix every one of these was a 200 written into the unlinked file, and lost.
  expect(new Set(after.map((outcome) => `${outcome.status} ${outcome.retryAfter}`))).toEqual(new Set(['503 30']));

  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { databaseFile: 'fail', writable: 'fail' } });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.output().match(/DATABASE FILE MISSING/g)).toHaveLength(1);
  await server.stop();
  expect(server.child.exitCode).toBe(0);

  // The path held a database: a restart refuses to create an empty one in its place...
  await expect(startServer({ databaseUrl: file })).rejects.toThrow(
    /exited \(1\)[\s\S]*Not starting: The database file .*deleted\.sqlite is missing, but a database was created there before/,
  );
  expect(fs.existsSync(file)).toBe(false);
  // ...unless told to.
  const fresh = await startServer({ databaseUrl: file, env: { ALLOW_NEW_DATABASE: 'true' } });
  await fresh.stop();
  expect(await queryFile(file, 'SELECT email FROM email_subscriber')).toEqual([]);
});

it('refuses to start on a read-only database file, saying so', async () => {
  const file = path.join(temp.dir, 'read-only.sqlite');
  const server = await startServer({ databaseUrl: file });
  expect((await postJson(`${server.url}/api/subscribe`, { email: 'kept@example.com' })).status).toBe(200);
  await server.stop();
  fs.chmodSync(file, 0o444);
  await expect(startServer({ databaseUrl: file })).rejects.toThrow(
    /exited \(1\)[\s\S]*Not starting: The database file .*read-only\.sqlite is read-only/,
  );
  fs.chmodSync(file, 0o644);
});
