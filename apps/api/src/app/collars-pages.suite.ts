import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { largeSeedProduct } from '@bcg/server/seed';
import { builtWebApp, createSeededTestApp } from './testing';

// /collars a page at a time, server-rendered from the built web app over a catalogue of a few hundred collars.
const web = builtWebApp();
const SITE = 'https://collars.example';
const PAGE_SIZE = 24;
/** The seed's collars and generated ones: 10 pages and a short last one. */
const GENERATED = 227;

let built: Awaited<ReturnType<typeof createSeededTestApp>>;
let catalogue: Product[];
beforeAll(async () => {
  built = await createSeededTestApp({ SITE_URL: SITE }, { ...web, revisionCheckMs: 0 });
  const products = built.dataSource.getRepository(Product);
  for (let start = 0; start < GENERATED; start += 100) {
    // Prices checked just now, so the price filters (which read only a price a reader is shown) page through them too.
    await products.insert(
      Array.from({ length: Math.min(100, GENERATED - start) }, (_, offset) => ({
        ...largeSeedProduct(start + offset),
        priceCheckedAt: new Date(),
      })),
    );
  }
  catalogue = await products.find({ order: { rank: 'ASC', id: 'ASC' } });
});
afterAll(() => built.close());

const get = (url: string) => built.app.inject({ method: 'GET', url });
const pageCount = () => Math.ceil(catalogue.length / PAGE_SIZE);

/** The review-page links of the grid's cards, in order. */
const cardSlugs = (html: string) => [...new Set([...html.matchAll(/href="\/collars\/([a-z0-9-]+)"/g)].map((match) => match[1]))];
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
const itemList = (html: string) => {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const items = [JSON.parse(json ?? 'null')].flat().flatMap((item) => item?.['@graph'] ?? item);
    const list = items.find((item: { '@type'?: string }) => item?.['@type'] === 'ItemList');
    if (list) return list;
  }
  return undefined;
};

describe('/collars, a page at a time', () => {
  it('renders the last page: its collars, links back, no next, and its own canonical URL', async () => {
    const last = pageCount();
    expect(last).toBeGreaterThan(5);
    const response = await get(`/collars?page=${last}`);
    expect(response.statusCode).toBe(200);
    const expected = catalogue.slice((last - 1) * PAGE_SIZE).map((product) => product.slug);
    expect(expected.length).toBeLessThan(PAGE_SIZE);
    expect(cardSlugs(response.body)).toEqual(expected);
    // React separates text parts with comments.
    expect(response.body.replace(/<!-- -->/g, '')).toContain(`${catalogue.length} collars · page ${last} of ${last}`);
    expect(response.body).toContain(`<title>Best Bulldog Collars, Page ${last} of ${last}`);
    expect(headLink(response.body, 'canonical')).toBe(`${SITE}/collars?page=${last}`);
    expect(headLink(response.body, 'prev')).toBe(`${SITE}/collars?page=${last - 1}`);
    expect(headLink(response.body, 'next')).toBeUndefined();
    expect(response.body).toContain(`href="/collars?page=${last - 1}"`);
    expect(response.body).toContain('href="/collars"');
    const list = itemList(response.body);
    expect(list.numberOfItems).toBe(catalogue.length);
    expect(list.itemListElement[0]).toMatchObject({ position: (last - 1) * PAGE_SIZE + 1, url: `${SITE}/collars/${expected[0]}` });
  });

  it('gives page 1 the canonical /collars, a rel=next and a crawlable link to page 2', async () => {
    for (const url of ['/collars', '/collars?page=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(cardSlugs(response.body)).toEqual(catalogue.slice(0, PAGE_SIZE).map((product) => product.slug));
      expect(headLink(response.body, 'canonical')).toBe(`${SITE}/collars`);
      expect(headLink(response.body, 'prev')).toBeUndefined();
      expect(headLink(response.body, 'next')).toBe(`${SITE}/collars?page=2`);
      expect(response.body).toMatch(/<a [^>]*href="\/collars\?page=2"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="\/collars\?page=2"/);
    }
  });

  it('keeps the filter and the search in its page links, and points filtered pages at /collars', async () => {
    const response = await get('/collars?filter=budget&q=collar&page=2');
    expect(response.statusCode).toBe(200);
    expect(headLink(response.body, 'canonical')).toBe(`${SITE}/collars`);
    expect(headLink(response.body, 'prev')).toBe(`${SITE}/collars?filter=budget&amp;q=collar`);
    expect(response.body).toContain('href="/collars?filter=budget&amp;q=collar&amp;page=3"');
  });

  it.each([
    '/collars?page=999',
    '/collars?page=0',
    '/collars?page=-1',
    '/collars?page=2x',
    '/collars?page=02',
    '/collars?filter=premium&q=zzz&page=2',
  ])('answers %s, which is no page of the list, with a 404 page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This page of collars does not exist');
    expect(response.body).toContain('noindex');
  });
});
