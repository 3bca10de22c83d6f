import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, request, test, type Page } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady, seriousAxeViolations, watchConsole } from './support/page-helpers';

// What the owner sees of the retailer: on a server of the test's own whose credentials point at the fake Creators API
// (one collar's ASIN no longer known there, another nearly sold out), the link-health report and the editor's
// "Refresh now"; on the shared server, which has no credentials, the one sentence saying what to set.
const PASSWORD = 'retailer-desk-password';
const server = new OwnServer(path.join(freshDirectory('retailer-desk'), 'retailer-desk.sqlite'));
let fake: { process: ChildProcess; url: string; tokenUrl: string; credential: { id: string; secret: string } };

const GONE = { asin: 'B0D4HN8R3T', name: 'CloudRest Padded Neoprene Collar' };
const SCARCE = { asin: 'B0BV6P1L5W', name: 'TrailGuard Reflective Martingale Collar' };

test.describe.configure({ timeout: 60_000 });
/** Starts the fake Creators API as its own process (the way the demo runs it), on a free port, and reads its settings. */
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

/** Sets how the fake answers for some ASINs (its POST /__control). */
async function setItems(items: Record<string, object>): Promise<void> {
  const control = await request.newContext();
  expect((await control.post(`${fake.url}/__control`, { data: { items } })).ok()).toBe(true);
  await control.dispose();
}

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  fake = await startFake();
  await setItems({
    [GONE.asin]: { known: false },
    [SCARCE.asin]: { availability: { type: 'IN_STOCK_SCARCE', message: 'Only 3 left in stock - order soon.' } },
  });
  await server.start({
    ADMIN_PASSWORD: PASSWORD,
    AMAZON_API_URL: fake.url,
    AMAZON_TOKEN_URL: fake.tokenUrl,
    AMAZON_CREDENTIAL_VERSION: '2.1',
    AMAZON_CREDENTIAL_ID: fake.credential.id,
    AMAZON_CREDENTIAL_SECRET: fake.credential.secret,
  });
});
test.afterAll(async () => {
  await server.stop();
  fake?.process.kill('SIGTERM');
});

async function logInToOwnServer(page: Page) {
  await gotoReady(page, `${server.url}/admin/login`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('the owner refreshes every link, opens the link-health report and reaches the broken one’s editor @layout', async ({ page }) => {
  const problems = watchConsole(page);
  await logInToOwnServer(page);
  await page.getByRole('tab', { name: 'Retailer' }).click();
  const sync = page.getByRole('region', { name: 'Retailer sync' });
  await expect(sync).toContainText('every hour');
  await sync.getByRole('button', { name: 'Refresh all now' }).click();
  await expect(page.getByTestId('retailer-refresh-progress')).toHaveText(/^All \d+ queued products are checked\.$/, { timeout: 30_000 });

  const report = page.getByRole('region', { name: 'Link health' });
  const row = report.getByTestId('link-health-row').filter({ hasText: GONE.name });
  await expect(row).toContainText('ASIN unknown at Amazon');
  await expect(row).toContainText(`ASIN ${GONE.asin}`);
  await expect(row).toContainText(/not accessible/i);
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The dashboard's home counts it and leads back to the report.
  await gotoReady(page, `${server.url}/admin/dashboard`);
  const notice = page.getByTestId('retailer-attention');
  await expect(notice).toHaveText(/^\d+ retailer links? needs? attention$/);
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\?tab=retailer$/);
  await page.getByRole('link', { name: `Edit ${GONE.name} (ASIN unknown at Amazon)` }).click();
  await expect(page).toHaveURL(/\?tab=products&edit=\d+$/);
  await expect(page.getByTestId('retailer-problem')).toContainText('ASIN unknown at Amazon since');
  expect(problems).toEqual([]);
});

test('"Refresh now" in the editor shows the new price and availability beside Amazon’s title', async ({ page }) => {
  const problems = watchConsole(page);
  await setItems({ [SCARCE.asin]: { amount: 33.25 } });
  await logInToOwnServer(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Edit ${SCARCE.name}`, exact: true }).click();
  const panel = page.getByTestId('product-retailer');
  await panel.getByRole('button', { name: 'Refresh now' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Checked at Amazon' })).toHaveText(
    /^Checked at Amazon: In stock, only a few left \(“Only 3 left in stock - order soon\.”\); price \$33\.25 as of /,
  );
  await expect(page.getByTestId('retailer-title')).toContainText('TrailGuard Reflective Martingale Collar for Dogs, Limited-Slip');
  // The form starts again from the stored product, the new price in it.
  await expect(page.getByLabel('Price')).toHaveValue('$33.25');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('without credentials the dashboard and "Refresh now" say in one sentence what to set', async ({ page }) => {
  const problems = watchConsole(page);
  await logIn(page);
  await page.getByRole('tab', { name: 'Retailer' }).click();
  const setup = page.getByTestId('retailer-setup');
  await expect(setup).toContainText('Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION');
  const sentence = (await setup.textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Refresh all now' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Products' }).click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByTestId('product-retailer').getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('product-retailer').getByRole('alert')).toHaveText(sentence);
  expect(problems).toEqual([]);
});
