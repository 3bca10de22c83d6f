import { expect, test } from '@playwright/test';
import { E2E_SITE_URL } from './support/site';
import { gotoReady } from './support/page-helpers';

const SITE = E2E_SITE_URL;

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
}

const ROUTES: Array<{ path: string; types: string[] }> = [
  { path: '/', types: ['WebSite', 'BreadcrumbList', 'ItemList'] },
  { path: '/collars', types: ['BreadcrumbList', 'ItemList'] },
  { path: '/compare', types: ['BreadcrumbList'] },
  { path: '/guides', types: ['BreadcrumbList'] },
  { path: '/blog', types: ['BreadcrumbList'] },
  ...['/about', '/contact', '/methodology', '/breed-guides', '/disclosure', '/privacy', '/terms', '/cookie-policy'].map((path) => ({
    path,
    types: ['BreadcrumbList'],
  })),
];

for (const route of ROUTES) {
  test(`server HTML of ${route.path} carries the page metadata and JSON-LD`, async ({ request }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(50);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${route.path}">`);
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1');
    expect(metaContent(html, 'name', 'keywords')).toBeTruthy();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE}/og/bulldog-collar-guide.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(expect.arrayContaining(route.types));
  });
}

test('the home JSON-LD lists the top picks and a working site search', async ({ request, page }) => {
  const products: Array<{ name: string }> = await (await request.get('/api/products')).json();
  const items = jsonLd(await (await request.get('/')).text());
  const list = items.find((item) => item['@type'] === 'ItemList') as { itemListElement: Array<{ name: string; url: string }> };
  expect(list.itemListElement.map((entry) => entry.name)).toEqual(products.slice(0, 3).map((p) => p.name));
  // Each entry's URL is the collar's review page.
  const [first] = list.itemListElement;
  await gotoReady(page, first!.url.replace(SITE, ''));
  await expect(page.getByRole('heading', { level: 1, name: `${first!.name} Review` })).toBeVisible();
  const site = items.find((item) => item['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
  const searchUrl = site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'martingale');
  await gotoReady(page, searchUrl.replace(SITE, ''));
  await expect(page.getByTestId('collars-grid').getByRole('heading', { level: 3 })).toHaveText(['TrailGuard Reflective Martingale Collar']);
  await expect(page.getByText('matching “martingale”')).toBeVisible();
});

test('a post is an article with times, author, BlogPosting and breadcrumbs in its server HTML', async ({ request }) => {
  const [post] = (await (await request.get('/api/articles?published=true')).json()) as Array<{
    slug: string;
    title: string;
    publishedAt: string;
  }>;
  const html = await (await request.get(`/blog/${post!.slug}`)).text();
  expect(metaContent(html, 'property', 'og:type')).toBe('article');
  expect(metaContent(html, 'property', 'article:section')).toBe('Pet Care');
  expect(metaContent(html, 'property', 'article:published_time')).toBe(post!.publishedAt);
  expect(metaContent(html, 'property', 'article:modified_time')).toBeTruthy();
  const items = jsonLd(html);
  const posting = items.find((item) => item['@type'] === 'BlogPosting') as { headline: string; datePublished: string };
  expect(posting.headline).toBe(post!.title);
  expect(posting.datePublished).toBe(post!.publishedAt);
  const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Blog', post!.title]);
});

test('after a client-side navigation the document title is the server one, at most 60 characters', async ({ page, request }) => {
  const posts = (await (await request.get('/api/articles')).json()) as Array<{ slug: string; title: string }>;
  const long = posts.find((post) => post.title.length > 60);
  expect(long).toBeDefined();
  const serverTitle = /<title>([^<]*)<\/title>/.exec(await (await request.get(`/blog/${long!.slug}`)).text())?.[1];
  await gotoReady(page, '/blog');
  await page.getByRole('link', { name: long!.title }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(long!.title);
  await expect(page).toHaveTitle(serverTitle!);
  expect([...(await page.title())].length).toBeLessThanOrEqual(60);
});
