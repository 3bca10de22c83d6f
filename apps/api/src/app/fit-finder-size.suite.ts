import 'reflect-metadata';
import { FIT_PAGE_SIZE } from '@bcg/shared/sizing';
import { seedLargeDatabase } from '@bcg/server/seed';
import { builtWebApp, createSeededTestApp } from './testing';

// The fit finder's answer stays small however big the catalogue grows: the server ranks every collar and sends one
// page of them, in the API and in the server-rendered page alike. Measured over 400 generated collars (the large
// seed's kind of catalogue): the whole catalogue in the page made 1.46 MB for a thousand, so 400 in it would still be
// about three times the page budget.
const web = builtWebApp();
const COLLARS = 400;
/** The page's HTML with one page of collars: the site's other pages weigh about this. */
const PAGE_BYTES = 200_000;
const API_BYTES = 60_000;

let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
  await seedLargeDatabase(built.dataSource, { products: COLLARS, articles: 0, subscribers: 0, submissions: 0 });
}, 60_000);
afterAll(() => built.close());

const get = (url: string) => built.app.inject({ method: 'GET', url });
const DOG = 'breed=french&age=adult&neck=15.5&unit=in';

interface Answer {
  matchCount: number;
  page: number;
  pageCount: number;
  matches: Array<{ product: { slug: string } }>;
}

describe('the fit finder over 400 more collars', () => {
  it('answers GET /api/fit with one page of the ranked collars and the count of all', async () => {
    const response = await get(`/api/fit?${DOG}`);
    expect(response.statusCode).toBe(200);
    const answer = (response.json() as { recommendation: Answer }).recommendation;
    expect(answer.matchCount).toBeGreaterThan(100);
    expect(answer.matches).toHaveLength(FIT_PAGE_SIZE);
    expect(answer.pageCount).toBe(Math.ceil(answer.matchCount / FIT_PAGE_SIZE));
    expect(response.rawPayload.length).toBeLessThan(API_BYTES);

    const second = (await get(`/api/fit?${DOG}&page=2`)).json() as { recommendation: Answer };
    expect(second.recommendation.page).toBe(2);
    const firstSlugs = new Set(answer.matches.map((m) => m.product.slug));
    expect(second.recommendation.matches.some((m) => firstSlugs.has(m.product.slug))).toBe(false);
  });

  it('server-renders /fit-finder with one page of collars and links to the next, in a page of ordinary size', async () => {
    const response = await get(`/fit-finder?${DOG}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(PAGE_BYTES);
    const cards = response.body.match(/data-suited="/g) ?? [];
    expect(cards).toHaveLength(FIT_PAGE_SIZE);
    expect(response.body.match(/href="\/fit-finder\?[^"]*page=2"/g)).not.toBeNull();

    const last = (await get(`/api/fit?${DOG}`)).json() as { recommendation: Answer };
    const lastPage = await get(`/fit-finder?${DOG}&page=${last.recommendation.pageCount}`);
    expect(lastPage.statusCode).toBe(200);
    expect(lastPage.rawPayload.length).toBeLessThan(PAGE_BYTES);

    // The second page's own collars, rendered by the server (the page is part of what the route reads).
    const second = (await get(`/api/fit?${DOG}&page=2`)).json() as { recommendation: Answer };
    const secondPage = (await get(`/fit-finder?${DOG}&page=2`)).body;
    for (const { product } of second.recommendation.matches) expect(secondPage).toContain(`href="/collars/${product.slug}"`);
    expect(secondPage).not.toContain(`href="/collars/${last.recommendation.matches[0]!.product.slug}"`);
  });
});
