import path from 'node:path';
import { SITE_ROUTES, matchSiteRoute } from '@bcg/shared/pages';
import { JSDOM } from 'jsdom';
import Parser from 'rss-parser';
import {
  SITEMAP_XSD,
  nuCheck,
  savePages,
  validateStructuredData,
  xmllintSchema,
  type StructuredDataIssue,
} from './support/independent-validators';
import { startServer, temporaryDirectory, type ServerProcess } from './support/built-server';
import { queryFile } from './support/sqlite-file';

// Independent validators over every page a visitor can reach: the W3C Nu HTML
// checker, a schema.org / rich-result validator on the JSON-LD, the sitemaps.org XSD, an RSS parser, and the head
// tags search engines read. Pages are found, not listed: /sitemap.xml, every link on every page found, and the
// pages off the sitemap (the not-found page, the admin login), so a new page or post is checked without editing this.

/** The public origin the server is told it has: every absolute URL it prints must be on it. */
const SITE_URL = 'https://bulldogs.example';
/** Unknown addresses a visitor may type or follow from elsewhere: the not-found pages (no link of the site leads there). */
const UNKNOWN = ['/no-such-page-for-validators', '/blog/no-such-post-for-validators'];
/** The pages of the route table without parameters, the sitemap's or not (admin, development page). */
const STATIC_ROUTES = SITE_ROUTES.map((route) => route.path).filter((route) => !route.includes(':'));

const temp = temporaryDirectory('bcg-validators-');
let server: ServerProcess;
let sitemapXml: string;
/** Every page found: path (with its query) -> status and HTML. */
const pages = new Map<string, { status: number; html: string; document: Document }>();

/** GET a path of the server; answers status, content type and body text. */
async function get(pagePath: string) {
  const response = await fetch(server.url + pagePath, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The path (and query) of a URL on the site, or undefined for another origin, a file or an API endpoint. */
function sitePath(href: string, base: string): string | undefined {
  const url = new URL(href, base);
  if (url.origin !== SITE_URL && url.origin !== server.url) return undefined;
  if (/^\/(api|graphql)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

/** The sitemap's <url> entries. */
function sitemapEntries(xml: string): Array<{ loc: string; lastmod: string | undefined }> {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
  }));
}

/** Every page reachable from the sitemap and the off-sitemap pages by following the site's own links. */
async function crawl(start: readonly string[]): Promise<void> {
  const queue = [...new Set(start)];
  const seen = new Set(queue);
  while (queue.length) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (pagePath) => {
        const response = await get(pagePath);
        if (response.status >= 300 && response.status < 400) return;
        expect({ pagePath, type: response.type }).toEqual({ pagePath, type: expect.stringMatching(/^text\/html/) });
        const document = new JSDOM(response.text).window.document;
        pages.set(pagePath, { status: response.status, html: response.text, document });
        // The site's links, and the search results page its WebSite markup tells search engines to send visitors to.
        const searches = jsonLdNodes(document).flatMap((node) =>
          typeof node['urlTemplate'] === 'string' ? [node['urlTemplate'].replace('{search_term_string}', 'leather')] : [],
        );
        const hrefs = [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href')!);
        for (const href of [...hrefs, ...searches]) {
          const next = sitePath(href, SITE_URL + pagePath);
          if (next && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }),
    );
  }
}

/** Every JSON-LD node of a page (each object, at any depth). */
function jsonLdNodes(document: Document): Array<Record<string, unknown>> {
  const nodes: Array<Record<string, unknown>> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      nodes.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) walk(JSON.parse(script.textContent ?? ''));
  return nodes;
}

const typesOf = (node: Record<string, unknown>) => [node['@type']].flat();
const isIndexable = (document: Document) => !/noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');

