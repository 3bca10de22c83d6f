import { FAKE_CREDENTIAL, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';

// The fake refuses what the real API refuses, so a client that passes against it does not only pass against a pushover.
let fake: FakeCreatorsApi;
let clock: number;

beforeEach(async () => {
  clock = 1_000_000;
  fake = await startFakeCreatorsApi({ clock: () => clock });
});

afterEach(() => fake.close());

const post = (url: string, body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', body, headers });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const basic = `Basic ${Buffer.from(`${FAKE_CREDENTIAL.id}:${FAKE_CREDENTIAL.secret}`).toString('base64')}`;

async function cognitoToken(): Promise<string> {
  const answer = await post(fake.tokenUrl, 'grant_type=client_credentials&scope=creatorsapi/default', { ...form, authorization: basic });
  return ((await answer.json()) as { access_token: string }).access_token;
}

function getItems(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return post(
    `${fake.url}/catalog/v1/getItems`,
    JSON.stringify({ partnerTag: 'tag-20', marketplace: 'www.amazon.com', resources: ['itemInfo.title'], ...body }),
    { authorization: `Bearer ${token}, Version 2.1`, 'x-marketplace': 'www.amazon.com', 'content-type': 'application/json', ...headers },
  );
}

describe('the fake Creators API', () => {
  it('issues tokens only for the right credentials, grant type and scope of each style', async () => {
    expect(
      (await post(fake.tokenUrl, 'grant_type=client_credentials&scope=creatorsapi::default', { ...form, authorization: basic })).status,
    ).toBe(400);
    expect((await post(fake.tokenUrl, 'grant_type=password&scope=creatorsapi/default', { ...form, authorization: basic })).status).toBe(
      400,
    );
    const formFields = `grant_type=client_credentials&scope=creatorsapi/default&client_id=${FAKE_CREDENTIAL.id}&client_secret=wrong`;
    expect(await (await post(fake.tokenUrl, formFields, form)).json()).toMatchObject({ error: 'invalid_client' });
    const json = {
      grant_type: 'client_credentials',
      client_id: FAKE_CREDENTIAL.id,
      client_secret: FAKE_CREDENTIAL.secret,
      scope: 'creatorsapi::default',
    };
    const lwa = await post(fake.lwaTokenUrl, JSON.stringify(json), { 'content-type': 'application/json' });
    expect(await lwa.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect((await post(fake.lwaTokenUrl, new URLSearchParams(json).toString(), form)).status).toBe(400);
  });

  it('refuses a token past its lifetime by its own clock, and a 2.x token without its version', async () => {
    const token = await cognitoToken();
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'] })).status).toBe(200);
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'] }, { authorization: `Bearer ${token}` })).status).toBe(401);
    clock += 3_600_000;
    expect(await (await getItems(token, { itemIds: ['B0CX7K2M9Q'] })).json()).toEqual({
      errors: [{ code: 'ExpiredToken', message: 'The access token has expired.' }],
    });
  });

  it('refuses more than ten ids, another marketplace in the header and unknown resources', async () => {
    const token = await cognitoToken();
    expect((await getItems(token, { itemIds: Array.from({ length: 11 }, () => 'B0CX7K2M9Q') })).status).toBe(400);
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'] }, { 'x-marketplace': 'www.amazon.de' })).status).toBe(400);
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'], resources: ['offers.listings.price'] })).status).toBe(400);
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'], partnerTag: '' })).status).toBe(400);
  });

  it('answers only the resources asked for, and counts what it was asked', async () => {
    const token = await cognitoToken();
    const answer = (await (await getItems(token, { itemIds: ['B0CX7K2M9Q', 'B0D4HN8R3T'] })).json()) as {
      itemsResult: { items: object[] };
    };
    for (const item of answer.itemsResult.items) {
      expect(Object.keys(item).sort()).toEqual(['asin', 'detailPageURL', 'itemInfo', 'offersV2']);
    }
    expect(fake.control.counts()).toMatchObject({ tokenRequests: 1, getItemsRequests: 1, itemsRequested: 2 });
  });

  it('is switched over HTTP as well: a throttled burst, a changed item and the counts', async () => {
    const control = (command: object) => post(`${fake.url}/__control`, JSON.stringify(command), { 'content-type': 'application/json' });
    await control({ set: { throttleNext: 1 }, items: { B0CX7K2M9Q: { title: 'Renamed at the retailer' } } });
    const token = await cognitoToken();
    expect((await getItems(token, { itemIds: ['B0CX7K2M9Q'] })).status).toBe(429);
    const answer = (await (await getItems(token, { itemIds: ['B0CX7K2M9Q'] })).json()) as {
      itemsResult: { items: { itemInfo: { title: { displayValue: string } } }[] };
    };
    expect(answer.itemsResult.items[0]?.itemInfo.title.displayValue).toBe('Renamed at the retailer');
    expect(await (await fetch(`${fake.url}/__control`)).json()).toMatchObject({ counts: { throttled: 1, getItemsRequests: 2 } });
  });

  it('moves a share of the prices each period under a drift rule, the same way on every run', async () => {
    fake.control.set({ knowsEveryAsin: true });
    fake.control.setDrift({ everyMs: 3_600_000, share: 0.05, maxPercent: 10 });
    const ids = Array.from({ length: 10 }, (_, index) => `B2${String(index).padStart(8, '0')}`);
    const prices = async () => {
      const answer = (await (await getItems(await cognitoToken(), { itemIds: ids, resources: ['offersV2.listings.price'] })).json()) as {
        itemsResult: { items: { asin: string; offersV2: { listings: { price: { money: { amount: number } } }[] } }[] };
      };
      return Object.fromEntries(answer.itemsResult.items.map((item) => [item.asin, item.offersV2.listings[0]?.price.money.amount]));
    };
    const before = await prices();
    expect(await prices()).toEqual(before);
    let changed = 0;
    for (let hour = 0; hour < 20; hour += 1) {
      clock += 3_600_000;
      const now = await prices();
      changed += ids.filter((id) => now[id] !== before[id]).length;
    }
    expect(changed).toBeGreaterThan(0);
  });
});
