import 'reflect-metadata';
import { Article } from '@bcg/server/content';
import { largeSeedArticle } from '@bcg/server/seed';
import { builtWebApp, createSeededTestApp } from './testing';

// /blog and /guides a page at a time, server-rendered from the built web app over a few hundred generated posts.
const web = builtWebApp();
const SITE = 'https://collars.example';
const PAGE_SIZE = 12;
/** Generated posts (one in ten a draft) on top of the seed's: many pages and a short last one. */
const GENERATED = 230;

let built: Awaited<ReturnType<typeof createSeededTestApp>>;
/** The published posts in the blog's order, and the guides among them. */
let posts: Article[];
let guides: Article[];
beforeAll(async () => {
  built = await createSeededTestApp({ SITE_URL: SITE }, { ...web, revisionCheckMs: 0 });
  const articles = built.dataSource.getRepository(Article);
  for (let start = 0; start < GENERATED; start += 100) {
    await articles.insert(Array.from({ length: Math.min(100, GENERATED - start) }, (_, offset) => largeSeedArticle(start + offset)));
  }
  const time = (date: Date | null) => date?.getTime() ?? -Infinity;
  posts = (await articles.findBy({ published: true }))
    .filter((post) => time(post.publishedAt) <= Date.now())
    .sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || time(b.createdAt) - time(a.createdAt) || b.id - a.id);
  guides = posts.filter((post) => post.category === 'guides');
});
afterAll(() => built.close());

const get = (url: string) => built.app.inject({ method: 'GET', url });
const pageCount = (list: readonly Article[]) => Math.ceil(list.length / PAGE_SIZE);

/** The post links of a page's cards, in order (each card links its title and its "Read More"). */
const cardSlugs = (html: string, path: string) => [
  ...new Set([...html.matchAll(new RegExp(`href="${path}/([a-z0-9-]+)"`, 'g'))].map((match) => match[1])),
];
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
const itemList = (html: string) => {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const items = [JSON.parse(json ?? 'null')].flat().flatMap((item) => item?.['@graph'] ?? item);
    const list = items.find((item: { '@type'?: string }) => item?.['@type'] === 'ItemList');
    if (list) return list;
  }
  return undefined;
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('/blog, a page at a time', () => {
  it('renders the last page: its posts, links back, no next, its own canonical URL and title, positions of the whole list', async () => {
    const last = pageCount(posts);
    expect(last).toBeGreaterThan(10);
    const response = await get(`/blog?page=${last}`);
    expect(response.statusCode).toBe(200);
    const expected = posts.slice((last - 1) * PAGE_SIZE).map((post) => post.slug);
    expect(expected.length).toBeLessThan(PAGE_SIZE);
    expect(cardSlugs(response.body, '/blog')).toEqual(expected);
    expect(title(response.body)).toBe(`Bulldog Collar Blog, Page ${last} of ${last} | Bulldog Collar Guide`);
    expect(headLink(response.body, 'canonical')).toBe(`${SITE}/blog?page=${last}`);
    expect(headLink(response.body, 'prev')).toBe(`${SITE}/blog?page=${last - 1}`);
    expect(headLink(response.body, 'next')).toBeUndefined();
    expect(response.body).toMatch(new RegExp(`<a [^>]*rel="prev"[^>]*href="/blog\\?page=${last - 1}"`));
    expect(response.body).toContain('href="/blog"');
    const list = itemList(response.body);
    expect(list.numberOfItems).toBe(posts.length);
    expect(list.itemListElement).toHaveLength(expected.length);
    expect(list.itemListElement[0]).toMatchObject({ position: (last - 1) * PAGE_SIZE + 1, url: `${SITE}/blog/${expected[0]}` });
    expect(list.itemListElement.at(-1)).toMatchObject({ position: posts.length });
  });

  it('renders a middle page with prev and next, and gives page 1 the bare canonical /blog', async () => {
    const middle = await get('/blog?page=5');
    expect(middle.statusCode).toBe(200);
    expect(cardSlugs(middle.body, '/blog')).toEqual(posts.slice(48, 60).map((post) => post.slug));
    expect(headLink(middle.body, 'prev')).toBe(`${SITE}/blog?page=4`);
    expect(headLink(middle.body, 'next')).toBe(`${SITE}/blog?page=6`);
    expect(itemList(middle.body).itemListElement[0].position).toBe(49);
    for (const url of ['/blog', '/blog?page=1', '/blog?utm_source=x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(cardSlugs(response.body, '/blog')).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.slug));
      expect(title(response.body)).toBe('Bulldog Collar Guide &amp; Reviews | Bulldog Collar Guide');
      expect(headLink(response.body, 'canonical')).toBe(`${SITE}/blog`);
      expect(headLink(response.body, 'prev')).toBeUndefined();
      expect(headLink(response.body, 'next')).toBe(`${SITE}/blog?page=2`);
      expect(response.body).toMatch(/<a [^>]*href="\/blog\?page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/blog\?page=2"/);
    }
  });

  it.each(['/blog?page=999', '/blog?page=0', '/blog?page=-1', '/blog?page=2x', '/blog?page=02', '/blog?page='])(
    'answers %s, which is no page of the blog, with a 404 page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This page of the blog does not exist');
      expect(response.body).toContain('noindex');
    },
  );
});

describe('/guides, a page at a time', () => {
  it('renders the last page of the guides with prev, its canonical and positions, and no featured guide', async () => {
    const last = pageCount(guides);
    expect(last).toBeGreaterThan(2);
    const response = await get(`/guides?page=${last}`);
    expect(response.statusCode).toBe(200);
    const expected = guides.slice((last - 1) * PAGE_SIZE).map((guide) => guide.slug);
    expect(cardSlugs(response.body, '/guides')).toEqual(expected);
    expect(title(response.body)).toBe(`Bulldog Collar Size Guides, Page ${last} of ${last}`);
    expect(headLink(response.body, 'canonical')).toBe(`${SITE}/guides?page=${last}`);
    expect(headLink(response.body, 'prev')).toBe(`${SITE}/guides?page=${last - 1}`);
    expect(headLink(response.body, 'next')).toBeUndefined();
    expect(response.body).not.toContain('Featured guide');
    const list = itemList(response.body);
    expect(list.numberOfItems).toBe(guides.length);
    expect(list.itemListElement[0]).toMatchObject({ position: (last - 1) * PAGE_SIZE + 1, url: `${SITE}/blog/${expected[0]}` });
  });

  it('features the newest guide on page 1, whose canonical is /guides, and 404s past the end', async () => {
    const first = await get('/guides');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Featured guide');
    expect(headLink(first.body, 'canonical')).toBe(`${SITE}/guides`);
    expect(headLink(first.body, 'next')).toBe(`${SITE}/guides?page=2`);
    const beyond = await get(`/guides?page=${pageCount(guides) + 1}`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.body).toContain('This page of the guides does not exist');
  });
});

describe('the feed and the sitemap with a few hundred posts', () => {
  it('the feed carries the 50 newest posts; the sitemap every published post and no draft', async () => {
    const feed = await get('/blog/rss.xml');
    const items = [...feed.body.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(items).toEqual(posts.slice(0, 50).map((post) => `${SITE}/blog/${post.slug}`));
    const sitemap = await get('/sitemap.xml');
    const urls = new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    expect(posts.every((post) => urls.has(`${SITE}/blog/${post.slug}`))).toBe(true);
    expect([...urls].filter((url) => url?.startsWith(`${SITE}/blog/`))).toHaveLength(posts.length);
  });
});
