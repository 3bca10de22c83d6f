import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady, watchConsole } from './support/page-helpers';

// A reader asks to hear when a collar is cheaper, confirms from the email, and the alert fires when the retailer sync
// sees the drop: on a server of the test's own whose credentials point at the fake Creators API, whose price the
// test changes through its control.
const PASSWORD = 'price-alerts-password';
const server = new OwnServer(path.join(freshDirectory('price-alerts'), 'price-alerts.sqlite'));
const COLLAR = { asin: 'B0BV6P1L5W', name: 'TrailGuard Reflective Martingale Collar' };
const READER = 'alert-reader@example.com';
let fake: { process: ChildProcess; url: string; tokenUrl: string; credential: { id: string; secret: string } };
let api: APIRequestContext;
let session = '';

test.describe.configure({ timeout: 90_000 });

/** Starts the fake Creators API as its own process, on a free port, and reads its settings. */
async function startFake(): Promise<typeof fake> {
  const child = spawn(process.execPath, ['tools/retailer-fake/server.mjs', '--port', '0'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The fake Creators API exited (${code}): ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/AMAZON_CREDENTIAL_SECRET=\S+/.test(output)) resolve();
    });
  });
  const read = (name: string) => output.match(new RegExp(`${name}=(\\S+)`))?.[1] ?? '';
  return {
    process: child,
    url: read('AMAZON_API_URL'),
    tokenUrl: read('AMAZON_TOKEN_URL'),
    credential: { id: read('AMAZON_CREDENTIAL_ID'), secret: read('AMAZON_CREDENTIAL_SECRET') },
  };
}

/** Amazon's price of the collar now, in dollars (the fake's POST /__control). */
async function setAmazonPrice(amount: number): Promise<void> {
  expect((await api.post(`${fake.url}/__control`, { data: { items: { [COLLAR.asin]: { amount } } } })).ok()).toBe(true);
}

/** The sync checks the collar now (the owner's "Refresh now": Amazon's answer, stored by the sync). */
async function syncCollar(id: number): Promise<void> {
  const answer = await api.post(`${server.url}/api/admin/products/${id}/refresh`, { headers: { authorization: `Bearer ${session}` } });
  expect(answer.ok()).toBe(true);
}

interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}
async function emailsTo(address: string, kind: string): Promise<QueuedEmail[]> {
  const answer = await api.get(`${server.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${session}` } });
  return ((await answer.json()) as QueuedEmail[]).filter((email) => email.to === address && email.kind === kind);
}

let collarId = 0;
let collarSlug = '';
test.beforeAll(async () => {
  api = await request.newContext();
  fake = await startFake();
  await server.start({
    ADMIN_PASSWORD: PASSWORD,
    AMAZON_API_URL: fake.url,
    AMAZON_TOKEN_URL: fake.tokenUrl,
    AMAZON_CREDENTIAL_VERSION: '2.1',
    AMAZON_CREDENTIAL_ID: fake.credential.id,
    AMAZON_CREDENTIAL_SECRET: fake.credential.secret,
    CACHE_REVISION_CHECK_MS: '0',
  });
  session = ((await (await api.post(`${server.url}/api/admin/login`, { data: { password: PASSWORD } })).json()) as { sessionId: string })
    .sessionId;
  const products = (await (await api.get(`${server.url}/api/products`)).json()) as Array<{ id: number; slug: string; amazonAsin: string }>;
  const collar = products.find((product) => product.amazonAsin === COLLAR.asin);
  collarId = collar?.id ?? 0;
  collarSlug = collar?.slug ?? '';
  await setAmazonPrice(40);
  await syncCollar(collarId);
});
test.afterAll(async () => {
  await server.stop();
  fake?.process.kill('SIGTERM');
  await api?.dispose();
});

test('a reader sets a price alert on a review, confirms it from the email, and hears once when the sync sees the drop', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await gotoReady(page, `${server.url}/collars/${collarSlug}`);
  const form = page.getByRole('region', { name: 'Tell me when it is cheaper' });
  await expect(form).toContainText(`We email you once when the ${COLLAR.name} drops under $40.00 at Amazon`);
  await expect(form).toContainText('We store your address, this collar, your price and when an alert was sent');

  // The server's address rule speaks at the field; a price of 0 is refused in words; what was typed stays.
  await form.getByLabel('Email address').fill('alert-reader@example');
  await form.getByRole('button', { name: 'Set price alert' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
  await form.getByLabel('Email address').fill(READER);
  await form.getByLabel('Your price in dollars (optional)').fill('0');
  await form.getByRole('button', { name: 'Set price alert' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Your price \(below\) must be in dollars and cents, more than 0/);
  await expect(form.getByLabel('Email address')).toHaveValue(READER);

  // Left empty: below its current price.
  await form.getByLabel('Your price in dollars (optional)').fill('');
  await form.getByRole('button', { name: 'Set price alert' }).click();
  await expect(form.getByRole('status')).toContainText(`we email you once when ${COLLAR.name} drops to $39.99 or under at Amazon`);

  const [confirmation] = await emailsTo(READER, 'price-alert-confirmation');
  expect(confirmation?.subject).toBe(`Confirm your price alert for ${COLLAR.name}`);
  const link = /\/price-alerts\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
  await gotoReady(page, `${server.url}${link}`);
  await expect(page).toHaveURL(/\/price-alerts\/confirmed\?outcome=confirmed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your price alert is on');

  // Amazon's price drops: the sync's check fires the alert once, and a second check of the same price fires nothing.
  await setAmazonPrice(35.5);
  await syncCollar(collarId);
  await setAmazonPrice(35);
  await syncCollar(collarId);
  const fired = await emailsTo(READER, 'price-alert');
  expect(fired.map((email) => email.subject)).toEqual([`${COLLAR.name} fell from $40.00 to $35.50`]);
  expect(fired[0]?.text).toContain(`/collars/${collarSlug}`);
  expect(fired[0]?.text).toMatch(/when we checked at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  expect(problems).toEqual([]);
});
