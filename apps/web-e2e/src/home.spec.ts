import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

test("the hero buttons land on their sections, in the page's order", async ({ page }) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const order = ['top-picks', 'sizing-guide', 'comparison', 'faq', 'buying-guide', 'latest-articles'];
  const tops = await Promise.all(
    order.map((id) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)),
  );
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);

  for (const [label, id] of [
    ['Sizing Guide', 'sizing-guide'],
    ['Compare Collars', 'comparison'],
    ['Buying Guide', 'buying-guide'],
    ['See Top Picks', 'top-picks'],
  ] as const) {
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
  }
  expect(problems).toEqual([]);
});

test('the sizing section has the measuring steps and the size chart', async ({ page }) => {
  await gotoReady(page, '/');
  const sizing = page.locator('#sizing-guide');
  await expect(sizing.getByRole('listitem').filter({ hasText: "Look the neck up in the collar's size table" })).toHaveCount(1);
  await expect(sizing.getByRole('listitem').filter({ hasText: '2 fingers' })).toHaveCount(1);
  // The general chart's rows by age (the puppy rows' fitted length includes the growing puppy's extra inch), then each breed's.
  const rows = sizing.getByTestId('size-chart').getByRole('row');
  await expect(rows.nth(2)).toHaveText(/8-12 weeks\s*8-15 lbs\s*8-12 in\s*11-15 in/);
  await expect(rows.nth(5)).toHaveText(/Adult \(general\)\s*45-65 lbs\s*18-24 in\s*20-26 in/);
  await expect(page.locator('#comparison').getByTestId('compare-column')).toHaveCount(3);
  await expect(page.locator('#comparison').getByRole('link', { name: /full comparison/ })).toHaveAttribute('href', '/compare');
});

test('FAQ items open independently, several at once, from the keyboard too', async ({ page, request }) => {
  const faqs: Array<{ question: string; answer: string }> = await (await request.get('/api/faqs')).json();
  await gotoReady(page, '/');
  const faq = page.locator('#faq');
  const first = faq.getByRole('button', { name: faqs[0]!.question });
  const second = faq.getByRole('button', { name: faqs[1]!.question });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(faqs[0]!.answer)).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('the home page lists up to three published articles linking to their posts', async ({ page, request }) => {
  const published: Array<{ slug: string; title: string }> = await (await request.get('/api/articles?published=true')).json();
  await gotoReady(page, '/');
  const cards = page.locator('#latest-articles').getByTestId('article-card');
  await expect(cards).toHaveCount(Math.min(3, published.length));
  await expect(cards.first().getByRole('link', { name: published[0]!.title, exact: true })).toHaveAttribute(
    'href',
    `/blog/${published[0]!.slug}`,
  );
});

test('the fixed buy bar shows on phones only, with the top pick @layout', async ({ page, isMobile, request }) => {
  const [top] = await (await request.get('/api/products')).json();
  await gotoReady(page, '/');
  const bar = page.getByTestId('mobile-buy-bar');
  if (isMobile) {
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(top.name);
    await expect(bar.getByRole('link', { name: /on Amazon/ })).toHaveAttribute('rel', 'sponsored nofollow noopener');
  } else {
    await expect(bar).toBeHidden();
  }
});
