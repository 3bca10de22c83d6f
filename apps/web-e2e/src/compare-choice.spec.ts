import { expect, test, type Page } from '@playwright/test';
import { publicProducts, type CatalogueProduct } from './support/catalogue-admin';
import { gotoReady, watchConsole } from './support/page-helpers';

type WithSizes = CatalogueProduct & { sizes: Array<{ label: string; neckIn: { min: number; max: number } }> };

const columns = (page: Page) => page.getByTestId('compare-column');
const chooser = (page: Page) => page.getByRole('form', { name: 'Choose collars to compare' });

async function choose(page: Page, names: readonly string[]) {
  const boxes = chooser(page).getByRole('checkbox');
  for (const box of await boxes.all()) await box.uncheck();
  for (const name of names) await chooser(page).getByRole('checkbox', { name, exact: true }).check();
  await chooser(page).getByRole('button', { name: 'Compare these collars' }).click();
}

test('a sizes row gives each collar’s sizes with the neck range each fits', async ({ page, request }) => {
  const products = (await publicProducts(request)) as WithSizes[];
  await gotoReady(page, '/compare');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sizes (neck)' }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(3);
  for (const [index, product] of products.slice(0, 3).entries()) {
    await expect(cells.nth(index).getByRole('listitem')).toHaveText(
      product.sizes.map((size) => `${size.label} ${size.neckIn.min}-${size.neckIn.max} in`),
    );
  }
});

test('the reader chooses the collars by form; the URL is the comparison to share, rendered by the server', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products = await publicProducts(request);
  // The form lists the collars in catalogue order, so the URL and the columns follow it.
  const picked = [products[4]!, products.at(-1)!];
  await gotoReady(page, '/compare');
  await expect(columns(page)).toHaveText(products.slice(0, 3).map((product) => product.name));
  await choose(
    page,
    picked.map((product) => product.name),
  );
  await expect(page).toHaveURL(new RegExp(`/compare\\?c=${picked[0]!.slug}&c=${picked[1]!.slug}$`));
  const shared = page.url();
  await expect(columns(page)).toHaveText(picked.map((product) => product.name));
  await expect(page.getByTestId('compare-lead')).toContainText('The 2 collars you chose');

  // The shared URL, opened anew, is answered whole by the server.
  const html = await (await request.get(shared)).text();
  const serverColumns = [...html.matchAll(/data-testid="compare-column"[^>]*>.*?<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);
  expect(serverColumns).toEqual(picked.map((product) => product.name.replace(/&/g, '&amp;')));
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/compare"/);

  // One collar is refused with a message, before any navigation.
  await choose(page, [products[0]!.name]);
  await expect(chooser(page).getByRole('alert')).toHaveText('Choose 2 to 4 collars to compare (you chose 1).');
  await expect(page).toHaveURL(shared);
  expect(problems).toEqual([]);
});

test('unknown collars in the URL are left out with a note, and the top picks stay the default', async ({ page, request }) => {
  const products = await publicProducts(request);
  await gotoReady(page, `/compare?c=no-such-collar&c=${products[5]!.slug}&c=${products[1]!.slug}`);
  await expect(columns(page)).toHaveText([products[5]!.name, products[1]!.name]);
  await expect(page.getByText('We have no collar at “no-such-collar”, so it was left out.')).toBeVisible();
  await gotoReady(page, '/compare?c=no-such-collar');
  await expect(columns(page)).toHaveText(products.slice(0, 3).map((product) => product.name));
  await expect(page.getByText('Choose at least 2 collars to compare. Until then, here are our three top picks.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still chooses the collars', async ({ page, request }) => {
    const products = await publicProducts(request);
    await page.goto('/compare');
    await choose(page, [products[2]!.name, products[6]!.name, products[7]!.name]);
    await expect(page).toHaveURL(new RegExp(`/compare\\?c=${products[2]!.slug}&c=${products[6]!.slug}&c=${products[7]!.slug}$`));
    await expect(columns(page)).toHaveText([products[2]!.name, products[6]!.name, products[7]!.name]);
  });
});

test('two chosen collars are readable side by side at 390 px: no sideways scrolling', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const products = await publicProducts(request);
  await gotoReady(page, `/compare?c=${products[0]!.slug}&c=${products[1]!.slug}`);
  const table = page.getByRole('region', { name: 'The bulldog collars you chose, compared' });
  await expect(columns(page)).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('compare-two-390.png'), fullPage: true });
  const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  for (const column of await columns(page).all()) expect((await column.boundingBox())!.width).toBeGreaterThan(110);
});

test('at 390 px every row label of the default three-collar table reads as words, not a letter a line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/compare');
  await expect(columns(page)).toHaveCount(3);
  for (const label of ['Price', 'Sizes (neck)', 'Machine washable']) {
    const header = page.getByRole('rowheader', { name: label, exact: true });
    const box = (await header.boundingBox())!;
    // Wide enough for its longest word: "washable" and "(neck)" need about 70 px at the page's size.
    expect(box.width).toBeGreaterThanOrEqual(80);
    // Its words on at most two lines (the cell is as tall as its row, so its text's own line boxes are counted).
    const lines = await header.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
  }
});
