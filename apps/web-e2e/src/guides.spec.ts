import { expect, test } from '@playwright/test';
import { E2E_SITE_URL } from './support/site';
import { gotoReady, watchConsole } from './support/page-helpers';

interface ApiArticle {
  slug: string;
  title: string;
  category: string;
  published: boolean;
}

test('/guides shows the topics, the featured guide and every published guide linking to its page', async ({ page, request }) => {
  const problems = watchConsole(page);
  const guides = ((await (await request.get('/api/articles')).json()) as ApiArticle[]).filter(
    (a) => a.published && a.category === 'guides',
  );
  expect(guides.length).toBeGreaterThanOrEqual(3);

  await gotoReady(page, '/guides');
  await expect(page.getByTestId('guide-topic').getByRole('heading', { level: 2 })).toHaveText(['Sizing', 'Skin Care', 'Maintenance']);
  await expect(page.getByText('Featured guide')).toBeVisible();
  const cards = page.getByTestId('article-card');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(guides.map((g) => g.title));
  await expect(cards.first().getByRole('link', { name: guides[0]!.title, exact: true })).toHaveAttribute(
    'href',
    `/guides/${guides[0]!.slug}`,
  );
  await expect(page.getByText('Guides Coming Soon')).toHaveCount(0);

  await cards.nth(1).getByRole('link', { name: guides[1]!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/guides/${guides[1]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guides[1]!.title);
  expect(problems).toEqual([]);
});

test('a guide served at /guides/{slug} is a full page from the server, canonical on /blog', async ({ request }) => {
  const guides = ((await (await request.get('/api/articles?published=true')).json()) as ApiArticle[]).filter(
    (a) => a.category === 'guides',
  );
  const response = await request.get(`/guides/${guides[0]!.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${E2E_SITE_URL}/blog/${guides[0]!.slug}">`);
  expect((await request.get('/guides/not-a-guide')).status()).toBe(404);
});
