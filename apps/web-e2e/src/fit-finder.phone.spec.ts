import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

// The fit finder on a phone, as an owner uses it: with JavaScript off (a GET form the server answers) and on (the
// answer follows the typing). The numbers are checked against the rules by the jest suites; here, that the reader
// gets them.

/** How far the page reaches past the right edge of the screen (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the compact finder on the home page submits to a server-rendered answer with a shareable URL', async ({ page }) => {
    await page.goto('/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const block = page.getByTestId('fit-finder-block');
    await block.getByLabel('Breed').selectOption('french');
    await block.getByLabel('Age').selectOption('adult');
    await block.getByLabel('Neck').fill('15.5');
    await block.getByRole('button', { name: 'Find my collar' }).click();
    await expect(page).toHaveURL(/\/fit-finder\?breed=french&age=adult&neck=15\.5&unit=in$/);
    await expect(page.getByTestId('fit-collar-length')).toContainText('17.5 in');
    const matches = page.getByTestId('fit-matches').locator(':scope > li');
    expect(await matches.count()).toBeGreaterThan(0);
    await expect(matches.first()).toContainText(/Pick size \w+ \(fits necks of/);
    await expect(matches.first()).toContainText(/Our score [\d.]+\/10/);
    await expect(matches.first().getByRole('link', { name: /View on Amazon/ })).toHaveAttribute('href', /tag=e2etag-20/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('an unmeasured puppy in centimetres and kilograms gets an estimate that says so', async ({ page }) => {
    await page.goto('/fit-finder');
    await page.getByLabel('Breed').selectOption('english');
    await page.getByLabel('Age').selectOption('3-6-months');
    await page.getByLabel('Unit').selectOption('cm');
    await page.getByLabel('I have not measured the neck').check();
    await page.getByLabel(/^Weight/).fill('10');
    await page.getByRole('button', { name: 'Find my collar' }).click();
    await expect(page.getByTestId('fit-estimate')).toContainText('Estimated, not measured');
    await expect(page.getByTestId('fit-estimate')).toContainText('10 kg');
    await expect(page.getByTestId('fit-collar-length')).toContainText(/^About [\d.]+-[\d.]+ cm around once fastened/);
  });

  test('nonsense gets a message next to the field on an ordinary page', async ({ page }) => {
    const response = await page.goto('/fit-finder?breed=french&age=adult&neck=abc&unit=in');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('fit-neck-error')).toHaveText('Type the neck as a number of inches, e.g. 15.5.');
    await expect(page.locator('input[name="neck"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('fit-collar-length')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test('the answer follows the typing and the URL follows the answer, without a page load', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoReady(page, '/fit-finder');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const historyLength = await page.evaluate(() => history.length);

    await page.getByLabel('Breed').selectOption('french');
    await page.getByLabel('Age').selectOption('adult');
    await page.getByLabel('Unit').selectOption('cm');
    await page.getByLabel('Neck (cm)').pressSequentially('39.37');
    await expect(page.getByTestId('fit-collar-length')).toContainText('44.5 cm');
    await expect(page).toHaveURL(/\/fit-finder\?breed=french&age=adult&neck=39\.37&unit=cm$/);
    expect(await page.getByTestId('fit-matches').locator(':scope > li').count()).toBeGreaterThan(0);

    // A slip: 80 inches. Once the reader leaves the field, the message appears next to it; the page stays.
    await page.getByLabel('Unit').selectOption('in');
    await page.getByLabel('Neck (in)').fill('80');
    await page.getByLabel('Neck (in)').blur();
    await expect(page.getByTestId('fit-neck-error')).toContainText('between 6 and 32 in');
    await expect(page.getByTestId('fit-collar-length')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
