import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, test, type Page } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady, watchConsole } from './support/page-helpers';

// The admin's subscriber table a page at a time, sorted and searched by the server: a few hundred generated
// subscribers (`main.js --seed-large=0,0,300,0`) on a server of the test's own, at phone and desktop size.
const PASSWORD = 'admin-tables-password';
const server = new OwnServer(path.join(freshDirectory('admin-tables'), 'admin-tables.sqlite'));
const PAGE_SIZE = 25;

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  execFileSync(process.execPath, ['dist/apps/api/main.js', '--seed-large=0,0,300,0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: server.databaseFile, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  await server.start({ ADMIN_PASSWORD: PASSWORD });
});
test.afterAll(() => server.stop());

const rows = (page: Page) => page.getByTestId('subscriber-row');
const addresses = async (page: Page) =>
  (await rows(page).locator('td[data-label="Email Address"]').allTextContents()).map((text) => text.trim());
const pager = (page: Page) => page.getByRole('navigation', { name: 'Subscriber pages' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('subscribers: page 2, sort by address and search, all on the server @layout', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await gotoReady(page, `${server.url}/admin/login`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const tab = page.getByRole('tab', { name: /Email Subscribers \(\d+\)/ });
  // The count comes with the dashboard's query (it shows 0 until then).
  await expect(tab).toHaveText(/\([1-9]\d*\)/);
  const total = Number((await tab.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(300);
  const pages = Math.ceil(total / PAGE_SIZE);
  await tab.click();
  await expect(pager(page)).toContainText(`Page 1 of ${pages} (${total} subscribers)`);
  await expect(rows(page)).toHaveCount(PAGE_SIZE);
  const first = await addresses(page);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toContainText(`Page 2 of ${pages}`);
  await expect(rows(page)).toHaveCount(PAGE_SIZE);
  await expect.poll(async () => (await addresses(page)).some((address) => first.includes(address))).toBe(false);
  if (testInfo.project.name === 'phone') expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Sorting goes back to page 1, A to Z: by the column header on a desktop, by the sort select on a phone (where the
  // header row is hidden and each row is a card).
  if (testInfo.project.name === 'phone') {
    await page.getByLabel('Sort').selectOption('EMAIL_ASC');
  } else {
    await page.getByRole('button', { name: 'Email Address' }).click();
    await expect(page.getByRole('columnheader', { name: /Email Address/ })).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect(pager(page)).toContainText(`Page 1 of ${pages}`);
  await expect.poll(async () => (await addresses(page))[0]).not.toBe(first[0]);
  const sorted = await addresses(page);
  expect(sorted).toEqual([...sorted].sort());

  // reader25 is in reader25 and reader250 to reader259: eleven addresses, on one page.
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill('reader25');
  await expect(pager(page)).toContainText('Page 1 of 1 (11 subscribers)');
  await expect(rows(page)).toHaveCount(11);
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill('nobody-at-all');
  await expect(page.getByText('No subscribers match "nobody-at-all".')).toBeVisible();
  expect(problems).toEqual([]);
});
