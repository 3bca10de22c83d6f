import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, test, type Page } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady } from './support/page-helpers';

// /blog a page at a time on a phone: the seed's posts and 40 generated ones (`main.js --seed-large=0,40,0,0`, one in
// ten a draft) on a server of the test's own, page 2 reached by its link with JavaScript off and on.
const server = new OwnServer(path.join(freshDirectory('blog-pages'), 'blog.sqlite'));
const PAGE_SIZE = 12;

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  execFileSync(process.execPath, ['dist/apps/api/main.js', '--seed-large=0,40,0,0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: server.databaseFile, ADMIN_PASSWORD: 'blog-pages-admin-password', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  await server.start();
});
test.afterAll(() => server.stop());

const cards = (page: Page) => page.getByTestId('blog-grid').locator(':scope > *');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectSecondPage(page: Page) {
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(/Page 2 of \d+\./)).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('page 2 is a link in the server HTML, with its own canonical URL and title', async ({ page }) => {
    await page.goto(`${server.url}/blog`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
    await expectSecondPage(page);
    await expect(page).toHaveTitle(/^Bulldog Collar Blog, Page 2 of \d+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);
  });
});

test.describe('with JavaScript', () => {
  test('page 2 by its link once the page has hydrated, and back to page 1', async ({ page }) => {
    await gotoReady(page, `${server.url}/blog`);
    const firstCard = await cards(page).first().textContent();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expectSecondPage(page);
    expect(await cards(page).first().textContent()).not.toBe(firstCard);
    await expect(page).toHaveTitle(/^Bulldog Collar Blog, Page 2 of \d+/);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first()).toHaveText(firstCard ?? '');
  });
});
