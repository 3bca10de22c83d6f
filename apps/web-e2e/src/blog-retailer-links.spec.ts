import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

// A post whose author pasted a retailer address instead of writing a link: readers see words, never the tag.

interface ApiProduct {
  name: string;
  amazonAsin: string;
}

const logIn = async (request: APIRequestContext): Promise<string> =>
  (await (await request.post('/api/admin/login', { data: { password: 'e2e-admin-password' } })).json()).sessionId;

/** The posts a test published, deleted after it: later tests (the /blog list) count the published posts. */
const published: number[] = [];
test.afterEach(async ({ request }) => {
  const sessionId = await logIn(request);
  for (const id of published.splice(0))
    expect((await request.delete(`/api/admin/articles/${id}`, { headers: { authorization: `Bearer ${sessionId}` } })).status()).toBe(200);
  await request.post('/api/admin/logout', { data: { sessionId } });
});

/** Publishes a post through the admin API (as the editor does) and answers its slug. */
async function publish(request: APIRequestContext, title: string, markdown: string): Promise<string> {
  const sessionId = await logIn(request);
  const created = await request.post('/api/admin/articles', {
    headers: { authorization: `Bearer ${sessionId}` },
    data: {
      title,
      category: 'blog',
      excerpt: 'Where we bought the collars we tested this month.',
      metaDescription: 'Where we bought the collars we tested this month, with the links we used.',
      markdown,
      published: true,
    },
  });
  expect(created.status()).toBe(200);
  await request.post('/api/admin/logout', { data: { sessionId } });
  const article = (await created.json()) as { id: number; slug: string };
  published.push(article.id);
  return article.slug;
}

test('a bare retailer address reads as the product name or "View on Amazon", tagged in the href only, after the disclosure', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const [product] = (await (await request.get('/api/products')).json()) as ApiProduct[];
  const slug = await publish(
    request,
    `Where we bought this month's test collars (${testInfo.project.name})`,
    [
      'Every collar in this round was bought at full price, like any reader would.',
      '',
      `The first came from https://www.amazon.com/dp/${product!.amazonAsin} and the spare from <https://www.amazon.com/dp/B0NOTLISTD>.`,
    ].join('\n'),
  );
  await gotoReady(page, `/blog/${slug}`);
  const article = page.locator('article');
  await expect(article).not.toContainText('tag=');
  await expect(article).not.toContainText('amazon.com/dp');
  const named = article.getByRole('link', { name: product!.name, exact: true });
  await expect(named).toHaveAttribute('href', `https://www.amazon.com/dp/${product!.amazonAsin}?tag=e2etag-20`);
  await expect(named).toHaveAttribute('rel', 'sponsored nofollow noopener');
  await expect(article.getByRole('link', { name: 'View on Amazon', exact: true })).toHaveAttribute(
    'href',
    'https://www.amazon.com/dp/B0NOTLISTD?tag=e2etag-20',
  );

  const disclosure = page.getByRole('note', { name: 'Affiliate disclosure' });
  await expect(disclosure).toContainText('This post contains affiliate links');
  await expect(disclosure.getByRole('link', { name: 'How we earn' })).toHaveAttribute('href', '/disclosure');
  // In reading order (the DOM's, which is also what a screen reader follows) the disclosure comes first.
  const before = await disclosure.evaluate((line) => {
    const first = document.querySelector('article a[rel~="sponsored"]');
    return first !== null && (line.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(before).toBe(true);
  // The footer box stays.
  await expect(page.getByRole('complementary', { name: 'Affiliate disclosure' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a post without retailer links opens without the disclosure line', async ({ page, request }, testInfo) => {
  const slug = await publish(
    request,
    `How we measure a bulldog's neck (${testInfo.project.name})`,
    'Measure at the base of the neck with a soft tape, then check that two fingers slide under it.',
  );
  await gotoReady(page, `/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("How we measure a bulldog's neck");
  await expect(page.getByRole('note', { name: 'Affiliate disclosure' })).toHaveCount(0);
});
