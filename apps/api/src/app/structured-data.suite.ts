import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { builtWebApp, createSeededTestApp } from './testing';

// The JSON-LD and social tags of the server's HTML (built web app, seeded database), held to the rules search
// engines publish: Google's product-snippet, breadcrumb, article and carousel (summary list) documentation.

type Node = Record<string, unknown>;

const web = builtWebApp();
const seededSite = () => createSeededTestApp({ SITE_URL: SITE, TWITTER_SITE: '@bulldogcollars' }, { ...web, revisionCheckMs: 0 });
// One site for the tests that only read; the test that records price checks gets a site of its own (the last block).
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await seededSite();
});
afterAll(() => built.close());

const SITE = 'https://collars.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const get = (url: string) => built.app.inject({ method: 'GET', url });
const html = async (url: string) => {
  const response = await get(url);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.body;
};

function jsonLd(page: string): Node[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node);
}

function metaContent(page: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(page)?.[1];
}

/** What a reader sees: the markup without scripts (the Apollo state) and tags. */
const visibleText = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

/** Every object in a JSON-LD tree, nested ones included. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === 'object') return [value as Node, ...Object.values(value).flatMap(nodes)];
  return [];
}

const isSiteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${SITE}/`);
const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** ListItems numbered 1, 2, 3... as Google's list rules require. */
function expectPositions(items: Node[]): void {
  expect(items.map((item) => [item['@type'], item['position']])).toEqual(items.map((_, index) => ['ListItem', index + 1]));
}

