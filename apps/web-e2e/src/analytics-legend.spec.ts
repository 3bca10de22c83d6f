import { expect, test } from '@playwright/test';
import { beaconEvents, openCounted } from './support/analytics-helpers';
import { logIn } from './support/desk-helpers';
import { watchConsole } from './support/page-helpers';

// The Analytics tab's chart names each of its lines, with its colour, in a legend that fits the screen at phone width
// too; its per-day CSV is named with the days it covers.

test('the chart has a legend naming each line with its colour, inside the screen; the CSV is named with its dates', async ({ page }) => {
  const problems = watchConsole(page);
  const events = await beaconEvents(page);
  await openCounted(page, '/collars', events);
  await page.unrouteAll();
  await logIn(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('img', { name: /per day/ })).toBeVisible();

  const legend = page.getByRole('list', { name: 'Chart legend' });
  await expect(legend.getByRole('listitem')).toHaveText(['Visitors', 'Page views', 'Clicks', 'CTR % (right axis)']);
  const viewport = page.viewportSize()!;
  for (const item of await legend.getByRole('listitem').all()) {
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Each name comes with a swatch of its line's colour.
    const swatch = await item
      .locator('span')
      .first()
      .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(swatch).toMatch(/^rgb\(/);
  }
  const colours = await legend.locator('li > span').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).borderTopColor));
  expect(new Set(colours).size).toBe(4);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: Per day' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^analytics-days_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(problems).toEqual([]);
});
