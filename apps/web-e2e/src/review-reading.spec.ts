import { expect, test } from '@playwright/test';
import { SCORING_CRITERIA } from '@bcg/shared/reviews';
import { gotoReady, watchConsole } from './support/page-helpers';

interface ApiProduct {
  slug: string;
  name: string;
  verdict: string;
  editorialScore: number;
  rating: string;
}

test('a reader goes from a card to its review: verdict, score breakdown, test notes, sizes, retailer and related collars', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const [first]: ApiProduct[] = await (await request.get('/api/products')).json();
  await gotoReady(page, '/collars');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('editorial-score')).toHaveText(`Our score ${first!.editorialScore.toFixed(1)}/10`);
  await expect(card.getByText(new RegExp(`^${first!.rating.replace('.', '\\.')}/5 from [\\d,]+ Amazon ratings$`))).toBeVisible();
  await card.getByRole('link', { name: `Read our review of the ${first!.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/collars/${first!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${first!.name} Review` })).toBeVisible();
  await expect(page.getByTestId('verdict')).toHaveText(first!.verdict);
  const breakdown = page.getByTestId('score-breakdown');
  await expect(breakdown.locator('tbody tr')).toHaveCount(SCORING_CRITERIA.length);
  await expect(page.getByTestId('score-total')).toHaveText(`${first!.editorialScore.toFixed(1)}/10`);
  await expect(page.getByTestId('test-dog')).toContainText('Worn daily for');
  await expect(page.getByRole('heading', { name: 'Sizes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on Amazon/ }).first()).toHaveAttribute('rel', 'sponsored nofollow noopener');

  // No part of the review is wider than the screen (tables included).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const related = page.getByRole('region', { name: 'Related collars' }).getByRole('link');
  await expect(related).toHaveCount(3);
  const next = (await related.first().textContent()) ?? '';
  await related.first().click();
  await expect(page.getByRole('heading', { level: 1, name: `${next} Review` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown collar is a 404 page with a way back to the list', async ({ page }) => {
  const response = await page.goto('/collars/no-such-collar');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Collar Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'See every collar we tested' }).click();
  await expect(page).toHaveURL(/\/collars$/);
});