/** The rules, per type: a violation fails with the type and what is wrong. */
const RULES: Record<string, (node: Node) => void> = {
  WebSite: (node) => {
    expect(nonEmpty(node['name'])).toBe(true);
    expect(isSiteUrl(node['url'])).toBe(true);
  },
  // Google breadcrumb: ListItems with position, name and item (the page's URL; only the last may omit it).
  BreadcrumbList: (node) => {
    const items = node['itemListElement'] as Node[];
    expect(items.length).toBeGreaterThan(0);
    expectPositions(items);
    for (const [index, item] of items.entries()) {
      expect({ name: nonEmpty(item['name']), item: isSiteUrl(item['item']) || index === items.length - 1 }).toEqual({
        name: true,
        item: true,
      });
    }
  },
  // Google carousel, summary page: ListItems with position and url only (no whole Products). A review's pros and
  // cons (positiveNotes, negativeNotes) are lists of ListItems with position and name.
  ItemList: (node) => {
    const items = node['itemListElement'] as Node[];
    expect(items.length).toBeGreaterThan(0);
    expectPositions(items);
    const notes = items.every((item) => item['url'] === undefined);
    if (notes) {
      for (const item of items) expect(nonEmpty(item['name'])).toBe(true);
      return;
    }
    expect(node['numberOfItems']).toBe(items.length);
    for (const item of items) {
      expect(isSiteUrl(item['url'])).toBe(true);
      expect(item['item']).toBeUndefined();
    }
  },
  // Google article: headline, image, ISO dates, author with a name, publisher Organization with a logo.
  BlogPosting: (node) => {
    expect(nonEmpty(node['headline'])).toBe(true);
    expect(isSiteUrl(node['image'])).toBe(true);
    expect([isIsoDate(node['datePublished']), isIsoDate(node['dateModified'])]).toEqual([true, true]);
    const author = node['author'] as Node;
    expect(['Person', 'Organization']).toContain(author['@type']);
    expect(nonEmpty(author['name'])).toBe(true);
    const publisher = node['publisher'] as Node;
    expect(publisher['@type']).toBe('Organization');
    expect(nonEmpty(publisher['name'])).toBe(true);
    const logo = publisher['logo'] as Node;
    expect(logo['@type']).toBe('ImageObject');
    expect(isSiteUrl(logo['url'])).toBe(true);
  },
  // Google product snippet: a name and a review, rating or offer. This site: never the retailer's rating.
  Product: (node) => {
    expect(nonEmpty(node['name'])).toBe(true);
    expect(Boolean(node['review'] || node['offers'])).toBe(true);
  },
  // An offer is a current price: amount, currency and the day it stops being valid (PRICE_MAX_AGE_HOURS): valid through
  // that day, so the day has not ended yet.
  Offer: (node) => {
    expect(Number(node['price'])).toBeGreaterThan(0);
    expect(node['priceCurrency']).toBe('USD');
    expect(String(node['priceValidUntil'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(String(node['priceValidUntil'])) + DAY_MS).toBeGreaterThan(Date.now());
  },
  // Google review snippet: the site's own review, by an Organization with a name, rated out of 10.
  Review: (node) => {
    const author = node['author'] as Node;
    expect([author['@type'], nonEmpty(author['name'])]).toEqual(['Organization', true]);
    expect(nonEmpty(node['reviewBody'])).toBe(true);
    expect((node['reviewRating'] as Node)['@type']).toBe('Rating');
  },
  Rating: (node) => {
    expect([node['bestRating'], node['worstRating']]).toEqual([10, 0]);
    expect(Number(node['ratingValue'])).toBeGreaterThanOrEqual(0);
    expect(Number(node['ratingValue'])).toBeLessThanOrEqual(10);
  },
  ListItem: () => undefined,
  SearchAction: () => undefined,
  EntryPoint: () => undefined,
  Person: () => undefined,
  Organization: () => undefined,
  ImageObject: () => undefined,
};

async function validateJsonLd(url: string): Promise<Node[]> {
  const blocks = jsonLd(await html(url));
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  for (const node of nodes(blocks)) {
    const type = node['@type'];
    if (type === undefined) continue;
    expect({ url, type, known: typeof type === 'string' && type in RULES }).toEqual({ url, type, known: true });
    RULES[type as string]!(node);
    // Claims the site cannot back: the retailer's rating as ours, and whether the retailer has it in stock.
    expect({ url, type, keys: Object.keys(node).filter((key) => key === 'aggregateRating' || key === 'availability') }).toEqual({
      url,
      type,
      keys: [],
    });
  }
  return blocks;
}

async function aPostPath(): Promise<string> {
  const [post] = (await (await get('/api/articles?published=true')).json()) as Array<{ slug: string; category: string }>;
  return `/${post!.category === 'guides' ? 'guides' : 'blog'}/${post!.slug}`;
}

describe('JSON-LD in the server HTML', () => {
  it('holds up on /, /collars, /compare and a post: known types, required properties, no retailer rating or stock claim', async () => {
    const pages = ['/', '/collars', '/compare', await aPostPath()];
    const types = await Promise.all(pages.map(async (url) => (await validateJsonLd(url)).map((block) => block['@type'])));
    expect(types).toEqual([
      expect.arrayContaining(['WebSite', 'BreadcrumbList', 'ItemList']),
      expect.arrayContaining(['BreadcrumbList', 'ItemList']),
      expect.arrayContaining(['BreadcrumbList']),
      expect.arrayContaining(['BlogPosting', 'BreadcrumbList']),
    ]);
  });

  it('gives the home page a breadcrumb whose item is the home URL', async () => {
    const crumbs = jsonLd(await html('/')).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.['itemListElement']).toEqual([{ '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` }]);
  });

  it("points every list entry at the collar's review page, which exists", async () => {
    for (const page of ['/', '/collars']) {
      const list = jsonLd(await html(page)).find((block) => block['@type'] === 'ItemList');
      const urls = (list?.['itemListElement'] as Node[]).map((item) => String(item['url']));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url).toMatch(new RegExp(`^${SITE}/collars/[a-z0-9-]+$`));
        await html(url.replace(SITE, ''));
      }
    }
  });

  it("holds up on every review page: a Product with the site's review rated by its editorial score out of 10", async () => {
    const products = (await (await get('/api/products')).json()) as Array<{ slug: string; name: string; editorialScore: number }>;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const blocks = await validateJsonLd(`/collars/${product.slug}`);
      const item = blocks.find((block) => block['@type'] === 'Product');
      expect(item).toMatchObject({ name: product.name, url: `${SITE}/collars/${product.slug}` });
      expect(((item?.['review'] as Node)['reviewRating'] as Node)['ratingValue']).toBe(product.editorialScore);
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.['itemListElement']).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Best Collars', item: `${SITE}/collars` },
        { '@type': 'ListItem', position: 3, name: product.name, item: `${SITE}/collars/${product.slug}` },
      ]);
    }
  });

  it('names a publisher logo the site serves as a raster image', async () => {
    const posting = jsonLd(await html(await aPostPath())).find((block) => block['@type'] === 'BlogPosting');
    const logoUrl = String(((posting?.['publisher'] as Node)['logo'] as Node)['url']);
    const logo = await get(logoUrl.replace(SITE, ''));
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });
});

describe('social tags in the server HTML', () => {
  it('describe the shared image (og:image:alt, twitter:image:alt) and name the TWITTER_SITE account on every page', async () => {
    for (const url of ['/', '/collars', '/compare', '/about', await aPostPath()]) {
      const page = await html(url);
      expect({ url, og: nonEmpty(metaContent(page, 'property', 'og:image:alt')) }).toEqual({ url, og: true });
      expect({ url, twitter: metaContent(page, 'name', 'twitter:image:alt') }).toEqual({
        url,
        twitter: metaContent(page, 'property', 'og:image:alt'),
      });
      expect({ url, site: metaContent(page, 'name', 'twitter:site') }).toEqual({ url, site: '@bulldogcollars' });
    }
  });
});

