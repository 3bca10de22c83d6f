import { JobLease } from '@bcg/server/core';
import { DEFAULT_SETUP_HINT } from '@bcg/server/retailer';
import { FAKE_CREDENTIAL, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { createSeededTestApp, injector } from './testing';

// The retailer sync inside the server: built from the AMAZON_* configuration, running only where the server starts it.
let fake: FakeCreatorsApi;
beforeAll(async () => {
  fake = await startFakeCreatorsApi();
});
afterAll(() => fake.close());

const amazon = () => ({
  AMAZON_API_URL: fake.url,
  AMAZON_TOKEN_URL: fake.tokenUrlFor('2.1'),
  AMAZON_CREDENTIAL_VERSION: '2.1',
  AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
  AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
});

it('checks the catalogue at the retailer when the server starts it, shows the prices, and stops with the server', async () => {
  const testApp = await createSeededTestApp(amazon(), { syncRetailer: true });
  try {
    await testApp.services.retailerSync.idle();
    const { call } = injector(() => testApp.app);
    const products = (await call('GET', '/api/products')).json() as Array<{ slug: string; price: string; priceIsFresh: boolean }>;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.priceIsFresh)).toBe(true);
    expect(await testApp.services.retailerSync.status()).toMatchObject({ setupHint: null, productsDue: 0, linkProblems: 0 });
    const [lease] = await testApp.dataSource.getRepository(JobLease).find();
    expect(lease).toMatchObject({ name: 'retailer-sync', lastFinishedAt: expect.any(Date) });
  } finally {
    await testApp.close();
  }
});

it('never runs in a test or one-off command that does not ask, and says what to set without credentials', async () => {
  const before = fake.control.counts().getItemsRequests;
  const withCredentials = await createSeededTestApp(amazon());
  const without = await createSeededTestApp();
  try {
    expect(fake.control.counts().getItemsRequests).toBe(before);
    expect((await without.services.retailerSync.status()).setupHint).toBe(DEFAULT_SETUP_HINT);
    expect((await withCredentials.services.retailerSync.status()).setupHint).toBeNull();
  } finally {
    await withCredentials.close();
    await without.close();
  }
});
