import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

// One sizing convention on every page a reader sizes a collar from: a size is chosen by the neck range it fits (with
// room either way), and the collar length is only what the fastened collar measures. The old rule ("add 2 inches:
// that is the collar size to buy") sent a 15.5 inch Frenchie to a 17-20 size; here every page sends it to the
// size of the same collar the fit finder picks.

const SIZING_PAGES = [
  '/',
  '/sizing-guide',
  '/breed-guides',
  '/fit-finder?breed=french&age=adult&neck=15.5&unit=in',
  '/guides',
  '/blog/how-to-measure-your-bulldog-for-a-collar',
  '/blog/french-bulldog-collar-size-guide',
  '/blog/sizing-a-growing-bulldog-puppy',
  '/collars/trailguard-reflective-martingale-collar',
];

/** "14-18 in" or "14 to under 18.5 in" as a range; null for any other cell. */
function cellRange(text: string): { min: number; max: number; open: boolean } | null {
  const match = /^([\d.]+)(?:-| to under )([\d.]+) in$/.exec(text.trim());
  return match ? { min: Number(match[1]), max: Number(match[2]), open: text.includes('under') } : null;
}

/** The size a review's table gives an adult neck, read as the page says: the row whose adult range holds it. */
async function reviewTableSize(page: Page, slug: string, neck: number): Promise<string[]> {
  await page.goto(`/collars/${slug}`);
  const table = page.getByTestId('size-table');
  await expect(table.getByRole('columnheader', { name: 'Choose it for an adult neck of' })).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => ({ label: tr.querySelector('th')?.textContent ?? '', adult: tr.querySelectorAll('td')[1]?.textContent ?? '' })),
    );
  return rows
    .filter(({ adult }) => {
      const range = cellRange(adult);
      return range !== null && range.min <= neck && (range.open ? neck < range.max : neck <= range.max);
    })
    .map(({ label }) => label);
}

test('no page tells the reader to add 2 inches to the neck to get the size to buy', async ({ page }) => {
  for (const path of SIZING_PAGES) {
    await page.goto(path);
    const text = await page.locator('main, body').first().innerText();
    expect([path, /add 2 inches/i.test(text)]).toEqual([path, false]);
    expect([path, /(?<!not |never )the (?:collar )?size to buy/i.test(text)]).toEqual([path, false]);
    expect([path, /collar size is the neck/i.test(text)]).toEqual([path, false]);
  }
});

test('a 15.5 inch adult Frenchie gets the same size of each collar from its review table and from the fit finder', async ({ page }) => {
  await gotoReady(page, '/fit-finder?breed=french&age=adult&neck=15.5&unit=in');
  const cards = page.getByTestId('fit-matches').locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const picks = await cards.evaluateAll((items) =>
    items.map((li) => ({
      size: li.getAttribute('data-size') ?? '',
      slug: li.querySelector('a[href^="/collars/"]')?.getAttribute('href')?.slice('/collars/'.length) ?? '',
    })),
  );
  expect(picks.find((pick) => pick.slug === 'trailguard-reflective-martingale-collar')?.size).toBe('M');
  expect(picks.find((pick) => pick.slug === 'harbor-everyday-waterproof-collar')?.size).toBe('M');
  for (const { slug, size } of picks) {
    expect([slug, await reviewTableSize(page, slug, 15.5)]).toEqual([slug, [size]]);
  }
});

test('the chart and the guides choose the size by the neck; the collar length is a fitted figure', async ({ page }) => {
  for (const path of ['/', '/sizing-guide']) {
    await gotoReady(page, path);
    const chart = page.getByTestId('size-chart').first();
    await expect(chart.locator('thead th')).toHaveText(['Age', 'Weight', 'Neck', 'Collar length when fitted']);
    await expect(page.getByTestId('size-rule').first()).toContainText("Choose the size whose neck range holds your dog's neck");
    await expect(page.getByRole('listitem').filter({ hasText: "Look the neck up in the collar's size table" }).first()).toBeVisible();
  }
  await page.goto('/breed-guides');
  await expect(page.getByText("Choose the size whose neck range holds your dog's neck").first()).toBeVisible();
});

test('each breed has one set of adult figures, and the general chart says it is general', async ({ page }) => {
  await gotoReady(page, '/');
  const chart = page.getByTestId('size-chart');
  await expect(chart.getByRole('row', { name: /^Adult \(general\)/ })).toHaveText(/45-65 lbs\s*18-24 in/);
  await expect(chart.getByRole('row', { name: /^Adult English Bulldog/ })).toHaveText(/40-55 lbs\s*18-24 in/);
  await expect(chart.getByRole('row', { name: /^Adult French Bulldog/ })).toHaveText(/16-28 lbs\s*13-18 in/);
  await page.goto('/breed-guides');
  const english = page.locator('section', { has: page.getByRole('heading', { name: 'English Bulldog', exact: true }) });
  await expect(english.getByRole('row', { name: /Adult weight/ })).toContainText('40-55 lbs');
  await expect(page.getByText(/English[^.]*45-65/)).toHaveCount(0);
});
