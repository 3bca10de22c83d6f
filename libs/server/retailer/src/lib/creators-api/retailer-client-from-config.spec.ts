import { readConfig } from '@bcg/server/core';
import { FAKE_CREDENTIAL, startFakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { retailerClientFromConfig } from './retailer-client-from-config';

describe('retailerClientFromConfig', () => {
  it('without credentials, gives no client and the one sentence that says what to set', () => {
    expect(retailerClientFromConfig(readConfig({}))).toEqual({
      client: null,
      setupHint:
        'Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION to keep prices and availability in sync with Amazon.',
    });
  });

  it('with partial credentials, names exactly what is missing', () => {
    expect(retailerClientFromConfig(readConfig({ AMAZON_CREDENTIAL_ID: 'id', AMAZON_CREDENTIAL_VERSION: '2.1' })).setupHint).toBe(
      'Set AMAZON_CREDENTIAL_SECRET as well to keep prices and availability in sync with Amazon: only AMAZON_CREDENTIAL_ID and AMAZON_CREDENTIAL_VERSION are set.',
    );
    expect(retailerClientFromConfig(readConfig({ AMAZON_CREDENTIAL_SECRET: 'secret-value' })).setupHint).toBe(
      'Set AMAZON_CREDENTIAL_ID and AMAZON_CREDENTIAL_VERSION as well to keep prices and availability in sync with Amazon: only AMAZON_CREDENTIAL_SECRET is set.',
    );
  });

  it('refuses a store it has no currency for, naming the variable', () => {
    const env = { AMAZON_CREDENTIAL_ID: 'id', AMAZON_CREDENTIAL_SECRET: 'secret-value', AMAZON_CREDENTIAL_VERSION: '2.1' };
    const setup = retailerClientFromConfig(readConfig({ ...env, AMAZON_MARKETPLACE: 'www.amazon.zz' }));
    expect(setup.client).toBeNull();
    expect(setup.setupHint).toMatch(/^Set AMAZON_MARKETPLACE to an Amazon store .*: www\.amazon\.zz is not one\.$/);
    expect(setup.setupHint).not.toContain('secret-value');
  });

  it('with all three, gives a client that uses the configured URLs and sends AFFILIATE_TAG as the partner tag', async () => {
    const fake = await startFakeCreatorsApi({ partnerTag: 'mysite-21' });
    try {
      const setup = retailerClientFromConfig(
        readConfig({
          AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
          AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
          AMAZON_CREDENTIAL_VERSION: '3.1',
          AMAZON_API_URL: fake.url,
          AMAZON_TOKEN_URL: fake.lwaTokenUrl,
          AFFILIATE_TAG: 'mysite-21',
        }),
      );
      expect(setup.setupHint).toBeNull();
      expect(setup.client?.currency).toBe('USD');
      const result = await setup.client?.getItems(['B0CX7K2M9Q']);
      expect(result?.items[0]?.offer).toEqual({ amountCents: 5499, currency: 'USD', displayAmount: '$54.99' });
    } finally {
      await fake.close();
    }
  });
});
