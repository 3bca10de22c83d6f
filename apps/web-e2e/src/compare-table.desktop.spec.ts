import { expect, test } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

test('the comparison shows its collar pictures in one row, whatever the length of each name', async ({ page }) => {
  await gotoReady(page, '/compare');
  const images = page.getByTestId('compare-column').locator('img');
  await expect(images).toHaveCount(3);
  const tops = await images.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().top));
  // The seeded names wrap to different numbers of lines at 1280 px; the pictures must not follow them down.
  for (const top of tops) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(1);
});
