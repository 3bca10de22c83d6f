import { expect, test, type Page } from '@playwright/test';
import { filterCollars } from '@bcg/shared/product-filters';
import { publicProducts, type CatalogueProduct } from './support/catalogue-admin';
import { gotoReady, watchConsole } from './support/page-helpers';

type Listed = CatalogueProduct & { description: string; features: string[]; price: string; bulldog_fit_notes: string[] };

const cardNames = (page: Page) => page.getByTestId('collars-grid').getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('heading', { level: 2, name: /\d+ collars?/ });
const textOf = (product: Listed) => [product.name, product.description, ...product.features].join(' ').toLowerCase();

for (const query of ['french', 'frenchie', 'French bulldog']) {
  test(`q=${query} finds every collar suited to French bulldogs, and those whose text names them`, async ({ page, request }) => {
    const products = (await publicProducts(request)) as Listed[];
    const expected = products.filter((product) => product.breeds.includes('french') || textOf(product).includes('french'));
    expect(expected.length).toBeGreaterThan(0);
    await gotoReady(page, `/collars?q=${encodeURIComponent(query)}`);
    await expect(cardNames(page)).toHaveText(expected.map((product) => product.name));
    await expect(count(page)).toHaveText(`${expected.length} collars matching “${query}” · Clear search`);
  });
}

test('the search box searches within the filter in force, and says how many it found for what', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products = (await publicProducts(request)) as Listed[];
  const sensitive = filterCollars(
    products.map((product) => ({ ...product, bulldogFitNotes: product.bulldog_fit_notes })),
    'sensitive',
  );
  const expected = sensitive.filter((product) => textOf(product).includes('padded'));
  await gotoReady(page, '/collars?filter=sensitive');
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search collars' }).fill('padded');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/collars\?filter=sensitive&q=padded$/);
  await expect(cardNames(page)).toHaveText(expected.map((product) => product.name));
  await expect(count(page)).toContainText(`${expected.length} ${expected.length === 1 ? 'collar' : 'collars'} matching “padded”`);
  await expect(page.getByRole('button', { name: 'Sensitive Skin', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search.getByRole('searchbox')).toHaveValue('padded');
  expect(problems).toEqual([]);
});

test('a breed filter narrows the list, combines with the filter buttons and the search, and is a shareable URL', async ({
  page,
  request,
}) => {
  const products = (await publicProducts(request)) as Listed[];
  const french = products.filter((product) => product.breeds.includes('french'));
  await gotoReady(page, '/collars');
  await page.getByRole('link', { name: 'Collars for French bulldogs' }).click();
  await expect(page).toHaveURL(/\/collars\?breed=french$/);
  await expect(cardNames(page)).toHaveText(french.map((product) => product.name));
  await expect(count(page)).toHaveText(`${french.length} collars for French bulldogs`);
  await expect(page.getByRole('link', { name: 'Collars for French bulldogs' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Budget', exact: true }).click();
  await expect(page).toHaveURL(/\/collars\?filter=budget&breed=french$/);
  const budgetFrench = filterCollars(
    // The price filters read only a price a reader is shown (a fresh one).
    french.map((product) => ({ ...product, bulldogFitNotes: product.bulldog_fit_notes, price: product.priceIsFresh ? product.price : '' })),
    'budget',
  );
  await expect(cardNames(page)).toHaveText(budgetFrench.map((product) => product.name));

  await page.reload();
  await expect(cardNames(page)).toHaveText(budgetFrench.map((product) => product.name));
  await page.getByRole('link', { name: 'Collars for any breed' }).click();
  await expect(page).toHaveURL(/\/collars\?filter=budget$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form and the breed links work from the server', async ({ page, request }) => {
    const products = (await publicProducts(request)) as Listed[];
    await page.goto('/collars?breed=american');
    await page.getByRole('searchbox', { name: 'Search collars' }).fill('leather');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/collars\?breed=american&q=leather$/);
    const expected = products.filter((product) => product.breeds.includes('american') && textOf(product).includes('leather'));
    await expect(cardNames(page)).toHaveText(expected.map((product) => product.name));
  });
});

test('a search that finds nothing says so and offers to clear it', async ({ page, request }) => {
  const products = await publicProducts(request);
  await gotoReady(page, '/collars?breed=english&q=zzzz');
  await expect(count(page)).toHaveText('0 collars for English bulldogs matching “zzzz” · Clear search');
  await expect(page.getByTestId('no-collars')).toContainText('No collars match “zzzz” for English bulldogs.');
  await page.getByTestId('no-collars').getByRole('link', { name: 'See every collar' }).click();
  await expect(page).toHaveURL(/\/collars$/);
  await expect(cardNames(page)).toHaveCount(products.length);
});
