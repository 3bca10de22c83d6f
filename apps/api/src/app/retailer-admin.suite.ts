import { Product } from '@bcg/server/catalogue';
import { RetailerSyncState } from '@bcg/server/retailer';
import { createSeededTestApp, injector, TEST_ADMIN_PASSWORD } from './testing';

// A server without retailer credentials (as every test app): the owner's desk reads the sync's records and says what to set.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let products: Product[];
const { call, gql } = injector(
  () => testApp.app,
  () => token,
);

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  testApp = await createSeededTestApp();
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
  products = await testApp.dataSource.getRepository(Product).find({ order: { rank: 'ASC' } });
  const [first, second, third, fourth] = products as [Product, Product, Product, Product];
  const state = (productId: number, fields: Partial<RetailerSyncState>) => ({
    productId,
    nextSyncAt: at('2026-11-26T12:00:00Z'),
    lastAttemptAt: at('2026-11-26T11:00:00Z'),
    lastSuccessAt: at('2026-11-20T11:00:00Z'),
    failures: 0,
    problem: null,
    problemSince: null,
    problemCode: null,
    problemMessage: null,
    problemReportedAt: null,
    ...fields,
  });
  await testApp.dataSource.getRepository(RetailerSyncState).insert([
    state(first.id, {
      problem: 'unknown-asin',
      problemSince: at('2026-11-25T09:30:00Z'),
      problemCode: 'ItemNotAccessible',
      problemMessage: 'The ItemId B0TEST0001 is not accessible through the Creators API.',
    }),
    state(second.id, { problem: 'out-of-stock', problemSince: at('2026-11-22T08:00:00Z'), problemMessage: 'Currently unavailable.' }),
    state(third.id, { problem: 'title-changed', problemSince: at('2026-11-26T07:15:00Z'), problemMessage: 'The title changed.' }),
    // Healthy: not in the report.
    state(fourth.id, {}),
    // A deleted product's leftover record: not in the report either.
    state(999_999, { problem: 'failed', problemSince: at('2026-11-26T10:00:00Z'), problemMessage: 'Timed out.' }),
  ]);
  await testApp.dataSource.getRepository(Product).update(second.id, {
    availabilityType: 'OUT_OF_STOCK',
    availabilityMessage: 'Currently unavailable.',
    availabilityCheckedAt: new Date(),
  });
  await testApp.dataSource.getRepository(Product).update(third.id, {
    retailerTitle: 'Collar, Leather, Brown (Renamed)',
    retailerImageUrl: 'https://m.media-amazon.com/images/I/renamed.jpg',
  });
});
afterAll(() => testApp.close());

const REST_CALLS = [
  ['GET', '/api/admin/retailer/status'],
  ['GET', '/api/admin/retailer/link-health'],
  ['POST', '/api/admin/retailer/refresh'],
  ['POST', '/api/admin/products/1/refresh'],
] as const;

