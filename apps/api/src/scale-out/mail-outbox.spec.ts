import { openDatabase } from '@bcg/server/core';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@bcg/server/core/testing';
import { Outbox } from '@bcg/server/mail';
import { startSmtpSink, type SmtpSink } from '@bcg/server/mail/testing';
import type { DataSource } from 'typeorm';
import { ENTITIES } from '../app/entities';
import { startApiProcess, type ApiProcess } from './testing/api-process';

/*
 * Two API servers (built, each its own process) deliver one PostgreSQL outbox to one SMTP server: each claims due
 * emails with FOR UPDATE SKIP LOCKED, so in normal operation no email is sent twice, while both keep sending.
 */
const QUEUED_BEFORE_START = 300;
const SIGN_UPS_WHILE_SENDING = 60;

let database: TestDatabase;
let db: DataSource;
let sink: SmtpSink;
const servers: ApiProcess[] = [];

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') {
    throw new Error('The scale-out test needs TEST_POSTGRES_URL: run it through `npm run test:pg`, which starts PostgreSQL');
  }
  database = await createTestDatabase('postgres', { empty: true });
  db = await openDatabase(database.url, ENTITIES);
  sink = await startSmtpSink();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (db?.isInitialized) await db.destroy();
  await database?.drop();
  await sink?.close();
});

it('two servers on one outbox deliver every email, none twice', async () => {
  const outbox = new Outbox(db, { siteUrl: 'https://bulldogs.example' });
  await db.transaction(async (manager) => {
    for (let index = 0; index < QUEUED_BEFORE_START; index++) {
      await outbox.enqueue(manager, { kind: 'test', to: `reader-${index}@example.com`, subject: `Email ${index}`, text: 'Hello' });
    }
  });
  const env = {
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: 'scale-out-admin-password',
    SITE_URL: 'https://bulldogs.example',
    SMTP_URL: sink.url,
    SUBSCRIBE_RATE_LIMIT: '1000000/3600',
    MAIL_POLL_MS: '50',
  };
  servers.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
  // More emails queued through both servers while they send.
  for (let index = 0; index < SIGN_UPS_WHILE_SENDING; index++) {
    const server = servers[index % 2] as ApiProcess;
    const response = await fetch(`${server.origin}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `signup-${index}@example.com` }),
    });
    expect(response.status).toBe(200);
  }
  const total = QUEUED_BEFORE_START + SIGN_UPS_WHILE_SENDING;
  await sink.waitFor(() => sink.messages.length >= total, 60_000, 'every email');
  await Promise.all(servers.splice(0).map((server) => server.stop()));

  const ids = sink.messages.map((message) => message.messageId);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  const statuses: { status: string; n: number }[] = await db.query('SELECT status, COUNT(*)::int AS n FROM outbox_email GROUP BY status');
  expect(statuses).toEqual([{ status: 'sent', n: total }]);
}, 120_000);
