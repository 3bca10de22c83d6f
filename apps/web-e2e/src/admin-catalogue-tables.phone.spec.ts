import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, test, type Page } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady, watchConsole } from './support/page-helpers';

// The admin's Products tab a page at a time on a phone: the starter catalogue and 40 generated products
// (`main.js --seed-large=40,0,0,0`) on a server of the test's own, so moving products disturbs no other test.
const PASSWORD = 'admin-catalogue-password';
const server = new OwnServer(path.join(freshDirectory('admin-catalogue'), 'admin-catalogue.sqlite'));
const PAGE_SIZE = 25;

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  execFileSync(process.execPath, ['dist/apps/api/main.js', '--seed-large=40,0,0,0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: server.databaseFile, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  await server.start({ ADMIN_PASSWORD: PASSWORD });
});
test.afterAll(() => server.stop());

const rows = (page: Page) => page.getByTestId('product-row');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Product pages' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('products: page 2 on a phone, and a product moved up across the page boundary', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoReady(page, `${server.url}/admin/login`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(pager(page)).toContainText(/Page 1 of 2 \(\d+ products\)/);
  const total = Number((await pager(page).textContent())?.match(/\((\d+) products\)/)?.[1]);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await expect(rows(page)).toHaveCount(PAGE_SIZE);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page)).toContainText(`Page 2 of 2 (${total} products)`);
  await expect(rows(page)).toHaveCount(total - PAGE_SIZE);
  const firstOfPage2 = page.getByRole('button', { name: new RegExp(`^Reorder .*, position ${PAGE_SIZE + 1} of ${total}$`) });
  await expect(firstOfPage2).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Up by one from the top of page 2: it becomes the last of page 1, and the page follows it.
  const name = (await firstOfPage2.getAttribute('aria-label'))?.match(/^Reorder (.*), position/)?.[1] ?? '';
  await page.getByRole('button', { name: `Move ${name} up`, exact: true }).click();
  await expect(pager(page)).toContainText(`Page 1 of 2 (${total} products)`);
  await expect(page.getByRole('button', { name: `Reorder ${name}, position ${PAGE_SIZE} of ${total}`, exact: true })).toBeFocused();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
