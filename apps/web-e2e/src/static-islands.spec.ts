import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

// The footer and the home page's static sections are rendered by the server and kept as they are by hydration
// (their code is not in the first-load JavaScript); they must still read, link and navigate like the rest.

test('the server-rendered footer survives hydration and its links navigate without a page load', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Affiliate Disclosure' }).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await footer.getByRole('link', { name: 'How We Test' }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  // Still there after the re-renders a navigation causes.
  await expect(footer.getByRole('link', { name: 'Affiliate Disclosure' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the home static sections are in the first HTML and come back after client-side navigation', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/about');
  await page.getByRole('banner').getByRole('link', { name: 'Bulldog Collar Guide home' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const id of ['sizing-guide', 'comparison', 'buying-guide', 'latest-articles']) await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(
    page
      .locator('#latest-articles')
      .getByRole('link', { name: /^Read More: / })
      .first(),
  ).toBeVisible();
  await expect(page.locator('#comparison').getByTestId('compare-column')).toHaveCount(3);
  await expect(page.locator('#sizing-guide').getByRole('table')).toBeVisible();
  expect(problems).toEqual([]);
});
