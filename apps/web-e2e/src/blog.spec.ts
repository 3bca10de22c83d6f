import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

interface ApiArticle {
  slug: string;
  title: string;
  published: boolean;
  metaDescription: string;
  readTime: string;
  readingTime: number;
  wordCount: number;
  targetKeywords: string[];
  seoKeywords: string[];
  createdAt: string;
  publishedAt: string | null;
}

/** Every article, drafts included: the public API lists the published ones only, the administrator's lists them all. */
async function everyArticle(request: APIRequestContext): Promise<ApiArticle[]> {
  const { sessionId } = await (await request.post('/api/admin/login', { data: { password: 'e2e-admin-password' } })).json();
  const articles = await request.get('/api/admin/articles', { headers: { authorization: `Bearer ${sessionId}` } });
  expect(articles.ok()).toBe(true);
  await request.post('/api/admin/logout', { data: { sessionId } });
  return articles.json();
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

test('/blog lists exactly the published posts, each linking to its page', async ({ page, request }) => {
  const problems = watchConsole(page);
  const all = await everyArticle(request);
  // The public list, newest first, is exactly the published posts.
  const published: ApiArticle[] = await (await request.get('/api/articles')).json();
  expect(published.map((a) => a.slug).sort()).toEqual(
    all
      .filter((a) => a.published)
      .map((a) => a.slug)
      .sort(),
  );
  await gotoReady(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulldog Collar Guide & Reviews');
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(published.length);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(published.map((a) => a.title));
  for (const draft of all.filter((a) => !a.published)) await expect(page.getByText(draft.title)).toHaveCount(0);

  const first = cards.first();
  await expect(first).toContainText(published[0]!.metaDescription);
  await expect(first).toContainText(published[0]!.readTime);
  await expect(first).toContainText(longDate(published[0]!.createdAt));
  await first.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${published[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[0]!.title);
  expect(problems).toEqual([]);
});

test('a post shows its keywords, date, reading time, word count, body, at most 10 SEO tags and the disclosure', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const all: ApiArticle[] = await (await request.get('/api/articles?published=true')).json();
  const post = all.find((a) => a.seoKeywords.length > 10) ?? all[0]!;
  await gotoReady(page, `/blog/${post.slug}`);
  await expect(page.getByRole('link', { name: '← Back to Blog' }).first()).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(post.targetKeywords);
  await expect(page.getByText(longDate(post.publishedAt ?? post.createdAt))).toBeVisible();
  await expect(page.getByText(`${post.readingTime} min read`)).toBeVisible();
  await expect(page.getByText(`${post.wordCount.toLocaleString('en-US')} words`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveCount(Math.min(10, post.seoKeywords.length));
  await expect(page.getByRole('complementary', { name: 'Affiliate disclosure' })).toContainText(
    'contains affiliate links. If you buy through them, we may earn a commission at no additional cost',
  );
  for (const link of await page.locator('article a[href*="amazon.com"]').all()) {
    expect(await link.getAttribute('href')).toMatch(/[?&]tag=e2etag-20(&|#|$)/);
    expect(await link.getAttribute('rel')).toBe('sponsored nofollow noopener');
  }
  expect(problems).toEqual([]);
});

test('unknown and unpublished posts show Post Not Found with status 404', async ({ page, request }) => {
  const drafts = (await everyArticle(request)).filter((a) => !a.published);
  expect(drafts.length).toBeGreaterThan(0);
  for (const slug of ['no-such-post', drafts[0]!.slug]) {
    const response = await gotoReady(page, `/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