const legacy = async () =>
  (await (await get('/api/products')).json()) as Array<{
    id: number;
    slug: string;
    price: string;
    priceCheckedAt: string | null;
    priceIsFresh: boolean;
  }>;

describe('stale prices in the server HTML', () => {
  it('the seeded demo prices were never checked at the retailer, so every card and the table read "Check price on Amazon"', async () => {
    const products = await legacy();
    expect(products.map((p) => [p.priceCheckedAt, p.priceIsFresh])).toEqual(products.map(() => [null, false]));
    for (const url of ['/', '/collars', '/compare']) {
      const text = visibleText(await html(url));
      expect({ url, shown: products.map((p) => p.price).filter((price) => text.includes(price)) }).toEqual({ url, shown: [] });
      expect(text).toContain('Check price on Amazon');
    }
  });
});

describe('stale prices in the server HTML', () => {
  // Recording price checks changes what the other tests read: this test runs on a fresh site, and the shared one comes back after.
  let shared: typeof built;
  beforeAll(async () => {
    shared = built;
    built = await seededSite();
  });
  afterAll(async () => {
    await built.close();
    built = shared;
  });

  it('a price checked within PRICE_MAX_AGE_HOURS is shown with its date; one checked longer ago is not', async () => {
    const [fresh, stale] = await legacy();
    const repository = built.dataSource.getRepository(Product);
    await repository.update({ id: fresh!.id }, { priceCheckedAt: new Date(Date.now() - 60 * 60 * 1000) });
    await repository.update({ id: stale!.id }, { priceCheckedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect((await legacy()).slice(0, 2).map((p) => p.priceIsFresh)).toEqual([true, false]);
    for (const url of ['/collars', '/compare']) {
      const page = await html(url);
      const text = visibleText(page);
      expect({ url, fresh: text.includes(fresh!.price), stale: text.includes(stale!.price) }).toEqual({ url, fresh: true, stale: false });
      expect(text).toContain('Price as of');
      // Lists carry no offers at all: a price belongs in the markup of the collar's own page, while fresh.
      expect(
        jsonLd(page)
          .flatMap(nodes)
          .filter((node) => node['@type'] === 'Offer' || node['@type'] === 'Product'),
      ).toEqual([]);
    }
    // The review pages: the fresh price is shown and offered until its check expires; the stale one is neither.
    const offerOf = async (slug: string) => {
      const page = await html(`/collars/${slug}`);
      const offers = jsonLd(page)
        .flatMap(nodes)
        .filter((node) => node['@type'] === 'Offer');
      return { text: visibleText(page), offers };
    };
    const freshPage = await offerOf(fresh!.slug);
    expect(freshPage.text).toContain(fresh!.price);
    expect(freshPage.offers).toEqual([expect.objectContaining({ price: fresh!.price.slice(1), priceCurrency: 'USD' })]);
    const stalePage = await offerOf(stale!.slug);
    expect(stalePage.text).not.toContain(stale!.price);
    expect(stalePage.text).toContain('Check price on Amazon');
    expect(stalePage.offers).toEqual([]);
  });

  it('a collar out of stock shows no price and offers nothing, even a fresh one, and sits out of the top picks', async () => {
    const [outOfStock] = await legacy();
    const checked = new Date(Date.now() - 60 * 60 * 1000);
    await built.dataSource
      .getRepository(Product)
      .update(
        { id: outOfStock!.id },
        { priceCheckedAt: checked, availabilityType: 'OUT_OF_STOCK', availabilityMessage: null, availabilityCheckedAt: checked },
      );
    const page = await html(`/collars/${outOfStock!.slug}`);
    const text = visibleText(page);
    expect(text).toContain('Out of stock at Amazon');
    expect(text).not.toContain(outOfStock!.price);
    const graph = jsonLd(page).flatMap(nodes);
    expect(graph.filter((node) => node['@type'] === 'Product')).toHaveLength(1);
    expect(graph.filter((node) => node['@type'] === 'Offer' || 'offers' in node)).toEqual([]);
    const home = await html('/');
    const topPicks = jsonLd(home)
      .flatMap(nodes)
      .find((node) => node['name'] === 'Top bulldog collar picks') as { itemListElement: Array<{ url: string }> };
    expect(topPicks.itemListElement).toHaveLength(3);
    expect(topPicks.itemListElement.map((item) => item.url)).not.toContain(`${SITE}/collars/${outOfStock!.slug}`);
  });
});
