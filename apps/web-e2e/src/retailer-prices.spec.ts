import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@bcg/testing/server-process';
import { expect, test, type Page } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady, watchConsole } from './support/page-helpers';

// What a reader sees once the retailer sync has answered: a fresh price with the time it was checked, a collar out of
// stock stepping out of the top picks, and the prices we saw. The sync's rows are written straight into a server of
// the test's own (tools/e2e/retailer-rows.mjs), as the sync writes them.
const directory = freshDirectory('retailer-prices');
const server = new OwnServer(path.join(directory, 'retailer.sqlite'));

const NOTICE = 'Product prices and availability are accurate as of the date/time indicated and are subject to change.';
const HISTORY_TITLE = 'Prices we saw at Amazon in the last 90 days';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = 24 * 60 * 60 * 1000;

/** "Nov 26, 2026, 2:05 PM UTC", as a reader should read the check time. */
function stamp(date: Date): string {
  const hours = date.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${clock} UTC`;
}
const day = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

interface Listed {
  slug: string;
  name: string;
  amazonAsin: string;
}
let catalogue: Listed[];
// Ten minutes ago, on the minute: fresh for the next 24 hours.
const checkedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
const seen = (daysAgo: number) => new Date(checkedAt.getTime() - daysAgo * DAY);
const synced = { priceCheckedAt: checkedAt, priceCurrency: 'USD', priceSource: 'retailer', availabilityCheckedAt: checkedAt };

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  await server.start({ CACHE_REVISION_CHECK_MS: '0', AFFILIATE_TAG: 'e2etag-20' });
  catalogue = (await (await fetch(`${server.url}/api/products`)).json()) as Listed[];
  const [outOfStock, inStock] = catalogue as [Listed, Listed];
  const rows = [
    {
      slug: outOfStock.slug,
      product: {
        ...synced,
        price: '$64.99',
        priceAmountCents: 6499,
        availabilityType: 'OUT_OF_STOCK',
        availabilityMessage: 'Temporarily out of stock.',
      },
      observations: [{ amountCents: 6499, currency: 'USD', observedAt: seen(40) }],
    },
    {
      slug: inStock.slug,
      product: { ...synced, price: '$34.99', priceAmountCents: 3499, availabilityType: 'IN_STOCK', availabilityMessage: null },
      observations: [
        { amountCents: 3999, currency: 'USD', observedAt: seen(60) },
        { amountCents: 2999, currency: 'USD', observedAt: seen(30) },
        { amountCents: 3499, currency: 'USD', observedAt: checkedAt },
      ],
    },
  ];
  const file = path.join(directory, 'rows.json');
  fs.writeFileSync(file, JSON.stringify(rows));
  execFileSync(process.execPath, ['tools/e2e/retailer-rows.mjs', server.databaseFile, file], { cwd: REPO_ROOT, stdio: 'pipe' });
});
test.afterAll(() => server.stop());

const names = (collars: readonly Listed[]) => collars.map((collar) => collar.name);
const priceBox = (page: Page) => page.getByRole('complementary', { name: 'Price and retailer' });

test('a fresh price comes with the time it was checked, and the retailer’s notice once on the page', async ({ page }) => {
  const problems = watchConsole(page);
  const inStock = catalogue[1]!;
  await gotoReady(page, `${server.url}/`);
  const pick = page.locator('#top-picks').getByTestId('product-card').first();
  await expect(pick.getByRole('heading', { level: 3 })).toHaveText(inStock.name);
  await expect(pick).toContainText(`$34.99Price as of ${stamp(checkedAt)}`);
  await expect(page.getByText(NOTICE)).toHaveCount(1);

  await gotoReady(page, `${server.url}/collars/${inStock.slug}`);
  await expect(priceBox(page)).toContainText(`$34.99Price as of ${stamp(checkedAt)}`);
  await expect(priceBox(page).locator('time')).toHaveAttribute('datetime', checkedAt.toISOString());
  await expect(page.getByText(NOTICE)).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('a collar out of stock leaves the top picks and the comparison, and its review says so without a price', async ({ page }) => {
  const problems = watchConsole(page);
  const [outOfStock, ...buyable] = catalogue as [Listed, ...Listed[]];
  const nextThree = names(buyable.slice(0, 3));
  await gotoReady(page, `${server.url}/`);
  await expect(page.locator('#top-picks').getByRole('heading', { level: 3 })).toHaveText(nextThree);
  await expect(page.locator('#comparison').getByTestId('compare-column')).toHaveText(nextThree);
  await expect(page.getByTestId('mobile-buy-bar')).toContainText(buyable[0]!.name);
  await gotoReady(page, `${server.url}/compare`);
  await expect(page.getByTestId('compare-column')).toHaveText(nextThree);

  await gotoReady(page, `${server.url}/collars/${outOfStock.slug}`);
  await expect(priceBox(page).getByTestId('availability')).toHaveText(`Out of stock at Amazonas of ${stamp(checkedAt)}`);
  await expect(page.getByText('Temporarily out of stock.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('$64.99');
  // The reader can still look at the retailer: the tagged link stays.
  await expect(priceBox(page).getByRole('link', { name: `View on Amazon: ${outOfStock.name} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://www.amazon.com/dp/${outOfStock.amazonAsin}?tag=e2etag-20`,
  );
  await expect(page.getByRole('link', { name: `See the ${outOfStock.name} on Amazon (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://www.amazon.com/dp/${outOfStock.amazonAsin}?tag=e2etag-20`,
  );
  const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(structuredData).toContain('"@type":"Product"');
  expect(structuredData).not.toContain('Offer');
  expect(problems).toEqual([]);
});

test('the prices we saw are charted on the review, and read as a table by a screen reader @layout', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const inStock = catalogue[1]!;
  await gotoReady(page, `${server.url}/collars/${inStock.slug}`);
  const history = page.getByTestId('price-history');
  await expect(history.getByRole('heading', { name: HISTORY_TITLE })).toBeVisible();
  await expect(history).toContainText(`Lowest$29.99 on ${day(seen(30))}`);
  await expect(history).toContainText('Current$34.99');
  const table = page.getByRole('table', { name: HISTORY_TITLE });
  await expect(table.getByRole('row')).toHaveText([
    'First seenPrice',
    `${day(seen(60))}$39.99`,
    `${day(seen(30))}$29.99`,
    `${day(checkedAt)}$34.99`,
  ]);
  const chart = history.locator('svg');
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await history.screenshot({ path: testInfo.outputPath(`price-history-${testInfo.project.name}.png`) });
  // The narrowest phone the site supports: the chart and its hidden table still fit.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
