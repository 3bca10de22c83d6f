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

/** The sitemap's entries: each URL with its lastmod, or undefined when it has none. */
async function sitemapEntries(): Promise<Map<string, string | undefined>> {
  const response = await testApp.app.inject('/sitemap.xml');
  expect(response.headers['content-type']).toMatch(/application\/xml/);
  const entries = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  expect(entries.length).toBe(response.body.match(/<url>/g)?.length);
  return new Map(entries.map((match) => [match[1]!, match[2]]));
}

it('the sitemap lists every indexable page and every published post, and no draft', async () => {
  const urls = [...(await sitemapEntries()).keys()];
  // The route table's indexable pages (libs/shared/pages checks the table).
  for (const path of INDEXABLE_PATHS) expect(urls).toContain(SITE + path);
  for (const post of published) expect(urls).toContain(`${SITE}/blog/${post.slug}`);
  for (const draft of drafts) expect(urls).not.toContain(`${SITE}/blog/${draft.slug}`);
  expect(urls.some((url) => url?.includes('/admin'))).toBe(false);
});

describe('sitemap lastmod', () => {
  const stated = (article: (typeof SEED_ARTICLES)[number]) => new Date(article.updatedAt ?? article.publishedAt!).toISOString();

  it('is the real last change of what each page shows, never the moment of seeding or of the request', async () => {
    const entries = await sitemapEntries();
    const startedAt = Date.now() - 60_000;
    for (const [url, lastmod] of entries) {
      if (lastmod !== undefined) expect([url, Date.parse(lastmod) < startedAt]).toEqual([url, true]);
    }
    // A post: its last edit as the data states it (the seed's dates are the articles' own).
    for (const post of published) expect(entries.get(`${SITE}/blog/${post.slug}`)).toBe(stated(post));
    // The blog: its latest post; the guides page: its latest guide; the catalogue pages: the products' last revision.
    const latestOf = (posts: typeof published) => posts.map(stated).sort().at(-1);
    expect(entries.get(`${SITE}/blog`)).toBe(latestOf(published));
    expect(entries.get(`${SITE}/guides`)).toBe(latestOf(published.filter((post) => post.category === 'guides')));
    const products = await testApp.services.products.list();
    const catalogue = new Date(Math.max(...products.map((product) => product.updatedAt.getTime()))).toISOString();
    expect(entries.get(`${SITE}/collars`)).toBe(catalogue);
    expect(entries.get(`${SITE}/compare`)).toBe(catalogue);
    expect(entries.get(`${SITE}/`)).toBe([catalogue, latestOf(published)!].sort().at(-1));
  });

  it('is the date the legal pages state, and absent where a page states none', async () => {
    const entries = await sitemapEntries();
    expect(entries.get(`${SITE}/privacy`)).toBe('2026-11-26');
    expect(entries.get(`${SITE}/terms`)).toBe('2025-01-15');
    // The cookie policy's "last updated" is generated (today); about, contact, ... carry no date at all.
    for (const path of ['/cookie-policy', '/about', '/contact', '/methodology', '/breed-guides', '/disclosure']) {
      expect([path, entries.has(SITE + path), entries.get(SITE + path)]).toEqual([path, true, undefined]);
    }
  });
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
  jest.spyOn(down.services.articles, 'listLinks').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:55432'));
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
