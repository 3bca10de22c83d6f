import { expect, test, type Page } from '@playwright/test';
import { filterCollars, type FilterableProduct } from '@bcg/shared/product-filters';
import { watchConsole } from './support/page-helpers';

// A page is live once hydrated; the toast, tooltip and drawer code (deferred-module.ts) arrives when the browser is
// idle after the reader's first interaction. The first thing a reader does, however it comes, is never lost.

/** Resolves when the page's main thread next goes idle (requestIdleCallback, with no time limit). */
const browserIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

async function loadUntouched(page: Page) {
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('the toast, tooltip and drawer code waits for the reader, and arrives after the first interaction', async ({ page }) => {
  const problems = watchConsole(page);
  const deferredCode: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(toast-view|tooltip-view|drawer-view)-/.exec(request.url())?.[1];
    if (chunk) deferredCode.push(chunk);
  });
  await loadUntouched(page);
  // Once the network is quiet and the browser has been idle twice (so anything an idle callback would start has
  // started): still untouched, still complete, and none of that code fetched.
  await page.waitForLoadState('networkidle');
  await browserIdle(page);
  await browserIdle(page);
  await expect(page.locator('#top-picks').getByTestId('product-card').first()).toBeVisible();
  await expect(page.locator('#faq').getByRole('button')).toHaveCount(10);
  expect(deferredCode).toEqual([]);

  // The tooltip code is for the "About this price" tooltips, which only a price that may be shown has (a fresh
  // install's demo prices were never checked, so they read "Check price on Amazon"): the code the page uses arrives.
  const usesTooltips = (await page.getByRole('button', { name: 'About this price' }).count()) > 0;
  const expected = usesTooltips ? ['drawer-view', 'toast-view', 'tooltip-view'] : ['drawer-view', 'toast-view'];
  await page.mouse.move(20, 20);
  await expect.poll(() => [...new Set(deferredCode)].sort()).toEqual(expected);
  expect(problems).toEqual([]);
});

test('a control activated before anything else (a screen reader click, no pointer events) works at once', async ({ page }) => {
  const problems = watchConsole(page);
  await loadUntouched(page);
  const question = page.locator('#faq').getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  // element.click(): only a click event, as assistive technology sends it.
  await question.evaluate((button: HTMLElement) => button.click());
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test('the first key press on the sign-up field is not lost', async ({ page }) => {
  await loadUntouched(page);
  const input = page.getByLabel('Email address');
  await input.focus();
  await page.keyboard.type('reader@example.com');
  await expect(input).toHaveValue('reader@example.com');
  await page.getByRole('button', { name: 'Send My Guide' }).click();
  await expect(page.getByTestId('toast')).toContainText('Success!');
});

test('on /collars the first interaction may be a bare click on a filter: it shows exactly the filtered cards', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const products: Array<Omit<FilterableProduct, 'bulldogFitNotes'> & { bulldog_fit_notes: string[]; priceIsFresh: boolean }> = await (
    await request.get('/api/products')
  ).json();
  const budget = filterCollars(
    // The price filters read only a price a reader is shown (a fresh one).
    products.map((product) => ({
      ...product,
      bulldogFitNotes: product.bulldog_fit_notes,
      price: product.priceIsFresh ? product.price : '',
    })),
    'budget',
  );
  expect(budget.length).toBeGreaterThan(0);
  await page.goto('/collars');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Budget', exact: true });
  await button.evaluate((element: HTMLElement) => element.click());
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('collars-grid').getByRole('heading', { level: 3 })).toHaveText(budget.map((product) => product.name));
  expect(problems).toEqual([]);
});

test("a post's first click, a bare one, is a client-side navigation", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/blog/best-bulldog-collars-tested');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page
    .getByRole('link', { name: '← Back to Blog' })
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems).toEqual([]);
});
