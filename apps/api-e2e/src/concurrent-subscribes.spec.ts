import path from 'node:path';
import { postJson, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';
import { queryFile } from './support/sqlite-file';

const temp = temporaryDirectory('bcg-concurrency-');
const databaseFile = path.join(temp.dir, 'concurrency.sqlite');
let server: ServerProcess;

beforeAll(async () => {
  // The sign-up limit is per client and every request here comes from 127.0.0.1: raised for this test only.
  server = await startServer({ databaseUrl: databaseFile, env: { SUBSCRIBE_RATE_LIMIT: '100000/3600' } });
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

it('1000 concurrent sign-ups with 10% duplicates: exactly 900 rows, no 5xx, no SQLITE_BUSY', async () => {
  const unique = Array.from({ length: 900 }, (_, i) => `load-${i}@example.com`);
  // Every 9th address is sent a second time, with different case in the domain and spaces (same normalised address).
  const duplicates = Array.from({ length: 100 }, (_, i) => `  load-${i * 9}@EXAMPLE.com `);
  const emails = [...unique, ...duplicates].sort(() => Math.random() - 0.5);

  const started = Date.now();
  const responses = await Promise.all(
    emails.map((email) => postJson(`${server.url}/api/subscribe`, { email, leadMagnet: 'bulldog-sizing-guide' })),
  );
  const seconds = (Date.now() - started) / 1000;

  const statuses = responses.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );
  console.log(`1000 concurrent sign-ups in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}`);
  expect(statuses).toEqual({ 200: 1000 });
  expect(responses.filter(({ text }) => /SQLITE|BUSY|locked/i.test(text))).toEqual([]);
  expect(server.output()).not.toMatch(/SQLITE_BUSY|database is locked/);

  const rows = await queryFile<{ email: string }>(databaseFile, 'SELECT email FROM email_subscriber');
  console.log(`email_subscriber rows: ${rows.length}`);
  expect(rows).toHaveLength(900);
  expect(new Set(rows.map((row) => row.email))).toEqual(new Set(unique));
});
