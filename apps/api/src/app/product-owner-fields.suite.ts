import { Revision } from '@bcg/server/revisions';
import { createSeededTestApp, injector, TEST_ADMIN_PASSWORD } from './testing';

// The owner's product form through REST and GraphQL: a confirmed price check, review counts as the retailer prints
// them, and a product added before its photo. The clock is injected so the check times are exact.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let now = new Date('2026-11-20T09:00:00.000Z');

beforeAll(async () => {
  testApp = await createSeededTestApp({ PRICE_MAX_AGE_HOURS: '24' }, { revisionCheckMs: 0, now: () => now });
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

const { call, gql } = injector(
  () => testApp.app,
  () => token,
);

const NEW_COLLAR = {
  name: 'Quayside Padded Collar',
  description: 'A padded nylon collar with a wide buckle for thick bulldog necks.',
  price: '$24.99',
  rating: '4.5',
  amazonAsin: 'B0QUAY0001',
  material: 'Padded nylon',
  width: '1.5"',
  bestFor: 'Adult English bulldogs',
};

const revisionsOf = (id: number) => testApp.dataSource.getRepository(Revision).countBy({ subject: 'product', subjectId: id });

describe('confirming an unchanged price', () => {
  it('stamps the check time now over REST, shows the price again, and writes no revision', async () => {
    now = new Date('2026-11-20T09:00:00.000Z');
    const created = (await call('POST', '/api/admin/products', { token, body: NEW_COLLAR })).json();
    now = new Date('2026-11-22T15:00:00.000Z');
    expect((await call('GET', `/api/products/${created.slug}`)).json().product.priceIsFresh).toBe(false);
    const revisions = await revisionsOf(created.id);

    const confirmed = await call('POST', `/api/admin/products/${created.id}/price-check`, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ price: '$24.99', priceCheckedAt: '2026-11-22T15:00:00.000Z', priceIsFresh: true });
    expect((await call('GET', `/api/products/${created.slug}`)).json().product).toMatchObject({ price: '$24.99', priceIsFresh: true });
    expect(await revisionsOf(created.id)).toBe(revisions);
  });

  it('needs the admin session, and answers 404 for an unknown product', async () => {
    expect((await call('POST', '/api/admin/products/1/price-check')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/products/999999/price-check', { token })).statusCode).toBe(404);
  });

  it('is a GraphQL mutation too, and priceShownUntil says when the price stops (or stopped) being shown', async () => {
    const mutation = 'mutation ($id: Int!) { confirmProductPrice(id: $id) { id priceCheckedAt priceShownUntil displayPrice } }';
    expect((await gql(mutation, { id: 1 }, null)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    now = new Date('2026-11-23T08:15:00.000Z');
    const { data } = (await gql(mutation, { id: 1 })).json();
    expect(data.confirmProductPrice).toMatchObject({
      id: 1,
      priceCheckedAt: '2026-11-23T08:15:00.000Z',
      priceShownUntil: '2026-11-24T08:15:00.000Z',
      displayPrice: expect.stringMatching(/^\$/),
    });
    now = new Date('2026-11-25T08:15:00.000Z');
    const later = (await gql('{ adminProduct(id: 1) { priceShownUntil displayPrice } }')).json().data.adminProduct;
    // Past its age: the list still says until when it was shown.
    expect(later).toEqual({ priceShownUntil: '2026-11-24T08:15:00.000Z', displayPrice: null });
  });
});

describe('the product form rules on the server', () => {
  it('reads "1,204" and "1 204" as review counts, and names a count that is not a whole number', async () => {
    const created = (
      await call('POST', '/api/admin/products', { token, body: { ...NEW_COLLAR, amazonAsin: 'B0QUAY0002', reviewCount: '1,204' } })
    ).json();
    expect(created.reviewCount).toBe(1204);
    const edited = await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { reviewCount: ' 12 345 ' } });
    expect(edited.json().reviewCount).toBe(12345);
    const refused = await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { reviewCount: '12,34' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ reviewCount: 'Review count must be a whole number, 0 or more, e.g. 1,204' });
  });

  it('adds a product without an image path: it shows the default drawing until a photo is uploaded', async () => {
    const rest = (
      await call('POST', '/api/admin/products', { token, body: { ...NEW_COLLAR, amazonAsin: 'B0QUAY0003', name: 'Quayside Two' } })
    ).json();
    expect(rest.imageUrl).toBe('/images/collars/default.svg');
    const { data } = (
      await gql('mutation ($input: ProductInput!) { createProduct(input: $input) { imageUrl } }', {
        input: { ...NEW_COLLAR, amazonAsin: 'B0QUAY0004', name: 'Quayside Three', imageUrl: '' },
      })
    ).json();
    expect(data.createProduct.imageUrl).toBe('/images/collars/default.svg');
  });
});
