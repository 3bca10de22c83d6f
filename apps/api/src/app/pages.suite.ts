import 'reflect-metadata';
import { SEED_ARTICLES, SEED_PRODUCTS } from '@bcg/server/seed';
import { SITE_ROUTES } from '@bcg/shared/pages';
import { builtWebApp, createSeededTestApp } from './testing';

// Server-rendered pages over HTTP, with the built web app (npm run build) and a seeded database.
const web = builtWebApp();
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
/**
 * Gives the tests of the calling describe block a seeded site: a fresh one for each test where tests break the
 * database or read the response cache's state (`each`), one for them all where they only read pages (`all`).
 */
function seededSite(scope: 'each' | 'all'): void {
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
  });
  after(() => built.close());
}

const get = (url: string) => built.app.inject({ method: 'GET', url });

/** What a PostgreSQL driver says when the server is down; it must never reach a visitor. */
const driverError = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55432'), { code: 'ECONNREFUSED', errno: -111 });

describe('a page whose data cannot be loaded', () => {
  seededSite('each');

  it('answers 503 with Retry-After and its error panel as HTML, is not cached, and renders fresh once the data is back', async () => {
    // /collars reads a page of the catalogue.
    const list = jest.spyOn(built.services.products, 'page').mockRejectedValue(driverError());
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await get('/collars');
      expect(failed.statusCode).toBe(503);
      expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
      expect(failed.headers['content-type']).toMatch(/^text\/html/);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.headers['x-cache']).not.toBe('hit');
      expect(failed.body).toContain('role="alert"');
      expect(failed.body).toContain('couldn&#x27;t load the collars');
      expect(failed.body).not.toMatch(/ECONNREFUSED|55432/);
    }
    list.mockRestore();

    const recovered = await get('/collars');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-cache']).toBe('miss');
    expect(recovered.body).not.toContain('role="alert"');
    expect(recovered.body).toContain('Best Bulldog Collars');
    expect((await get('/collars')).headers['x-cache']).toBe('hit');
  });

  it('answers 503 with its HTML (the error panels), never JSON, while the database is gone, and the page once it is back', async () => {
    await built.dataSource.destroy();
    for (const url of ['/collars', '/']) {
      const failed = await get(url);
      expect(failed.statusCode).toBe(503);
      expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
      expect(failed.headers['content-type']).toMatch(/^text\/html/);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.body).toMatch(/^<!doctype html>/i);
      expect(failed.body).toContain('role="alert"');
      // The driver's words (TypeORM's "Connection is not established", sqlite3's codes) never reach the page; a field
      // name such as productsConnection in the embedded page data is not one of them.
      expect(failed.body).not.toMatch(/DataSource|not initialized|\bConnection\b|SQLITE|ECONN/i);
    }
    await built.dataSource.initialize();
    const recovered = await get('/collars');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.body).not.toContain('role="alert"');
  });
});

it('a render that throws answers the HTML error page with 500 and no-store', async () => {
  const failing = await createSeededTestApp({}, { webDistDir: web.webDistDir, webEntry: { render: () => Promise.reject(driverError()) } });
  try {
    const response = await failing.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Something went wrong');
    expect(response.body).not.toMatch(/ECONNREFUSED|55432/);
  } finally {
    await failing.close();
  }
});

describe('the page cache key', () => {
  seededSite('each');

  it('is the path and the query parameters the route reads: made-up parameters hit the same entry', async () => {
    expect((await get('/collars?utm_source=mail')).headers['x-cache']).toBe('miss');
    for (const url of ['/collars?utm_source=other', '/collars', '/collars?x=1&y=2', '/COLLARS/']) {
      expect([url, (await get(url)).headers['x-cache']]).toEqual([url, 'hit']);
    }
    // A parameter the page reads is a different page.
    const budget = await get('/collars?filter=budget');
    expect(budget.headers['x-cache']).toBe('miss');
    expect((await get('/collars?junk=1&filter=budget')).headers['x-cache']).toBe('hit');
    expect((await get('/about?ref=1')).headers['x-cache']).toBe('miss');
    expect((await get('/about?ref=2')).headers['x-cache']).toBe('hit');
  });

  it('renders what it keys on: a made-up parameter does not reach the page', async () => {
    const page = await get('/collars?filter=budget&evil=%22zz-made-up-zz');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('zz-made-up-zz');
  });
});