describe('the retailer desk without an admin session', () => {
  it('answers 401 on every REST call, with or without a forged session', async () => {
    for (const [method, url] of REST_CALLS) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, { token: 'forged-token' })).statusCode).toBe(401);
    }
  });

  it('answers UNAUTHENTICATED on every GraphQL operation and on a product’s retailer listing', async () => {
    for (const document of [
      '{ retailerStatus { setupHint } }',
      '{ linkHealth { totalCount } }',
      'mutation { refreshProduct(id: 1) { id } }',
      'mutation { refreshAllProducts }',
      '{ products { retailerListing { title } } }',
    ]) {
      const answer = (await gql(document, {}, null)).json();
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

it('documents the retailer desk’s calls in the OpenAPI document', async () => {
  const { paths } = (await call('GET', '/api/openapi.json')).json();
  expect(Object.keys(paths['/api/admin/products/{id}/refresh'] ?? {})).toEqual(['post']);
  expect(Object.keys(paths['/api/admin/retailer/refresh'] ?? {})).toEqual(['post']);
  expect(Object.keys(paths['/api/admin/retailer/link-health'] ?? {})).toEqual(['get']);
  expect(Object.keys(paths['/api/admin/retailer/status'] ?? {})).toEqual(['get']);
});

describe('without retailer credentials', () => {
  it('says in one sentence what to set, in the status and on every refused refresh (409 / CONFLICT)', async () => {
    const status = (await call('GET', '/api/admin/retailer/status', { token })).json();
    expect(status.setupHint).toMatch(/AMAZON_CREDENTIAL_ID.*AMAZON_CREDENTIAL_SECRET.*AMAZON_CREDENTIAL_VERSION/);
    expect(status).toMatchObject({ configured: false, nextSyncAt: null, linkProblems: 3 });

    const one = await call('POST', `/api/admin/products/${products[0]?.id}/refresh`, { token });
    expect(one.statusCode).toBe(409);
    expect(one.json().error).toBe(status.setupHint);
    const all = await call('POST', '/api/admin/retailer/refresh', { token });
    expect(all.statusCode).toBe(409);
    expect(all.json().error).toBe(status.setupHint);

    const refused = (await gql('mutation { refreshAllProducts }')).json();
    expect(refused.errors[0]).toMatchObject({ message: status.setupHint, extensions: { code: 'CONFLICT' } });
    const graphStatus = (await gql('{ retailerStatus { setupHint linkProblems } }')).json().data.retailerStatus;
    expect(graphStatus).toEqual({ setupHint: status.setupHint, linkProblems: 3 });
  });

  it('answers 404 / NOT_FOUND for an unknown product', async () => {
    const answer = await call('POST', '/api/admin/products/999999/refresh', { token });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('Product not found');
    expect((await gql('mutation { refreshProduct(id: 999999) { id } }')).json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await call('POST', '/api/admin/products/0/refresh', { token })).statusCode).toBe(400);
  });
});

describe('the link-health report', () => {
  it('lists the products with a problem, newest first, with the retailer’s code and message (REST)', async () => {
    const [first, second, third] = products as [Product, Product, Product];
    const list = (await call('GET', '/api/admin/retailer/link-health', { token })).json();
    expect(list.map((entry: { productId: number }) => entry.productId)).toEqual([third.id, first.id, second.id]);
    expect(list[0]).toEqual({
      productId: third.id,
      productName: third.name,
      productSlug: third.slug,
      amazonAsin: third.amazonAsin,
      archived: false,
      buyable: true,
      problem: 'title-changed',
      since: '2026-11-26T07:15:00.000Z',
      code: null,
      message: 'The title changed.',
      retailerTitle: 'Collar, Leather, Brown (Renamed)',
      lastSuccessAt: '2026-11-20T11:00:00.000Z',
    });
    expect(list[2]).toMatchObject({ problem: 'out-of-stock', buyable: false });
    expect(list[1]).toMatchObject({
      problem: 'unknown-asin',
      buyable: true,
      code: 'ItemNotAccessible',
      message: 'The ItemId B0TEST0001 is not accessible through the Creators API.',
    });
  });

  it('pages by the one paging rule: limit and offset in REST, first and after in GraphQL', async () => {
    const [first, second, third] = products as [Product, Product, Product];
    const page = (await call('GET', '/api/admin/retailer/link-health?limit=1&offset=1', { token })).json();
    expect(page.map((entry: { productId: number }) => entry.productId)).toEqual([first.id]);
    expect((await call('GET', '/api/admin/retailer/link-health?limit=101', { token })).statusCode).toBe(400);

    const QUERY = `query ($after: String) {
      linkHealth(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { productId problem since } }
    }`;
    const one = (await gql(QUERY)).json().data.linkHealth;
    expect(one.totalCount).toBe(3);
    expect(one.nodes).toEqual([
      { productId: third.id, problem: 'TITLE_CHANGED', since: '2026-11-26T07:15:00.000Z' },
      { productId: first.id, problem: 'UNKNOWN_ASIN', since: '2026-11-25T09:30:00.000Z' },
    ]);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await gql(QUERY, { after: one.pageInfo.endCursor })).json().data.linkHealth;
    expect(two.nodes.map((node: { productId: number }) => node.productId)).toEqual([second.id]);
    expect(two.pageInfo.hasNextPage).toBe(false);
    expect((await gql('{ linkHealth(first: 101) { totalCount } }')).json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('shows the retailer’s title, image and the link’s problem beside the owner’s product', async () => {
    const third = products[2] as Product;
    const listing = (
      await gql('query ($id: Int!) { adminProduct(id: $id) { name retailerListing { title imageUrl problem { problem message } } } }', {
        id: third.id,
      })
    ).json().data.adminProduct;
    expect(listing).toEqual({
      name: third.name,
      retailerListing: {
        title: 'Collar, Leather, Brown (Renamed)',
        imageUrl: 'https://m.media-amazon.com/images/I/renamed.jpg',
        problem: { problem: 'TITLE_CHANGED', message: 'The title changed.' },
      },
    });
  });
});

describe('refresh now, when the sync can run', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the product as stored after the check (REST as the admin product answer, GraphQL as Product)', async () => {
    const product = products[3] as Product;
    const sync = testApp.services.retailerSync;
    // Stands in for a check at the retailer: the sync stores what the retailer said.
    jest.spyOn(sync, 'refreshProduct').mockImplementation(async (id) => {
      await testApp.dataSource.getRepository(Product).update(id, {
        price: '$31.49',
        priceCheckedAt: new Date(),
        availabilityType: 'IN_STOCK_SCARCE',
        availabilityMessage: 'Only 3 left in stock - order soon.',
        availabilityCheckedAt: new Date(),
      });
    });
    const rest = await call('POST', `/api/admin/products/${product.id}/refresh`, { token });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ id: product.id, name: product.name, price: '$31.49', rank: product.rank });
    expect(sync.refreshProduct).toHaveBeenCalledWith(product.id);

    const graph = (
      await gql('mutation ($id: Int!) { refreshProduct(id: $id) { id price availability { type message } } }', {
        id: product.id,
      })
    ).json().data.refreshProduct;
    expect(graph).toEqual({
      id: product.id,
      price: '$31.49',
      availability: { type: 'IN_STOCK_SCARCE', message: 'Only 3 left in stock - order soon.' },
    });
  });

  it('answers how many products were queued for a refresh of all', async () => {
    jest.spyOn(testApp.services.retailerSync, 'refreshAll').mockResolvedValue({ queued: 9 });
    expect((await call('POST', '/api/admin/retailer/refresh', { token })).json()).toEqual({ queued: 9 });
    expect((await gql('mutation { refreshAllProducts }')).json().data.refreshAllProducts).toBe(9);
  });
});
