import path from 'node:path';
import { headerOf, startSmtpSink, type SmtpSink } from '@bcg/server/mail/testing';
import type { ParsedMail } from 'mailparser';
import { postJson, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';
import { queryFile } from './support/sqlite-file';

// The outbox end to end: the built server, a real SMTP server (smtp-server) on loopback, messages read with mailparser.
const SITE = 'https://bulldogs.example';
const temp = temporaryDirectory('bcg-mail-');
afterAll(() => temp.remove());

/** The server's settings for these tests: quick polls and retries, so waiting on conditions stays short. */
const mailEnv = (smtpUrl: string | undefined, extra: Record<string, string> = {}) => ({
  SITE_URL: SITE,
  SUBSCRIBE_RATE_LIMIT: '1000000/3600',
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '100',
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  ...extra,
});

/** A link of an email, made to point at the test server (the emails name SITE_URL). */
const onServer = (server: ServerProcess, link: string) => server.url + link.slice(SITE.length);
const messagesTo = (sink: SmtpSink, address: string) =>
  sink.messages.filter((message) => message.to && 'text' in message.to && message.to.text === address);
const linkIn = (message: ParsedMail | undefined, pattern: RegExp) => pattern.exec(message?.text ?? '')?.[0] ?? '';

/** Polls the server's database file until `condition` holds on the rows of `sql` (the server writes it, not us). */
async function waitForRows<T>(file: string, sql: string, condition: (rows: T[]) => boolean, timeoutMs = 30_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await queryFile<T>(file, sql);
    if (condition(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`Timed out waiting on ${sql}: ${JSON.stringify(rows).slice(0, 500)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a sign-up followed through to the inbox', () => {
  let sink: SmtpSink;
  let server: ServerProcess;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({ databaseUrl: path.join(temp.dir, 'flow.sqlite'), env: mailEnv(sink.url) });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it('confirmation with a working link, the guide with both unsubscribe headers, one-click unsubscribe, then no more mail', async () => {
    const address = 'reader@example.com';
    expect((await postJson(`${server.url}/api/subscribe`, { email: address, leadMagnet: 'bulldog-sizing-guide' })).status).toBe(200);
    await sink.waitFor(() => messagesTo(sink, address).length === 1, 30_000, 'the confirmation email');
    const confirmation = messagesTo(sink, address)[0];
    expect(confirmation?.subject).toBe('Confirm your email to get the bulldog sizing guide');
    const confirmLink = linkIn(confirmation, /https:\/\/bulldogs\.example\/subscribe\/confirm\?token=[\w-]{43}/);
    expect(confirmLink).not.toBe('');
    expect(confirmation?.html).toContain(`href="${confirmLink}"`);

    // The link, as a browser follows it: a redirect to the page that says what happened.
    const clicked = await fetch(onServer(server, confirmLink), { redirect: 'manual' });
    expect(clicked.status).toBe(303);
    expect(clicked.headers.get('location')).toBe('/subscribe/confirmed?outcome=confirmed');
    const page = await fetch(server.url + clicked.headers.get('location'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your email is confirmed');
    // SMTP_URL is set here: the page may promise the inbox.
    expect(html).toContain('it should be in your inbox within a few minutes');

    await sink.waitFor(() => messagesTo(sink, address).length === 2, 30_000, 'the sizing guide');
    const guide = messagesTo(sink, address)[1];
    expect(guide?.subject).toBe('Your bulldog collar sizing guide');
    expect(guide?.html).toContain('Size chart');
    expect(guide?.text).toContain(`${SITE}/sizing-guide`);
    const listUnsubscribe = guide ? headerOf(guide, 'List-Unsubscribe') : undefined;
    expect(listUnsubscribe).toMatch(/^<https:\/\/bulldogs\.example\/api\/unsubscribe\?token=[\w-]{43}>$/);
    expect(guide && headerOf(guide, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(guide?.messageId).not.toBe(confirmation?.messageId);

    // RFC 8058: what a mail provider's button does. No cookie, no session, another origin, a form body.
    const oneClick = await fetch(onServer(server, listUnsubscribe?.slice(1, -1) ?? ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    // Nothing more: the used confirmation link sends nothing, and a later email to someone else arrives alone.
    await fetch(onServer(server, confirmLink), { redirect: 'manual' });
    expect((await postJson(`${server.url}/api/subscribe`, { email: 'later@example.com' })).status).toBe(200);
    await sink.waitFor(() => messagesTo(sink, 'later@example.com').length === 1, 30_000, 'the later email');
    expect(messagesTo(sink, address)).toHaveLength(2);
  });
});

it('delivers what was queued while the SMTP server was down, once it is back, each email once', async () => {
  // A free port with nothing listening on it: the SMTP server is down.
  const probe = await startSmtpSink();
  const { port } = probe;
  await probe.close();
  const databaseFile = path.join(temp.dir, 'down-up.sqlite');
  const server = await startServer({ databaseUrl: databaseFile, env: mailEnv(`smtp://127.0.0.1:${port}`) });
  let sink: SmtpSink | undefined;
  try {
    const addresses = ['down1@example.com', 'down2@example.com', 'down3@example.com'];
    for (const email of addresses) expect((await postJson(`${server.url}/api/subscribe`, { email })).status).toBe(200);
    const failing = await waitForRows<{ attempts: number; lastError: string | null }>(
      databaseFile,
      'SELECT attempts, lastError FROM outbox_email',
      (rows) => rows.length === 3 && rows.every((row) => row.attempts >= 2 && row.lastError !== null),
    );
    expect(failing[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    sink = await startSmtpSink({ port });
    await sink.waitFor(() => sink!.messages.length >= 3, 30_000, 'the queued emails');
    await waitForRows<{ status: string }>(databaseFile, 'SELECT status FROM outbox_email', (rows) =>
      rows.every((row) => row.status === 'sent'),
    );
    expect(sink.messages.map((message) => message.to && 'text' in message.to && message.to.text).sort()).toEqual(addresses);
  } finally {
    await server.stop();
    await sink?.close();
  }
});

it('finishes the email in hand on SIGTERM, records it, and exits cleanly', async () => {
  const databaseFile = path.join(temp.dir, 'sigterm.sqlite');
  let server: ServerProcess | undefined;
  // SIGTERM arrives while the first email is in its SMTP transaction (received, not yet acknowledged).
  const sink = await startSmtpSink({ beforeAccept: () => server?.child.kill('SIGTERM') });
  try {
    server = await startServer({ databaseUrl: databaseFile, env: mailEnv(sink.url) });
    expect((await postJson(`${server.url}/api/subscribe`, { email: 'sigterm@example.com' })).status).toBe(200);
    await server.exited;
    expect(server.child.exitCode).toBe(0);
    expect(sink.messages).toHaveLength(1);
    expect(await queryFile(databaseFile, 'SELECT status, attempts FROM outbox_email')).toEqual([{ status: 'sent', attempts: 1 }]);
  } finally {
    server?.child.kill('SIGKILL');
    await sink.close();
  }
});

// Each round kills a server in the middle of an SMTP transaction (after one to six more sends), and the next one must
// resend what it held. Five rounds over 50 queued emails show that as 20 over 200 did, and still leave the last server
// emails of its own to send; each round starts a server process, and 20 of them took over two minutes.
const KILL_ROUNDS = 5;
const QUEUED = 50;

it(`delivers every one of ${QUEUED} queued emails when the server is killed with SIGKILL mid-send, ${KILL_ROUNDS} times`, async () => {
  const databaseFile = path.join(temp.dir, 'kill.sqlite');
  // Queue them with no SMTP server configured: nothing leaves, everything waits in the outbox.
  const filler = await startServer({ databaseUrl: databaseFile, env: mailEnv(undefined) });
  for (let index = 0; index < QUEUED; index += 10) {
    const batch = Array.from({ length: 10 }, (_, offset) =>
      postJson(`${filler.url}/api/subscribe`, { email: `queued-${index + offset}@example.com` }),
    );
    for (const { status } of await Promise.all(batch)) expect(status).toBe(200);
  }
  await filler.stop();
  const queued = new Set(
    (await queryFile<{ messageId: string }>(databaseFile, 'SELECT messageId FROM outbox_email')).map((row) => row.messageId),
  );
  expect(queued.size).toBe(QUEUED);

  let current: ServerProcess | undefined;
  let killAt = Infinity;
  const sink = await startSmtpSink({
    // Killed while an email is in the middle of its SMTP transaction: received, not yet acknowledged.
    beforeAccept: () => {
      if (current && sink.messages.length + 1 >= killAt) {
        current.child.kill('SIGKILL');
        current = undefined;
      }
    },
  });
  // Short leases: an email a killed server held is taken again soon (and sent again with its Message-ID).
  const env = mailEnv(sink.url, { MAIL_LEASE_MS: '300' });
  try {
    for (let round = 1; round <= KILL_ROUNDS; round++) {
      const server = await startServer({ databaseUrl: databaseFile, env });
      // Each round lets a few more through before the kill (the first ones may have arrived while it started).
      killAt = Math.max(sink.messages.length, 0) + 1 + Math.floor(Math.random() * 6);
      current = server;
      await server.exited;
    }
    const last = await startServer({ databaseUrl: databaseFile, env });
    await sink.waitFor(() => new Set(sink.messages.map((message) => message.messageId)).size >= QUEUED, 60_000, 'every queued email');
    // The sink has the last email before the server has recorded it as sent: stopping now would leave it "sending"
    // (sent again after the lease, so never lost, but the count below would be early).
    await waitForRows<{ status: string }>(databaseFile, 'SELECT status FROM outbox_email', (rows) =>
      rows.every((row) => row.status === 'sent'),
    );
    await last.stop();
  } finally {
    current?.child.kill('SIGKILL');
    await sink.close();
  }
  const delivered = sink.messages.map((message) => message.messageId ?? '');
  const distinct = new Set(delivered);
  console.log(`${KILL_ROUNDS} kills: ${delivered.length} deliveries of ${distinct.size} distinct Message-IDs (${QUEUED} queued)`);
  expect(distinct.size).toBe(QUEUED);
  expect([...distinct].filter((id) => !queued.has(id))).toEqual([]);
  const statuses = await queryFile<{ status: string; n: number }>(
    databaseFile,
    'SELECT status, COUNT(*) AS n FROM outbox_email GROUP BY status',
  );
  expect(statuses).toEqual([{ status: 'sent', n: QUEUED }]);
});
