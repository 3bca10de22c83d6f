import { Product } from '@bcg/server/catalogue';
import { PriceObservation } from '@bcg/server/retailer';
import { createSeededTestApp, injector } from './testing';

/*
 * What a reader and an outside tool are told of a collar's price and stock once the retailer sync has written them:
 * the rows are written here as the sync writes them, and the clock is the test's.
 */
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
const now = new Date('2026-11-26T15:00:00Z');
const checkedAt = new Date('2026-11-26T14:05:00Z');
const { call, gql } = injector(() => testApp.app);

const repository = () => testApp.dataSource.getRepository(Product);
let catalogue: Product[];
/** Three collars in catalogue order: the first out of stock with a fresh price, the second in stock, the third never checked. */
let [outOfStock, inStock, neverChecked] = [] as Product[];

beforeAll(async () => {
  testApp = await createSeededTestApp({ PRICE_MAX_AGE_HOURS: '24' }, { revisionCheckMs: 0, now: () => now });
  catalogue = await repository().find({ order: { rank: 'ASC' } });
  [outOfStock, inStock, neverChecked] = catalogue as [Product, Product, Product];
  const synced = { priceCheckedAt: checkedAt, priceSource: 'retailer' as const, priceCurrency: 'USD', availabilityCheckedAt: checkedAt };
  await repository().update(outOfStock!.id, {
    ...synced,
    price: '$64.99',
    priceAmountCents: 6499,
    availabilityType: 'OUT_OF_STOCK',
    availabilityMessage: 'Temporarily out of stock.',
  });
  await repository().update(inStock!.id, { ...synced, price: '$34.99', priceAmountCents: 3499, availabilityType: 'IN_STOCK' });
  const day = 24 * 60 * 60 * 1000;
  await testApp.dataSource.getRepository(PriceObservation).insert([
    // Outside the 90-day window: only a longer window shows it.
    { productId: inStock!.id, amountCents: 2199, currency: 'USD', observedAt: new Date(now.getTime() - 120 * day) },
    { productId: inStock!.id, amountCents: 3999, currency: 'USD', observedAt: new Date(now.getTime() - 60 * day) },
    { productId: inStock!.id, amountCents: 2999, currency: 'USD', observedAt: new Date(now.getTime() - 30 * day) },
    { productId: inStock!.id, amountCents: 2999, currency: 'USD', observedAt: new Date(now.getTime() - 20 * day) },
    { productId: inStock!.id, amountCents: 3499, currency: 'USD', observedAt: checkedAt },
    { productId: outOfStock!.id, amountCents: 6499, currency: 'USD', observedAt: checkedAt },
  ]);
});
afterAll(() => testApp.close());

const PRODUCT_FIELDS = 'slug displayPrice priceValidUntil buyable availability { type message checkedAt }';

describe('availability and the prices shown', () => {
  it('REST /api/products adds availability (type, message, checkedAt) and keeps the legacy fields', async () => {
    const products = (await call('GET', '/api/products')).json() as Array<Record<string, unknown>>;
    const bySlug = new Map(products.map((product) => [product['slug'], product]));
    expect(bySlug.get(outOfStock!.slug)).toMatchObject({
      price: '$64.99',
      // Fresh, but of a collar that cannot be bought: not to be shown, as GraphQL's displayPrice is null.
      priceIsFresh: false,
      priceCheckedAt: checkedAt.toISOString(),
      availability: { type: 'OUT_OF_STOCK', message: 'Temporarily out of stock.', checkedAt: checkedAt.toISOString() },
    });
    expect(bySlug.get(inStock!.slug)).toMatchObject({
      price: '$34.99',
      priceIsFresh: true,
      availability: { type: 'IN_STOCK', message: null, checkedAt: checkedAt.toISOString() },
    });
    expect(bySlug.get(neverChecked!.slug)).toMatchObject({ availability: null, priceIsFresh: false });
    const detail = (await call('GET', `/api/products/${outOfStock!.slug}`)).json();
    expect(detail.product).toMatchObject({ price: '$64.99', priceIsFresh: false });
  });

  it('GraphQL shows a fresh price only for a collar that can be bought, and says why not', async () => {
    const response = await gql(`query { products(limit: 3) { ${PRODUCT_FIELDS} } }`);
    expect(response.json().data.products).toEqual([
      {
        slug: outOfStock!.slug,
        displayPrice: null,
        priceValidUntil: null,
        buyable: false,
        availability: { type: 'OUT_OF_STOCK', message: 'Temporarily out of stock.', checkedAt: checkedAt.toISOString() },
      },
      {
        slug: inStock!.slug,
        displayPrice: '$34.99',
        priceValidUntil: '2026-11-27T14:05:00.000Z',
        buyable: true,
        availability: { type: 'IN_STOCK', message: null, checkedAt: checkedAt.toISOString() },
      },
      { slug: neverChecked!.slug, displayPrice: null, priceValidUntil: null, buyable: true, availability: null },
    ]);
  });

  it('leaves an out-of-stock collar out of the top picks, the next ones filling in, and back in its place once in stock', async () => {
    const topPicks = async () =>
      (await gql('query { products(limit: 3, buyableOnly: true) { slug } }')).json().data.products.map((p: { slug: string }) => p.slug);
    expect(await topPicks()).toEqual([inStock!.slug, neverChecked!.slug, catalogue[3]!.slug]);
    await repository().update(outOfStock!.id, { availabilityType: 'IN_STOCK', availabilityMessage: null });
    try {
      expect(await topPicks()).toEqual([outOfStock!.slug, inStock!.slug, neverChecked!.slug]);
    } finally {
      await repository().update(outOfStock!.id, { availabilityType: 'OUT_OF_STOCK', availabilityMessage: 'Temporarily out of stock.' });
    }
  });
});

