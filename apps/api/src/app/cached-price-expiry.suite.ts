import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { builtWebApp, createSeededTestApp } from './testing';

// A cached answer that shows a retailer price is kept until that price's display window (PRICE_MAX_AGE_HOURS, 24 h
// by default) ends and no longer, even when nothing is written meanwhile (a retailer sync that keeps failing), and an
// answer that does not show a price is not dropped because some other price got too old. The clock is injected.

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

type Built = Awaited<ReturnType<typeof createSeededTestApp>>;

/** The first two collars of the catalogue, their prices checked at the given times. */
async function checkPrices(built: Built, firstCheckedAt: Date, secondCheckedAt: Date) {
  const repository = built.dataSource.getRepository(Product);
  const [first, second] = await repository.find({ order: { rank: 'ASC', id: 'ASC' }, take: 2 });
  await repository.update({ id: first!.id }, { priceCheckedAt: firstCheckedAt });
  await repository.update({ id: second!.id }, { priceCheckedAt: secondCheckedAt });
  return { first: first!, second: second! };
}

describe('cached answers that show a price', () => {
  let now = at('2026-11-20T09:00:00Z');
  let built: Built;
  beforeEach(async () => {
    now = at('2026-11-20T09:00:00Z');
    built = await createSeededTestApp({}, { revisionCheckMs: 0, now: () => now });
  });
  afterEach(() => built.close());

  const graphql = async (query: string) => {
    const response = await built.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    return { cache: response.headers['x-cache'], data: response.json().data };
  };

  it('are kept until the earliest price they show gets too old, and each only as long as its own prices', async () => {
    const { first, second } = await checkPrices(built, at('2026-11-20T08:00:00Z'), at('2026-11-20T06:00:00Z'));
    const one = () => graphql(`{ product(slug: "${first.slug}") { displayPrice } }`);
    const list = async () => {
      const { cache, data } = await graphql('{ products { id displayPrice } }');
      const prices = new Map((data.products as Array<{ id: number; displayPrice: string | null }>).map((p) => [p.id, p.displayPrice]));
      return { cache, first: prices.get(first.id), second: prices.get(second.id) };
    };
    const rest = async () => {
      const response = await built.app.inject({ method: 'GET', url: '/api/products' });
      const fresh = new Map((response.json() as Array<{ id: number; priceIsFresh: boolean }>).map((p) => [p.id, p.priceIsFresh]));
      return { cache: response.headers['x-cache'], second: fresh.get(second.id) };
    };
    expect(await one()).toEqual({ cache: 'miss', data: { product: { displayPrice: first.price } } });
    expect(await list()).toEqual({ cache: 'miss', first: first.price, second: second.price });
    expect(await rest()).toEqual({ cache: 'miss', second: true });

    // A millisecond before the second price's window ends, every answer is still served from memory.
    now = new Date(at('2026-11-20T06:00:00Z').getTime() + 24 * HOUR - 1);
    expect((await one()).cache).toBe('hit');
    expect(await list()).toEqual({ cache: 'hit', first: first.price, second: second.price });
    expect(await rest()).toEqual({ cache: 'hit', second: true });

    // The second price has had its 24 hours: the lists that showed it are prepared again without it, while the
    // first collar's own answer, which never showed it, stays in memory.
    now = at('2026-11-21T06:00:00Z');
    expect(await list()).toEqual({ cache: 'miss', first: first.price, second: null });
    expect(await rest()).toEqual({ cache: 'miss', second: false });
    expect(await one()).toEqual({ cache: 'hit', data: { product: { displayPrice: first.price } } });

    now = at('2026-11-21T08:00:00Z');
    expect(await one()).toEqual({ cache: 'miss', data: { product: { displayPrice: null } } });
    expect(await list()).toEqual({ cache: 'miss', first: null, second: null });
    // With no price left to show, nothing ends them: they are kept until content changes.
    now = at('2026-12-20T08:00:00Z');
    expect((await one()).cache).toBe('hit');
    expect((await list()).cache).toBe('hit');
  });
});

describe('cached pages that show a price', () => {
  const web = builtWebApp();
  let now = at('2026-11-20T09:00:00Z');
  let built: Built;
  beforeAll(async () => {
    built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0, now: () => now });
  });
  afterAll(() => built.close());

  it('are rendered again once a price they show is too old, even when nothing was written', async () => {
    const { first } = await checkPrices(built, at('2026-11-20T08:00:00Z'), at('2026-11-20T08:30:00Z'));
    const page = async (url: string) => {
      const response = await built.app.inject({ method: 'GET', url });
      return { cache: response.headers['x-cache'], shows: response.body.includes(first.price) };
    };
    for (const url of ['/collars', `/collars/${first.slug}`]) expect(await page(url)).toEqual({ cache: 'miss', shows: true });
    now = new Date(at('2026-11-21T08:00:00Z').getTime() - 1);
    for (const url of ['/collars', `/collars/${first.slug}`]) expect(await page(url)).toEqual({ cache: 'hit', shows: true });
    now = at('2026-11-21T08:00:00Z');
    for (const url of ['/collars', `/collars/${first.slug}`]) expect(await page(url)).toEqual({ cache: 'miss', shows: false });
  });
});
