import { SEED_ARTICLES } from '@bcg/server/seed';
import { INDEXABLE_PATHS, SITE_ROUTES } from '@bcg/shared/pages';
import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

const SITE = 'http://localhost:3000';
const published = SEED_ARTICLES.filter((a) => a.published);
const drafts = SEED_ARTICLES.filter((a) => !a.published);

it('robots.txt allows the site, keeps crawlers out of /admin and /content-test, and names the sitemap', async () => {
  const response = await testApp.app.inject('/robots.txt');
  expect(response.headers['content-type']).toMatch(/text\/plain/);
  expect(response.body.split('\n')).toEqual(
    expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /content-test', `Sitemap: ${SITE}/sitemap.xml`]),
  );
});

it('robots.txt disallows every page the route table marks not indexable', async () => {
  const disallowed = (await testApp.app.inject('/robots.txt')).body
    .split('\n')
    .flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice(10)] : []));
  for (const route of SITE_ROUTES.filter((candidate) => !candidate.indexable)) {
    expect([route.path, disallowed.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`))]).toEqual([
      route.path,
      true,
    ]);
  }
});

it('the sitemap lists every indexable page and every published post, with lastmod, and no draft', async () => {
  const response = await testApp.app.inject('/sitemap.xml');
  expect(response.headers['content-type']).toMatch(/application\/xml/);
  const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
  const urls = locs.map((match) => match[1]);
  // The route table's indexable pages (libs/shared/pages checks the table against the spec's list).
  for (const path of INDEXABLE_PATHS) expect(urls).toContain(SITE + path);
  for (const post of published) expect(urls).toContain(`${SITE}/blog/${post.slug}`);
  for (const draft of drafts) expect(urls).not.toContain(`${SITE}/blog/${draft.slug}`);
  expect(urls.some((url) => url?.includes('/admin'))).toBe(false);
  for (const match of locs) expect(Number.isNaN(Date.parse(match[2]!))).toBe(false);
});

it('the RSS feed carries the published posts, newest first, with RFC 822 dates', async () => {
  const response = await testApp.app.inject('/blog/rss.xml');
  expect(response.headers['content-type']).toMatch(/application\/rss\+xml/);
  expect(response.body).toContain('<rss version="2.0"');
  const links = [...response.body.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  const newestFirst = [...published].sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!));
  expect(links).toEqual(newestFirst.map((post) => `${SITE}/blog/${post.slug}`));
  expect(response.body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
});

it("the sitemap and the feed answer a bare 500, not the driver's words, while the database is down", async () => {
  // An app of its own: the shared one has these answers cached by now.
  const down = await createSeededTestApp();
  jest.spyOn(down.services.articles, 'list').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:55432'));
  try {
    for (const url of ['/sitemap.xml', '/blog/rss.xml']) {
      const response = await down.app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toMatch(/ECONNREFUSED|55432/);
    }
  } finally {
    await down.close();
  }
});
