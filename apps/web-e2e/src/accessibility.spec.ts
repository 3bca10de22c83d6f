import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

const ROUTES = [
  '/', '/collars', '/compare', '/guides', '/blog', '/blog/how-to-measure-your-bulldog-for-a-collar', '/about', '/contact',
  '/methodology', '/breed-guides', '/disclosure', '/privacy', '/terms', '/cookie-policy', '/content-test', '/no-such-page', '/admin/login',
];

for (const route of ROUTES) {
  test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
    await gotoReady(page, route);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('every page can be walked with the keyboard, with a visible focus ring', async ({ page }) => {
  await gotoReady(page, '/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
