import { Product } from '@bcg/server/catalogue';
import { FAKE_CREDENTIAL, SEED_CATALOGUE, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { createSeededTestApp, injector, TEST_ADMIN_PASSWORD } from './testing';

/*
 * The prices readers and tools are told once the retailer sync has read Amazon (its fake): each price written from the
 * offer's amount, a display text that disagrees ignored, an amount over RETAILER_PRICE_CEILING (1000 dollars by
 * default) or of a billion dollars refused, each reported to the owner and logged, and the good ones of the same
 * batch stored. A collar out of stock shows no price, however fresh its check.
 */
let fake: FakeCreatorsApi;
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
const logLines: string[] = [];
const { call, gql } = injector(
  () => testApp.app,
  () => token,
);

const [mismatched, overCeiling, billion, soldOut, ...good] = SEED_CATALOGUE.map((item) => item.asin) as [string, ...string[]];
const amountOf = (asin: string) => SEED_CATALOGUE.find((item) => item.asin === asin)?.amount ?? 0;
const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  fake = await startFakeCreatorsApi();
  fake.control.setItem(mismatched, { amount: 54.99, displayAmount: '$0.99' });
  fake.control.setItem(overCeiling!, { amount: 5000, displayAmount: '$5,000.00' });
  fake.control.setItem(billion!, { amount: 1e9 });
  testApp = await createSeededTestApp(
    {
      AMAZON_API_URL: fake.url,
      AMAZON_TOKEN_URL: fake.tokenUrlFor('2.1'),
      AMAZON_CREDENTIAL_VERSION: '2.1',
      AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
      AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
      LOG_LEVEL: 'info',
    },
    { syncRetailer: true, logger: true, logStream: { write: (line) => logLines.push(line) }, revisionCheckMs: 0 },
  );
  await testApp.services.retailerSync.idle();
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

type RestProduct = { amazonAsin: string; price: string; priceIsFresh: boolean };
const restProducts = async () =>
  new Map(((await call('GET', '/api/products')).json() as RestProduct[]).map((product) => [product.amazonAsin, product]));
const graphqlProducts = async () =>
  new Map(
    (
      (await gql('query { products(limit: 100) { amazonAsin price displayPrice } }', {}, null)).json().data.products as Array<{
        amazonAsin: string;
        price: string;
        displayPrice: string | null;
      }>
    ).map((product) => [product.amazonAsin, product]),
  );

it('shows each price from its amount, refuses the absurd ones and keeps the good ones of the batch, in REST and GraphQL', async () => {
  const seeded = new Map(
    (await testApp.dataSource.getRepository(Product).find()).map((product) => [product.amazonAsin, product.priceSource] as const),
  );
  const rest = await restProducts();
  const graphql = await graphqlProducts();

  expect(rest.get(mismatched)).toMatchObject({ price: '$54.99', priceIsFresh: true });
  expect(graphql.get(mismatched)).toEqual({ amazonAsin: mismatched, price: '$54.99', displayPrice: '$54.99' });
  for (const asin of [overCeiling!, billion!]) {
    // Not stored: the seed's price stays, never checked, so never shown.
    expect(seeded.get(asin)).toBeNull();
    expect(rest.get(asin)?.priceIsFresh).toBe(false);
    expect(graphql.get(asin)?.displayPrice).toBeNull();
    expect(JSON.stringify([rest.get(asin), graphql.get(asin)])).not.toMatch(/5,000|1,000,000,000/);
  }
  for (const asin of [soldOut!, ...good]) {
    expect(rest.get(asin)).toMatchObject({ price: dollars(amountOf(asin)), priceIsFresh: true });
    expect(graphql.get(asin)?.displayPrice).toBe(dollars(amountOf(asin)));
  }
});

it('reports each refused or doubted price to the owner, and logs it once as a structured line', async () => {
  const report = (await call('GET', '/api/admin/retailer/link-health', { token })).json() as Array<{
    amazonAsin: string;
    problem: string;
    code: string;
    message: string;
  }>;
  const byAsin = new Map(report.map((entry) => [entry.amazonAsin, entry]));
  expect([...byAsin.keys()].sort()).toEqual([mismatched, overCeiling, billion].sort());
  expect(byAsin.get(mismatched)).toMatchObject({ problem: 'price-doubtful', code: 'DisplayTextMismatch' });
  expect(byAsin.get(overCeiling!)).toMatchObject({
    problem: 'price-doubtful',
    code: 'PriceOverCeiling',
    message: 'Amazon quoted $5,000.00 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
  });
  expect(byAsin.get(billion!)).toMatchObject({ problem: 'price-doubtful', code: 'PriceOverCeiling' });
  expect((await testApp.services.retailerSync.status()).linkProblems).toBe(3);

  const doubts = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['asin'] !== undefined);
  expect(doubts.map((line) => [line['level'], line['asin'], line['code']])).toEqual(
    expect.arrayContaining([
      [40, mismatched, 'DisplayTextMismatch'],
      [40, overCeiling, 'PriceOverCeiling'],
      [40, billion, 'PriceOverCeiling'],
    ]),
  );
  expect(doubts).toHaveLength(3);
});

it('answers priceIsFresh false in REST and a null displayPrice in GraphQL for a collar out of stock, however fresh its check', async () => {
  fake.control.setItem(soldOut!, { availability: { type: 'OUT_OF_STOCK' } });
  const product = await testApp.dataSource.getRepository(Product).findOneByOrFail({ amazonAsin: soldOut! });
  await testApp.services.retailerSync.refreshProduct(product.id);
  const stored = await testApp.dataSource.getRepository(Product).findOneByOrFail({ id: product.id });
  // The price's check is an hour fresh at most; the retailer says the collar cannot be bought.
  expect(stored).toMatchObject({ availabilityType: 'OUT_OF_STOCK', priceSource: 'retailer' });
  expect(Date.now() - (stored.priceCheckedAt?.getTime() ?? 0)).toBeLessThan(60 * 60 * 1000);

  expect((await restProducts()).get(soldOut!)).toMatchObject({ price: dollars(amountOf(soldOut!)), priceIsFresh: false });
  const detail = (await call('GET', `/api/products/${product.slug}`)).json();
  expect(detail.product).toMatchObject({ priceIsFresh: false });
  expect((await graphqlProducts()).get(soldOut!)?.displayPrice).toBeNull();
});
