import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

// The fit finder never recommends a wrong collar: nothing narrower than the dog's minimum width, no size without an
// inch of room either way, the breed's own collars first, a warning for a neck the breed does not have; and its form
// never flashes an error while a number is typed, converts the number when the unit changes, and reads metric
// figures as a tape does.

const ADULT_FRENCHIE = '/fit-finder?breed=french&age=adult&neck=15.5&unit=in';
const cards = (page: Page) => page.getByTestId('fit-matches').locator(':scope > li');

test('an adult 15.5 inch Frenchie is offered no puppy or 1 inch collar, and only sizes with an inch of room either way', async ({
  page,
}) => {
  await page.goto(ADULT_FRENCHIE);
  await expect(page.getByTestId('fit-matches-heading')).toContainText('at least 1.25 in wide with room for a 15.5 in neck');
  const texts = await cards(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts) {
    expect(text).not.toMatch(/Sprout Puppy|Pawsome Basics/);
    const size = /Pick size \w+ \(fits necks of ([\d.]+)-([\d.]+) in\)/.exec(text);
    expect(size).not.toBeNull();
    expect([Number(size?.[1]) + 1 <= 15.5, 15.5 <= Number(size?.[2]) - 1]).toEqual([true, true]);
  }
});

test('collars listed for French bulldogs come first; an English-bulldog collar never leads', async ({ page }) => {
  await page.goto(ADULT_FRENCHIE);
  const suited = await cards(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-suited')));
  expect(suited[0]).toBe('true');
  expect(suited.indexOf('false') === -1 || suited.slice(suited.indexOf('false')).every((s) => s === 'false')).toBe(true);
  await expect(cards(page).first()).not.toContainText('Not one we list for French Bulldogs');
});

test('a neck the breed does not have gets a warning', async ({ page }) => {
  await page.goto('/fit-finder?breed=french&age=adult&neck=26&unit=in');
  await expect(page.getByTestId('fit-neck-warning')).toContainText(
    'A 26 in neck is outside the 13-18 in we expect for an adult French Bulldog',
  );
  await page.goto(ADULT_FRENCHIE);
  await expect(page.getByTestId('fit-neck-warning')).toHaveCount(0);
});

test('typing 1 on the way to 15.5 shows no error; leaving a wrong number shows it', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/fit-finder');
  await page.getByLabel('Breed').selectOption('french');
  await page.getByLabel('Age').selectOption('adult');
  const neck = page.getByLabel('Neck (in)');
  await neck.pressSequentially('1');
  // Longer than the finder waits for a pause in the typing: an answer (or a message) would have come by now.
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('fit-neck-error')).toHaveCount(0);
  await expect(neck).not.toHaveAttribute('aria-invalid', 'true');
  await neck.pressSequentially('5.5');
  await expect(page.getByTestId('fit-matches')).toBeVisible();
  await expect(page.getByTestId('fit-neck-error')).toHaveCount(0);
  await expect(page).toHaveURL(/neck=15\.5/);

  await neck.fill('80');
  await neck.blur();
  await expect(page.getByTestId('fit-neck-error')).toContainText('between 6 and 32 in');
  await expect(page.getByTestId('fit-matches')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('switching to centimetres converts the typed neck, and every metric figure reads to the half centimetre', async ({ page }) => {
  await gotoReady(page, ADULT_FRENCHIE);
  await page.getByLabel('Unit').selectOption('cm');
  await expect(page.getByLabel('Neck (cm)')).toHaveValue('39.5');
  await expect(page).toHaveURL(/neck=39\.5&unit=cm/);
  const answer = page.getByTestId('fit-answer');
  await expect(answer).toContainText('39.5 cm (measured)');
  const figures = (await answer.innerText()).match(/\d+(?:\.\d+)?(?=(?:-\d+(?:\.\d+)?)? cm)/g) ?? [];
  expect(figures.length).toBeGreaterThan(3);
  for (const figure of figures) expect([figure, Number(figure) * 2]).toEqual([figure, Math.round(Number(figure) * 2)]);
  await page.getByLabel('Unit').selectOption('in');
  await expect(page.getByLabel('Neck (in)')).toHaveValue('15.5');
});
