import { expect, test, type Page } from '@playwright/test';
import { catalogueOrder, logIn, putCatalogueOrder, reorderHandle } from './support/desk-helpers';
import { gotoReady, watchConsole } from './support/page-helpers';

// Reordering the catalogue in the dashboard changes what comes first, not
// what any review says: each review's "Updated" date, its JSON-LD dateModified and the sitemap's lastmod stay. The
// test puts the order back, since the other browser tests run on the same server.

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
}

/** What a review page says about when it changed: its "Updated" line and its Product JSON-LD's dateModified. */
async function reviewDates(page: Page, slug: string): Promise<{ updated: string; dateModified: unknown }> {
  await gotoReady(page, `/collars/${slug}`);
  const time = page.getByText(/^Best for: .* Updated /).locator('time');
  const updated = `Updated ${await time.textContent()} (${await time.getAttribute('datetime')})`;
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  const dateModified = /"dateModified":\s*"([^"]+)"/.exec(blocks)?.[1];
  return { updated, dateModified };
}

async function lastmods(page: Page): Promise<string> {
  // Sorted: the sitemap lists the reviews in catalogue order, which is what changes.
  return (await (await page.request.get('/sitemap.xml')).text())
    .match(/<url><loc>[^<]*\/collars\/[^<]*<\/loc><lastmod>[^<]+/g)!
    .sort()
    .join('\n');
}

test('moving a product up in the dashboard moves no review’s "Updated" date, dateModified or lastmod', async ({ page }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await page.request.get('/api/products')).json();
  const first = products[0]!;
  const moving = products[4]!;
  const order = await catalogueOrder(page);
  const before = {
    first: await reviewDates(page, first.slug),
    moving: await reviewDates(page, moving.slug),
    sitemap: await lastmods(page),
  };
  expect(before.first.updated).toMatch(/^Updated [A-Z][a-z]+ \d{1,2}, \d{4} \(\d{4}-/);
  expect(before.first.dateModified).toEqual(expect.any(String));

  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  try {
    for (let position = 4; position >= 1; position -= 1) {
      const saved = page.waitForResponse((response) => /MoveProduct/.test(response.request().postData() ?? ''));
      await page.getByRole('button', { name: `Move ${moving.name} up` }).click();
      await saved;
      await expect(reorderHandle(page, moving.name)).toHaveAccessibleName(new RegExp(`position ${position} of`));
    }
    await gotoReady(page, '/');
    expect(((await (await page.request.get('/api/products')).json()) as ApiProduct[])[0]!.id).toBe(moving.id);

    expect(await reviewDates(page, first.slug)).toEqual(before.first);
    expect(await reviewDates(page, moving.slug)).toEqual(before.moving);
    expect(await lastmods(page)).toBe(before.sitemap);
  } finally {
    await putCatalogueOrder(page, order);
  }
  expect(problems).toEqual([]);
});