beforeAll(async () => {
  const databaseFile = path.join(temp.dir, 'validators.sqlite');
  server = await startServer({ databaseUrl: databaseFile, env: { SITE_URL } });
  // A sent issue the owner made indexable: the archive lists it, the sitemap names it, the validators read its page.
  await queryFile(
    databaseFile,
    `INSERT INTO "newsletter" ("slug", "subject", "preheader", "markdown", "status", "indexable", "sendStartedAt", "sentAt",
       "recipientCount", "sentHtml", "createdAt", "updatedAt")
     VALUES ('collars-for-the-cold', 'Collars for the cold', 'Three that stay supple', 'Leather stiffens below zero.', 'sent', 1,
       '2026-11-20 09:00:00.000', '2026-11-20 09:05:00.000', 12,
       '<p>Leather stiffens below zero: read <a href="/sizing-guide">the sizing guide</a> before you buy.</p>',
       '2026-11-19 18:00:00.000', '2026-11-20 09:05:00.000')`,
  );
  sitemapXml = (await get('/sitemap.xml')).text;
  const listed = sitemapEntries(sitemapXml).map((entry) => entry.loc.replace(SITE_URL, ''));
  await crawl([...listed, ...STATIC_ROUTES, ...UNKNOWN]);
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

it('finds every page: each sitemap page, each page linked from them, and a page for every route of the table', () => {
  const found = [...pages.keys()];
  const sitemapPaths = sitemapEntries(sitemapXml).map((entry) => entry.loc.replace(SITE_URL, ''));
  expect(found).toEqual(expect.arrayContaining(sitemapPaths));
  // Routes with parameters (/guides/:slug, /blog/:slug, ...) are found through the links that lead to them.
  const routesFound = new Set(found.flatMap((page) => matchSiteRoute(new URL(page, SITE_URL).pathname)?.route.path ?? []));
  expect(SITE_ROUTES.map((route) => route.path).filter((route) => !routesFound.has(route))).toEqual([]);
  expect(UNKNOWN.map((page) => pages.get(page)?.status)).toEqual([404, 404]);
  // The search results page the home page's SearchAction names.
  expect(found).toContain('/collars?q=leather');
});

it('serves a sitemap valid against the sitemaps.org 0.9 schema, of absolute URLs on SITE_URL that answer 200', async () => {
  expect(xmllintSchema(sitemapXml, SITEMAP_XSD)).toBe('');
  const entries = sitemapEntries(sitemapXml);
  expect(entries.length).toBeGreaterThan(10);
  // W3C Datetime (https://www.w3.org/TR/NOTE-datetime): a date, or a date and time with a time zone; never in the future.
  const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
  for (const { loc, lastmod } of entries) {
    expect(loc).toMatch(new RegExp(`^${SITE_URL}/`));
    expect(new URL(loc).hash).toBe('');
    if (lastmod !== undefined) {
      expect({ loc, lastmod }).toEqual({ loc, lastmod: expect.stringMatching(W3C_DATETIME) });
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
    }
    const page = pages.get(loc.replace(SITE_URL, ''));
    expect({ loc, status: page?.status }).toEqual({ loc, status: 200 });
    // What the sitemap lists is what the page says is its canonical, indexable URL.
    expect({ loc, canonical: page?.document.querySelector('link[rel="canonical"]')?.getAttribute('href') }).toEqual({
      loc,
      canonical: loc,
    });
    expect({ loc, indexable: isIndexable(page!.document) }).toEqual({ loc, indexable: true });
  }
  expect(new Set(entries.map((entry) => entry.loc)).size).toBe(entries.length);
  expect((await get('/robots.txt')).text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

it('serves an RSS feed that parses, of posts that are sitemap pages', async () => {
  const response = await get('/blog/rss.xml');
  expect(response.status).toBe(200);
  const feed = await new Parser().parseString(response.text);
  expect(feed.link).toBe(`${SITE_URL}/blog`);
  expect(feed.items.length).toBeGreaterThan(0);
  const locs = new Set(sitemapEntries(sitemapXml).map((entry) => entry.loc));
  for (const item of feed.items) {
    expect({ link: item.link, listed: locs.has(item.link!) }).toEqual({ link: item.link, listed: true });
    expect(item.guid).toBe(item.link);
    expect(item.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
  }
  // Every page that announces a feed announces this one.
  for (const [pagePath, { document }] of pages) {
    for (const link of document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')) {
      expect({ pagePath, href: link.getAttribute('href') }).toEqual({ pagePath, href: `${SITE_URL}/blog/rss.xml` });
    }
  }
});

it('passes the W3C Nu HTML checker on every page with no error and no warning', async () => {
  const files = savePages(temp.dir, new Map([...pages].map(([pagePath, page]) => [pagePath, page.html])));
  const messages = await nuCheck([...files.keys()]);
  // Info messages pass (they are notes: "Trailing slash on void elements has no effect", which React writes).
  const failures = messages
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .map(
      (message) =>
        `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message}`,
    );
  expect(failures).toEqual([]);
  // The checker did look at each page (a file it could not read would be a non-document error above).
  expect(files.size).toBe(pages.size);
});

/**
 * The validator's warnings that a page may have: Google's recommended properties the site leaves out on purpose
 * (aggregateRating and availability it cannot vouch for, a GTIN it does not know, an offer's optional details). Any
 * other warning (an unknown schema.org property, a breadcrumb of one item, a bad URL) fails like an error.
 */
const isOptionalRecommendation = (issue: StructuredDataIssue) =>
  issue.severity === 'WARNING' && (/\(optional\)/.test(issue.message) || /^Missing one of field "gtin"/.test(issue.message));
/**
 * The home page's breadcrumb is its one item, Home, with its URL: the root has no trail to
 * draw, so the validator's "at least two ListItems" is expected there and nowhere else.
 */
const isHomeTrail = (issue: StructuredDataIssue) =>
  issue.page === '/' && issue.type === 'BreadcrumbList' && issue.message === 'At least two ListItems are required';

/**
 * The validator holds every Product to Google's merchant-listing rules too, which require an Offer. Those rules are
 * for pages where the product is sold; a review page is a product snippet (a Product with the site's review), and it
 * offers a price only while it is fresh (PRICE_MAX_AGE_HOURS): with a stale price it must have no Offer at all.
 */
const isReviewWithoutFreshPrice = (issue: StructuredDataIssue) =>
  issue.page.startsWith('/collars/') && issue.type === 'Product' && issue.message === 'Required attribute "offers" is missing';

it('has JSON-LD that schema.org and the rich-result rules accept on every page', async () => {
  const input = [...pages].map(([page, { document }]) => ({
    page,
    blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
  }));
  expect(input.filter((page) => page.blocks.length > 0).length).toBeGreaterThan(10);
  const issues = await validateStructuredData(input);
  const failures = issues
    .filter((issue) => !isOptionalRecommendation(issue) && !isHomeTrail(issue) && !isReviewWithoutFreshPrice(issue))
    .map((issue) => `${issue.page} ${issue.path}: ${issue.severity} ${issue.message}`);
  expect(failures).toEqual([]);
});

it('claims in JSON-LD only what the site knows: no ratings or stock, offers only with a valid price, real URLs', async () => {
  for (const [pagePath, { document }] of pages) {
    for (const node of jsonLdNodes(document)) {
      const where = { pagePath, type: node['@type'] };
      // The retailer's star rating is not ours to mark up; stock is not something the site can know.
      expect({ ...where, keys: Object.keys(node).filter((key) => key === 'aggregateRating' || key === 'availability') }).toEqual({
        ...where,
        keys: [],
      });
      if (typesOf(node).some((type) => type === 'Offer' || type === 'AggregateOffer')) {
        expect({ ...where, price: node['price'] ?? node['lowPrice'], currency: node['priceCurrency'] }).toEqual({
          ...where,
          price: expect.anything(),
          currency: expect.stringMatching(/^[A-Z]{3}$/),
        });
        expect(Date.parse(String(node['priceValidUntil']))).toBeGreaterThan(Date.now());
      }
      // A review page's Product carries the site's own review: the editorial score out of 10, by the site.
      if (typesOf(node).includes('Product')) {
        for (const review of [node['review'] ?? []].flat() as Array<Record<string, Record<string, unknown>>>) {
          const rating = review['reviewRating'];
          expect({ ...where, author: review['author']?.['@type'], best: Number(rating?.['bestRating']) }).toEqual({
            ...where,
            author: 'Organization',
            best: 10,
          });
          expect(Number(rating?.['ratingValue'])).toBeGreaterThanOrEqual(0);
          expect(Number(rating?.['ratingValue'])).toBeLessThanOrEqual(10);
        }
      }
      if (typesOf(node).includes('BreadcrumbList')) {
        for (const crumb of node['itemListElement'] as Array<Record<string, unknown>>) {
          expect({ ...where, item: crumb['item'] }).toEqual({ ...where, item: expect.stringMatching(new RegExp(`^${SITE_URL}/`)) });
        }
      }
      if (typesOf(node).includes('BlogPosting')) {
        const logo = (node['publisher'] as Record<string, Record<string, unknown>> | undefined)?.['logo'];
        expect({ ...where, logo: logo?.['url'] }).toEqual({ ...where, logo: expect.stringMatching(new RegExp(`^${SITE_URL}/`)) });
      }
    }
  }
});

it('names in JSON-LD and share tags only URLs of the site that answer 200: pages, images, the logo', async () => {
  const named = new Map<string, string>();
  for (const [pagePath, { document }] of pages) {
    const shareImages = [...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    );
    const values = jsonLdNodes(document).flatMap((node) => Object.values(node).filter((value) => typeof value === 'string'));
    // A search action's URL template ({search_term_string}) is not an address by itself.
    for (const url of [...values, ...shareImages].filter((value) => value.startsWith(`${SITE_URL}/`) && !value.includes('{'))) {
      named.set(new URL(url).pathname + new URL(url).search, pagePath);
    }
  }
  expect(named.size).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const [target, pagePath] of named) {
    const status = pages.get(target)?.status ?? (await get(target)).status;
    if (status !== 200) failures.push(`${target} (named on ${pagePath}) answered ${status}`);
  }
  expect(failures).toEqual([]);
});

it('lists collars as ListItems with the URL of a page of their own, never as whole Products', () => {
  for (const [pagePath, { document }] of pages) {
    for (const list of jsonLdNodes(document).filter((node) => typesOf(node).includes('ItemList'))) {
      const elements = list['itemListElement'] as Array<Record<string, unknown>>;
      // A review's pros and cons (positiveNotes, negativeNotes) are lists of named ListItems, not of pages.
      if (elements.every((element) => element['url'] === undefined)) {
        for (const element of elements)
          expect({ pagePath, type: element['@type'], named: typeof element['name'] }).toEqual({
            pagePath,
            type: 'ListItem',
            named: 'string',
          });
        continue;
      }
      const urls = elements.map((element) => String(element['url']));
      for (const element of elements) {
        expect({ pagePath, type: element['@type'], item: element['item'] }).toEqual({ pagePath, type: 'ListItem', item: undefined });
      }
      // Google's summary-page list: each URL a separate page of the site (in the sitemap), not an anchor on the list.
      const notPages = urls.filter((url) => {
        const target = new URL(url);
        return target.origin !== SITE_URL || target.hash !== '' || !sitemapXml.includes(`<loc>${url}</loc>`);
      });
      expect({ pagePath, notPages }).toEqual({ pagePath, notPages: [] });
      expect(new Set(urls).size).toBe(urls.length);
    }
  }
});

it('gives every page one h1, a title of at most 60 characters, a description, and alt text for its share image', () => {
  for (const [pagePath, { document }] of pages) {
    const head = (selector: string, attribute = 'content') => document.querySelector(selector)?.getAttribute(attribute) ?? undefined;
    const title = document.title;
    const ogImage = head('meta[property="og:image"]');
    const twitterImage = head('meta[name="twitter:image"]');
    expect({
      pagePath,
      h1: document.querySelectorAll('h1').length,
      titleFits: title.length > 0 && [...title].length <= 60,
      description: Boolean(head('meta[name="description"]')?.trim()),
      ogImageAlt: ogImage ? Boolean(head('meta[property="og:image:alt"]')?.trim()) : 'no og:image',
      twitterImageAlt: twitterImage ? Boolean(head('meta[name="twitter:image:alt"]')?.trim()) : 'no twitter:image',
    }).toEqual({
      pagePath,
      h1: 1,
      titleFits: true,
      description: true,
      ogImageAlt: ogImage ? true : 'no og:image',
      twitterImageAlt: twitterImage ? true : 'no twitter:image',
    });
    // Indexable pages name their canonical URL on SITE_URL, itself a page of the sitemap (a guide's /guides/ address
    // points at its /blog/ page); pages kept out of search engines (not-found, admin, development) name none.
    const canonical = head('link[rel="canonical"]', 'href');
    if (isIndexable(document)) {
      expect({ pagePath, canonical }).toEqual({ pagePath, canonical: expect.stringMatching(new RegExp(`^${SITE_URL}/`)) });
      expect({ pagePath, listed: sitemapXml.includes(`<loc>${canonical}</loc>`) }).toEqual({ pagePath, listed: true });
    } else {
      expect({ pagePath, canonical }).toEqual({ pagePath, canonical: undefined });
    }
  }
});