describe('paths with an encoded control character', () => {
  seededSite('all');

  it.each(['/x%0a', '/%00', '/collars%0d', '/collars%0A', '/blog/x%0a', '/a%0d%0ab'])(
    '%s is the 404 page, noindex and not cached',
    async (url) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['x-cache']).not.toBe('hit');
        expect(response.body).toContain('<meta name="robots" content="noindex');
        expect(response.body).toMatch(/(Page|Post) Not Found/);
      }
    },
  );
});

/** The text of an element's HTML as a reader gets it (the entities the renderers write, decoded). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => text(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaContent = (html: string, property: string) =>
  text(new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1] ?? '');
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

describe('page titles', () => {
  seededSite('all');

  const posts = SEED_ARTICLES.filter((article) => article.published);
  // Every route of the route table, the ones with a parameter at each of their real addresses, and the 404 page.
  const urls = SITE_ROUTES.flatMap((route): string[] => {
    if (route.path === '/blog/:slug') return posts.map((post) => `/blog/${post.slug}`);
    if (route.path === '/guides/:slug') return posts.filter((post) => post.category === 'guides').map((post) => `/guides/${post.slug}`);
    if (route.path === '/collars/:slug') return SEED_PRODUCTS.map((product) => `/collars/${product.slug}`);
    return [route.path];
  }).concat('/no-such-page', '/blog/no-such-post', '/collars/no-such-collar');

  it('are at most 60 characters on every page', async () => {
    expect(urls.length).toBeGreaterThan(SITE_ROUTES.length);
    for (const url of urls) {
      const page = await get(url);
      const title = titleOf(page.body);
      expect([url, title.length > 0, [...title].length <= 60]).toEqual([url, true, true]);
    }
  });

  it('keep the full headline in og:title and the h1 when <title> has to shorten it', async () => {
    const long = posts.filter((post) => post.title.length > 60);
    expect(long.length).toBeGreaterThan(0);
    for (const post of long) {
      const page = (await get(`/blog/${post.slug}`)).body;
      expect(post.title.startsWith(titleOf(page).replace(/\u2026$/, ''))).toBe(true);
      expect(metaContent(page, 'og:title')).toContain(post.title);
      expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(page)?.[1] ?? '')).toBe(post.title);
    }
  });
});

describe('build files that are no page', () => {
  seededSite('all');

  it('/index.html moves to the home page, never the raw template', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await built.app.inject({ method, url: '/index.html' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/');
      expect(response.body).not.toContain('<!--app-');
    }
  });

  it('the build manifest and other unknown files are the 404 page', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.br', '/index.html.gz', '/.vite/']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('<!--app-');
      expect(response.body).not.toContain('"isEntry"');
    }
  });

  it('the public files are still served', async () => {
    for (const url of ['/favicon.svg', '/hydrate-after-paint.js', '/og/bulldog-collar-guide.jpg']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
  });
});

describe('dates in page metadata', () => {
  seededSite('all');

  it("a post's article:modified_time and dateModified are its last change as the data states it, not the seeding", async () => {
    for (const post of SEED_ARTICLES.filter((article) => article.published)) {
      const page = (await get(`/blog/${post.slug}`)).body;
      const stated = new Date(post.updatedAt ?? post.publishedAt!).toISOString();
      expect([post.slug, metaContent(page, 'article:modified_time')]).toEqual([post.slug, stated]);
      const posting = jsonLd(page).find((item) => item['@type'] === 'BlogPosting');
      expect([post.slug, posting?.['dateModified']]).toEqual([post.slug, stated]);
    }
  });

  it.each([
    ['/privacy', 'Last updated: November 26, 2026', '2026-11-26'],
    ['/terms', 'Effective date: January 15, 2025', '2025-01-15'],
  ])('%s gives the date its text states in its metadata', async (url, statement, date) => {
    const page = (await get(url)).body;
    expect(text(page)).toContain(statement);
    expect(jsonLd(page)).toContainEqual(expect.objectContaining({ '@type': 'WebPage', dateModified: date }));
  });

  it('/cookie-policy, whose "last updated" is generated, claims no modification date in its metadata', async () => {
    const page = (await get('/cookie-policy')).body;
    expect(page).not.toContain('dateModified');
    expect(page).not.toContain('article:modified_time');
  });
});
