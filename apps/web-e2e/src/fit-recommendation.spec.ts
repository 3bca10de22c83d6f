import { expect, test } from '@playwright/test';
import { beaconEvents, openCounted } from './support/analytics-helpers';

// A completed fit recommendation is counted by the beacon, once per distinct answer the reader
// settles on (kept a second), never per keystroke, with the breed, the age band and whether the neck was measured,
// and never the dog's numbers. Without JavaScript there is no beacon, so a no-JS answer is not counted (as page views
// without JavaScript are not): the README says so.
const fits = (events: Awaited<ReturnType<typeof beaconEvents>>) => events.filter((event) => event.type === 'fit');

test('an answer typed with JavaScript on is counted once, not per keystroke; a second distinct answer once more', async ({ page }) => {
  const events = await beaconEvents(page);
  await openCounted(page, '/fit-finder', events);
  await page.locator('select[name="breed"]').selectOption('french');
  await page.locator('select[name="age"]').selectOption('adult');
  await page.getByLabel('Unit').selectOption('in');
  // Each keystroke (1, 15, 15., 15.5) is an answer for a moment; only the one the reader keeps counts.
  await page.getByLabel('Neck (in)').pressSequentially('15.5', { delay: 120 });
  await expect(page.getByTestId('fit-collar-length')).toBeVisible();
  await expect.poll(() => fits(events).length, { timeout: 10_000 }).toBe(1);
  expect(fits(events)[0]).toEqual({
    id: expect.any(String),
    type: 'fit',
    path: '/fit-finder',
    breed: 'french',
    age: 'adult',
    measured: true,
  });
  expect(JSON.stringify(events)).not.toContain('15.5');

  // Another answer (a puppy): one more event, and the first answer was still counted only once.
  await page.locator('select[name="age"]').selectOption('6-12-months');
  await expect.poll(() => fits(events).length, { timeout: 10_000 }).toBe(2);
  expect(fits(events)[1]).toMatchObject({ breed: 'french', age: '6-12-months', measured: true });
  expect(fits(events).filter((event) => event.age === 'adult')).toHaveLength(1);
});

test('a shared answer link (the server-rendered answer page) is counted once when the beacon loads, estimated neck included', async ({
  page,
}) => {
  const events = await beaconEvents(page);
  await openCounted(page, '/fit-finder?breed=english&age=3-6-months&measured=no&weight=10&unit=cm', events);
  await expect.poll(() => fits(events).length, { timeout: 10_000 }).toBe(1);
  expect(fits(events)[0]).toMatchObject({ type: 'fit', breed: 'english', age: '3-6-months', measured: false });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered answer is shown and nothing is sent (there is no beacon)', async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await page.goto('/fit-finder?breed=french&age=adult&neck=15.5&unit=in');
    await expect(page.getByTestId('fit-collar-length')).toBeVisible();
    expect(posted).toEqual([]);
  });
});
