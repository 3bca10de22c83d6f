import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '@bcg/server/mail/testing';
import { FAKE_CREDENTIAL, FAKE_PARTNER_TAG, SEED_CATALOGUE, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import type { ParsedMail } from 'mailparser';
import { PROCESS_ADMIN_PASSWORD, postJson, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

// The parts that meet in one real server on SQLite (one writer): a sign-up, a price alert fired by the retailer sync,
// a newsletter send and a sync, one after another in two orders and then all at once, while a reader's requests
// keep being answered. A query made outside the transaction it was handed once hung every later request here.
const SITE = 'https://bulldogs.example';
/** The longest a reader's request may take while the other parts run. */
const ANSWER_WITHIN_MS = 1000;
const temp = temporaryDirectory('bcg-together-');
afterAll(() => temp.remove());

let sink: SmtpSink;
let fake: FakeCreatorsApi;
let server: ServerProcess;
let adminHeaders: Record<string, string>;
const databaseUrl = path.join(temp.dir, 'together.sqlite');

/** Starts the server on the test's database (again: a fresh process remembers nothing it read before). */
async function start(): Promise<void> {
  server = await startServer({
    databaseUrl,
    env: {
      SITE_URL: SITE,
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_POSTAL_ADDRESS: '12 Wrinkle Lane, Springfield, IL 62701, USA',
      SUBSCRIBE_RATE_LIMIT: '1000000/3600',
      PRICE_ALERT_RATE_LIMIT: '1000000/3600',
      NEWSLETTER_SEND_RATE_PER_MINUTE: '6000',
      AFFILIATE_TAG: FAKE_PARTNER_TAG,
      AMAZON_API_URL: fake.url,
      AMAZON_TOKEN_URL: fake.tokenUrl,
      AMAZON_CREDENTIAL_VERSION: '2.1',
      AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
      AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
      RETAILER_SYNC_SPEED: '100',
    },
  });
  const login = await postJson(`${server.url}/api/admin/login`, { password: PROCESS_ADMIN_PASSWORD });
  adminHeaders = { authorization: `Bearer ${(JSON.parse(login.text) as { sessionId: string }).sessionId}` };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  fake = await startFakeCreatorsApi({ partnerTag: FAKE_PARTNER_TAG });
  await start();
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await sink?.close();
});

/** A reader's requests, every 100 ms until stopped: each must answer within ANSWER_WITHIN_MS. */
function readerKeepsBrowsing(): { stop: () => Promise<string[]> } {
  const slow: string[] = [];
  let running = true;
  let count = 0;
  const timed = async (label: string, request: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      const took = performance.now() - started;
      if (took > ANSWER_WITHIN_MS || response.status >= 500) slow.push(`${label}: ${response.status} after ${Math.round(took)} ms`);
    } catch (error) {
      slow.push(`${label}: no answer after ${Math.round(performance.now() - started)} ms (${String(error)})`);
    }
  };
  const loop = (async () => {
    while (running) {
      count += 1;
      const signal = AbortSignal.timeout(5000);
      await Promise.all([
        timed('GET /readyz', () => fetch(`${server.url}/readyz`, { signal })),
        // Cached, and rendered from the database again after each change the sync or a send makes.
        timed('GET /collars', () => fetch(`${server.url}/collars`, { signal })),
        timed('POST /api/subscribe', () =>
          fetch(`${server.url}/api/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `browser${count}@example.com`, leadMagnet: 'bulldog-sizing-guide' }),
            signal,
          }),
        ),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return slow;
    },
  };
}

const messagesTo = (address: string) =>
  sink.messages.filter((message) => message.to && 'text' in message.to && message.to.text === address);
const linkIn = (message: ParsedMail | undefined, pattern: RegExp) => pattern.exec(message?.text ?? '')?.[0] ?? '';
const onServer = (link: string) => server.url + link.slice(SITE.length);

async function waitForMail(address: string, subject: RegExp, what: string): Promise<ParsedMail> {
  await sink.waitFor(() => messagesTo(address).some((message) => subject.test(message.subject ?? '')), 30_000, what);
  return messagesTo(address).find((message) => subject.test(message.subject ?? '')) as ParsedMail;
}

/** An owner's POST; one that is not answered within 20 s fails (a hung server never answers). */
async function adminPost(urlPath: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...adminHeaders },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  }).catch((error: unknown) => {
    throw new Error(`POST ${urlPath} was not answered: ${String(error)}`);
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${urlPath}: ${response.status} ${text}`);
  return JSON.parse(text);
}

interface AdminProductRow {
  id: number;
  slug: string;
  amazonAsin: string;
}

async function collarOf(asin: string): Promise<AdminProductRow> {
  const response = await fetch(`${server.url}/api/products`);
  const products = (await response.json()) as AdminProductRow[];
  const product = products.find((row) => row.amazonAsin === asin);
  if (!product) throw new Error(`No collar with ASIN ${asin}`);
  return product;
}

/** A sign-up confirmed from its email: the address then gets newsletters and alerts without asking again. */
async function confirmedReader(address: string): Promise<void> {
  expect((await postJson(`${server.url}/api/subscribe`, { email: address, leadMagnet: 'bulldog-sizing-guide' })).status).toBe(200);
  const confirmation = await waitForMail(address, /^Confirm your email/, `the confirmation email to ${address}`);
  const link = linkIn(confirmation, /https:\/\/bulldogs\.example\/subscribe\/confirm\?token=[\w-]{43}/);
  expect((await fetch(onServer(link), { redirect: 'manual' })).status).toBe(303);
  await waitForMail(address, /^Your bulldog collar sizing guide/, `the sizing guide to ${address}`);
}

/** A reader's alert a little under the collar's price, confirmed from the email that asks. */
async function alertSet(address: string, asin: string, listed: number): Promise<void> {
  const collar = await collarOf(asin);
  await adminPost(`/api/admin/products/${collar.id}/refresh`);
  const alert = await postJson(`${server.url}/api/price-alerts`, { email: address, productSlug: collar.slug, below: listed - 5 });
  expect(alert.status).toBe(200);
  const confirmation = await waitForMail(address, /^Confirm your price alert/, `the alert confirmation to ${address}`);
  const link = linkIn(confirmation, /https:\/\/bulldogs\.example\/price-alerts\/confirm\?token=[\w-]+/);
  expect((await fetch(onServer(link), { redirect: 'manual' })).status).toBeLessThan(400);
}

/** The retailer's price drops under the alert; the owner's "Refresh" checks the collar and the alert email arrives. */
async function alertFires(address: string, asin: string, listed: number): Promise<void> {
  fake.control.setItem(asin, { amount: listed - 10 });
  await adminPost(`/api/admin/products/${(await collarOf(asin)).id}/refresh`);
  const dropped = `$${(listed - 10).toFixed(2)}`;
  await sink.waitFor(
    () => messagesTo(address).some((message) => (message.subject ?? '').includes(dropped)),
    30_000,
    `the price alert to ${address}`,
  );
}

/** An issue linking a collar at the retailer, written, tested and sent; every confirmed reader gets it. */
async function newsletterSent(subject: string, readers: string[]): Promise<void> {
  const issue = (await adminPost('/api/admin/newsletters', {
    subject,
    markdown: `Measure the neck two fingers loose before you order. This week: [a padded collar](https://www.amazon.com/dp/${collar(1).asin}).`,
  })) as { id: number };
  await adminPost(`/api/admin/newsletters/${issue.id}/test`, { email: 'owner@example.com' });
  await adminPost(`/api/admin/newsletters/${issue.id}/send`);
  for (const reader of readers) await waitForMail(reader, new RegExp(`^${subject}$`), `the issue "${subject}" to ${reader}`);
}

/** "Refresh all now" and every collar checked again. */
async function fullSync(): Promise<void> {
  const before = fake.control.counts().itemsRequested;
  await adminPost('/api/admin/retailer/refresh');
  const deadline = Date.now() + 60_000;
  while (fake.control.counts().itemsRequested < before + SEED_CATALOGUE.length) {
    if (Date.now() > deadline) throw new Error('The sync did not check every collar within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const collar = (index: number) => SEED_CATALOGUE[index] as { asin: string; amount: number };

/**
 * Restarts the server, then runs `steps` in the fresh process (whose first database work is theirs, as after a
 * deploy: the preference links' signing key, say, is not read yet) while a reader keeps browsing from a second after
 * they began; answers what the reader waited too long for.
 */
async function inFreshProcess(steps: () => Promise<void>): Promise<string[]> {
  await server.stop();
  await start();
  const running = steps();
  // The reader comes a moment later: the steps' first work is the first to need what the process reads once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reader = readerKeepsBrowsing();
  const failure = await running.then(
    () => undefined,
    (error: unknown) => error,
  );
  const slow = await reader.stop();
  if (failure) throw new Error(`${String(failure)}\nMeanwhile the reader waited on: ${slow.join('; ') || 'nothing'}`);
  return slow;
}

describe('a sign-up, a price alert, a newsletter send and a sync in one server on SQLite', () => {
  it('each runs to its end in either order and all at once, and a reader is answered within 1 s throughout', async () => {
    const confirmed = ['first@example.com', 'second@example.com'];
    for (const address of confirmed) await confirmedReader(address);
    await alertSet('first@example.com', collar(0).asin, collar(0).amount);
    await alertSet('second@example.com', collar(2).asin, collar(2).amount);
    const slow: string[] = [];

    // An alert, a send, a sync and a sign-up, one after another.
    slow.push(
      ...(await inFreshProcess(async () => {
        await alertFires('first@example.com', collar(0).asin, collar(0).amount);
        await newsletterSent('Winter collars for wrinkly necks', confirmed);
        await fullSync();
        await confirmedReader('third@example.com');
        confirmed.push('third@example.com');
      })),
    );
    // The other way round.
    await alertSet('third@example.com', collar(3).asin, collar(3).amount);
    slow.push(
      ...(await inFreshProcess(async () => {
        await newsletterSent('Harness or collar for a Frenchie', confirmed);
        await fullSync();
        await alertFires('second@example.com', collar(2).asin, collar(2).amount);
        await confirmedReader('fourth@example.com');
      })),
    );
    // All four at once.
    slow.push(
      ...(await inFreshProcess(async () => {
        await Promise.all([
          alertFires('third@example.com', collar(3).asin, collar(3).amount),
          newsletterSent('Sizing an American bulldog puppy', confirmed),
          fullSync(),
          confirmedReader('fifth@example.com'),
        ]);
      })),
    );
    expect(slow).toEqual([]);
    expect(server.output()).not.toMatch(/QueryOutsideTransactionError|outside the transaction/);
  });
});