describe('price history', () => {
  const HISTORY = 'priceHistory { days points { amount currency observedAt } lowest { amount observedAt } current { amount } }';
  const history = async (slug: string, days?: number) =>
    (
      await gql(
        `query($slug: String!${days !== undefined ? ', $days: Int!' : ''}) { product(slug: $slug) { ${HISTORY.replace('priceHistory', days !== undefined ? 'priceHistory(days: $days)' : 'priceHistory')} } }`,
        { slug, ...(days !== undefined ? { days } : {}) },
      )
    ).json();

  it('answers the last 90 days of observed prices, oldest first, with the lowest (earliest of equals) and the current one', async () => {
    const { priceHistory } = (await history(inStock!.slug)).data.product;
    expect(priceHistory.days).toBe(90);
    expect(priceHistory.points.map((point: { amount: number }) => point.amount)).toEqual([39.99, 29.99, 29.99, 34.99]);
    expect(priceHistory.points[0].currency).toBe('USD');
    expect(priceHistory.lowest).toEqual({ amount: 29.99, observedAt: '2026-10-27T15:00:00.000Z' });
    expect(priceHistory.current).toEqual({ amount: 34.99 });
    expect((await history(inStock!.slug, 365)).data.product.priceHistory.lowest.amount).toBe(21.99);
  });

  it('gives no current price for a collar whose price is not shown, and nothing for one never observed', async () => {
    expect((await history(outOfStock!.slug)).data.product.priceHistory).toMatchObject({ current: null, lowest: { amount: 64.99 } });
    expect((await history(neverChecked!.slug)).data.product.priceHistory).toEqual({ days: 90, points: [], lowest: null, current: null });
  });

  it('refuses a window under 1 or over 365 days, in GraphQL and REST', async () => {
    for (const days of [0, 366]) {
      const answer = await history(inStock!.slug, days);
      expect(answer.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const rest = await call('GET', `/api/products/${inStock!.slug}/price-history?days=${days}`);
      expect(rest.statusCode).toBe(400);
      expect(rest.json().error).toMatch(/days must not be (less than 1|greater than 365)/);
    }
  });

  it('REST GET /api/products/{slug}/price-history answers the same, 90 days by default, 404 for an unknown slug', async () => {
    const response = await call('GET', `/api/products/${inStock!.slug}/price-history`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toBe(90);
    expect(body.points).toHaveLength(4);
    expect(body.points[3]).toEqual({ amount: 34.99, currency: 'USD', observedAt: checkedAt.toISOString() });
    expect(body.current).toEqual(body.points[3]);
    expect((await call('GET', `/api/products/${inStock!.slug}/price-history?days=365`)).json().points).toHaveLength(5);
    const unknown = await call('GET', '/api/products/no-such-collar/price-history');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'Product not found' });
  });

  it('is documented in OpenAPI, with the days bounds', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const operation = document.paths['/api/products/{slug}/price-history'].get;
    expect(operation.operationId).toBe('getProductPriceHistory');
    expect(operation.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'days', in: 'query', schema: expect.objectContaining({ minimum: 1, maximum: 365 }) }),
      ]),
    );
  });
});
