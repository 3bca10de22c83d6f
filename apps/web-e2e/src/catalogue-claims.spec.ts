import { expect, test } from '@playwright/test';
import { adminCall, catalogueOrder, publicProducts, setCatalogueOrder } from './support/catalogue-admin';
import { gotoReady, watchConsole } from './support/page-helpers';

// Every claim a catalogue page makes is computed from the owner's data: badges, prices, "top picks", counts.

test('the Free Shipping badge is on exactly the collars whose data says they ship free', async ({ page, request }) => {
  const products = await publicProducts(request);
  expect(products.some((product) => product.freeShipping)).toBe(true);
  expect(products.some((product) => !product.freeShipping)).toBe(true);
  await gotoReady(page, '/collars');
  const cards = page.getByTestId('collars-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.name);
    await expect(card.getByText('Free Shipping', { exact: true })).toHaveCount(product.freeShipping ? 1 : 0);
  }
});

test('a price we cannot show is a tagged, sponsored link to check it at the retailer, on cards, compare and the review', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const stale = (await publicProducts(request)).find((product) => !product.priceIsFresh)!;
  const href = `https://www.amazon.com/dp/${stale.amazonAsin}?tag=e2etag-20`;
  const expectLink = async (scope: ReturnType<typeof page.locator>) => {
    const link = scope.getByRole('link', { name: `Check price on Amazon: ${stale.name} (opens in a new tab)` });
    await expect(link).toHaveText('Check price on Amazon');
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    await expect(link).toHaveAttribute('target', '_blank');
  };
  await gotoReady(page, '/collars');
  await expectLink(page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: stale.name, exact: true }) }));
  await gotoReady(page, `/compare?c=${stale.slug}&c=${(await publicProducts(request)).find((p) => p.slug !== stale.slug)!.slug}`);
  await expectLink(page.getByRole('region', { name: /compared/ }));
  await gotoReady(page, `/collars/${stale.slug}`);
  await expect(page.getByRole('link', { name: `Check price on Amazon: ${stale.name} (opens in a new tab)` })).toHaveCount(2);
  await expectLink(page.getByRole('complementary', { name: 'Price and retailer' }));
  expect(problems).toEqual([]);
});

test('a checked price carries the date, time and zone of the check, the same before and after hydration', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products = await publicProducts(request);
  const last = products.at(-1)!;
  const before = Date.now();
  await adminCall(request, 'PATCH', `/api/admin/products/${last.id}`, { price: '$41.50' });
  await page.goto(`/collars/${last.slug}`);
  const stamp = page.getByRole('complementary', { name: 'Price and retailer' }).getByText(/^Price as of /);
  const serverText = await stamp.textContent();
  expect(serverText).toMatch(/^Price as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) UTC$/);
  const checkedAt = new Date(Date.parse(`${serverText!.replace(/^Price as of /, '').replace(/ UTC$/, '')} UTC`));
  expect(Math.abs(checkedAt.getTime() - before)).toBeLessThan(5 * 60_000);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(stamp).toHaveText(serverText!);
  await expect(page.getByText('$41.50').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('after a reorder, / and /compare name the three collars they show for what they are: the top picks', async ({ page, request }) => {
  const order = await catalogueOrder(request);
  const products = await publicProducts(request);
  // The lowest-scoring public collar goes first: a "highest-scoring" claim about the first three would now be false.
  const lowest = [...products].sort((a, b) => (a.editorialScore ?? -1) - (b.editorialScore ?? -1))[0]!;
  await setCatalogueOrder(request, [lowest.id, ...order.filter((id) => id !== lowest.id)]);
  try {
    const topPicks = (await publicProducts(request)).slice(0, 3).map((product) => product.name);
    expect(topPicks[0]).toBe(lowest.name);
    for (const path of ['/', '/compare']) {
      await gotoReady(page, path);
      const comparison = path === '/' ? page.locator('#comparison') : page.locator('main');
      await expect(comparison.getByTestId('compare-column')).toHaveText(topPicks);
      await expect(comparison).toContainText('three top picks');
      await expect(page.locator('body')).not.toContainText(/highest[- ]scor/i);
    }
    await gotoReady(page, '/');
    await expect(page.locator('#top-picks').getByRole('heading', { level: 3 })).toHaveText(topPicks);
  } finally {
    await setCatalogueOrder(request, order);
  }
});

test('/about counts the collars on the collars page, one more when the owner adds one', async ({ page, request }) => {
  const created = (await adminCall(request, 'POST', '/api/admin/products', {
    name: 'Claims Check Padded Collar',
    description: 'A padded collar added to check that every count on the site follows the catalogue.',
    amazonAsin: 'B0CLAIMS01',
    price: '$30.00',
    rating: '4.5',
    imageUrl: '/images/collars/bastion-premium-biothane.svg',
    material: 'Nylon',
    width: '1.5"',
    bestFor: 'Checking counts',
  })) as { id: number };
  try {
    const count = (await publicProducts(request)).length;
    await gotoReady(page, '/about');
    await expect(page.getByTestId('about-collar-count')).toHaveText(`${count}collars worn for 30+ days and ranked on our collars page`);
    await page.getByTestId('about-collar-count').getByRole('link', { name: 'collars page' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} collars`) })).toBeVisible();
  } finally {
    await adminCall(request, 'DELETE', `/api/admin/products/${created.id}`);
  }
});
