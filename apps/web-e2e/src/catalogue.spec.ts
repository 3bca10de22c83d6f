import { expect, test } from '@playwright/test';
import { filterCollars, type FilterableProduct } from '@bcg/shared/product-filters';
import { gotoReady, watchConsole } from './support/page-helpers';

interface ApiProduct extends Omit<FilterableProduct, 'bulldogFitNotes'> {
  amazonAsin: string;
  freeShipping: boolean;
  bulldog_fit_notes: string[];
  priceIsFresh: boolean;
}

test('home shows three top picks, the featured one first, with tagged sponsored retailer links', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  await gotoReady(page, '/');
  const cards = page.locator('#top-picks [data-testid="product-card"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute('data-featured', 'true');
  await expect(cards.nth(1)).not.toHaveAttribute('data-featured', 'true');
  for (let index = 0; index < 3; index++) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(products[index]!.name);
    await expect(card.getByText('Free Shipping')).toHaveCount(products[index]!.freeShipping ? 1 : 0);
    const link = card.getByRole('link', { name: /^View on Amazon/ });
    await expect(link).toHaveText(/View on Amazon/);
    await expect(link).toHaveAttribute('href', `https://www.amazon.com/dp/${products[index]!.amazonAsin}?tag=e2etag-20`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
  }
  await page.getByRole('link', { name: /See all bulldog collars/ }).click();
  await expect(page).toHaveURL(/\/collars$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best Bulldog Collars' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a filter on /collars changes the grid to exactly the matching products', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  // The price filters read only a price a reader is shown (a fresh one): the seed's demo prices were never checked.
  const catalogue = products.map((p) => ({ ...p, bulldogFitNotes: p.bulldog_fit_notes, price: p.priceIsFresh ? p.price : '' }));
  await gotoReady(page, '/collars');
  const grid = page.getByTestId('collars-grid');
  await expect(grid.getByTestId('product-card')).toHaveCount(products.length);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

  for (const [label, filter] of [
    ['Premium', 'premium'],
    ['Budget', 'budget'],
    ['Sensitive Skin', 'sensitive'],
    ['All', 'all'],
  ] as const) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const expected = filterCollars(catalogue, filter).map((p) => p.name);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(expected);
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'Budget', exact: true }).click();
  await expect(page).toHaveURL(/\?filter=budget$/);
  await page.reload();
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(filterCollars(catalogue, 'budget').map((p) => p.name));
  expect(problems).toEqual([]);
});

test('/compare shows the first three products in three columns with purchase links', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  await gotoReady(page, '/compare');
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(3);
  await expect(columns).toHaveText(products.slice(0, 3).map((p) => p.name));
  for (const row of ['Price', 'Rating', 'Material', 'Width', 'Reflective', 'Waterproof', 'Machine washable', 'Best for']) {
    await expect(page.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  }
  const buy = page.getByRole('link', { name: /Check Price: .* on Amazon/ });
  await expect(buy).toHaveCount(3);
  await expect(buy.first()).toHaveAttribute('href', new RegExp(`/dp/${products[0]!.amazonAsin}\\?tag=e2etag-20$`));
  await expect(buy.first()).toHaveAttribute('rel', 'sponsored nofollow noopener');
  expect(problems).toEqual([]);
});

test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
  const response = await gotoReady(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('the server sends / and /collars as complete HTML with the products in it', async ({ request }) => {
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  const decode = (html: string) =>
    html
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const home = await request.get('/', { headers: { accept: 'text/html' } });
  expect(home.status()).toBe(200);
  const homeHtml = decode(await home.text());
  for (const product of products.slice(0, 3)) expect(homeHtml).toContain(product.name);
  expect(homeHtml).toContain('<title>Bulldog Collar Guide</title>');

  const collarsHtml = decode(await (await request.get('/collars')).text());
  for (const product of products) expect(collarsHtml).toContain(product.name);
  expect(collarsHtml).toContain('<script id="__PAGE_DATA__" type="application/json">');

  const missing = await request.get('/definitely/not/here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});
