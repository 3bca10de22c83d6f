import { AddressErasureService } from '@bcg/server/address-erasure';
import { Product } from '@bcg/server/catalogue';
import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { PriceAlert } from '@bcg/server/price-alerts';
import { createSeededTestApp } from './testing';

// Price alerts through HTTP: the REST call and its answers, the emailed confirm link, the one-click stop, the
// GraphQL mutation and the owner's counts.
const SITE = 'https://bulldogcollar.example';
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let slug = '';

beforeAll(async () => {
  testApp = await createSeededTestApp({ SITE_URL: SITE });
  const product = await testApp.dataSource.getRepository(Product).findOneOrFail({ where: {}, order: { id: 'ASC' } });
  slug = product.slug;
});
afterAll(() => testApp.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
    remoteAddress: '203.0.113.91',
  });
const emailsTo = (address: string) =>
  testApp.dataSource.getRepository(OutboxEmail).find({ where: { toAddress: address }, order: { id: 'ASC' } });

describe('POST /api/price-alerts', () => {
  it('sets an alert at a typed price and sends the confirmation, whose link confirms it once with a 303', async () => {
    const response = await post('/api/price-alerts', { email: 'Rest-Reader@example.com', productSlug: slug, below: 19.99 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, belowCents: 1999 });
    const [confirmation] = await emailsTo('rest-reader@example.com');
    expect(confirmation?.kind).toBe('price-alert-confirmation');
    // The footer's preferences page opens without a login: a signed link of the address.
    expect(confirmation?.text).toMatch(/Manage your alerts and emails: https:\/\/bulldogcollar\.example\/preferences\?token=[\w.-]+/);
    const link = /\/price-alerts\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    const first = await testApp.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(303);
    expect(first.headers['location']).toBe('/price-alerts/confirmed?outcome=confirmed');
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await testApp.app.inject({ method: 'GET', url: link });
    expect(again.headers['location']).toBe('/price-alerts/confirmed?outcome=already-confirmed');
    const made = await testApp.app.inject({ method: 'GET', url: '/price-alerts/confirm?token=made-up' });
    expect(made.headers['location']).toBe('/price-alerts/confirmed?outcome=unknown');
  });

  it('refuses a mark of 0, a negative one and text, naming the field', async () => {
    for (const below of [0, -3, 'ten dollars']) {
      const response = await post('/api/price-alerts', { email: 'bad-mark@example.com', productSlug: slug, below });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('Your price (below) must be in dollars and cents');
    }
    expect(await emailsTo('bad-mark@example.com')).toEqual([]);
  });

  it('the List-Unsubscribe link stops the alert in one click, and a forged one is a 404', async () => {
    await post('/api/price-alerts', { email: 'stop@example.com', productSlug: slug, below: 10 });
    const [confirmation] = await emailsTo('stop@example.com');
    const target = /<https:\/\/bulldogcollar\.example(\/api\/price-alerts\/\d+\/stop\?token=[\w-]+)>/.exec(
      confirmation?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(confirmation?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const forged = await testApp.app.inject({
      method: 'POST',
      url: (target ?? '').replace(/token=.*/, `token=${'A'.repeat(43)}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const stopped = await testApp.app.inject({
      method: 'POST',
      url: target ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(await testApp.dataSource.getRepository(PriceAlert).findOneByOrFail({ email: 'stop@example.com' })).toMatchObject({
      status: 'ended',
    });
  });
});

describe('GraphQL', () => {
  it('createPriceAlert answers as REST does, and priceAlertCounts is for the administrator only', async () => {
    const created = await post('/graphql', {
      query: 'mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { success belowCents } }',
      variables: { input: { email: 'graphql-reader@example.com', productSlug: slug, below: 15 } },
    });
    expect(created.json()).toEqual({ data: { createPriceAlert: { success: true, belowCents: 1500 } } });
    const counts = await post('/graphql', { query: '{ priceAlertCounts { productSlug pending } }' });
    expect(counts.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('deletion on request', () => {
  it("erasing a subscriber's address takes its price alerts with it", async () => {
    await post('/api/price-alerts', { email: 'erase-alerts@example.com', productSlug: slug, below: 12 });
    const { id } = await testApp.dataSource.getRepository(EmailSubscriber).save({
      email: 'erase-alerts@example.com',
      status: 'confirmed',
      signedUpAt: new Date(),
      consentWording: 'Sizing guide',
    });
    await new AddressErasureService(testApp.dataSource).eraseSubscriber(id);
    expect(await testApp.dataSource.getRepository(PriceAlert).findBy({ email: 'erase-alerts@example.com' })).toEqual([]);
  });
});

describe('the preferences page', () => {
  it("lists the address's alerts from its emailed link and removes one", async () => {
    await post('/api/price-alerts', { email: 'prefs-reader@example.com', productSlug: slug, below: 11 });
    const [confirmation] = await emailsTo('prefs-reader@example.com');
    const token = /\/preferences\?token=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    const listed = await post('/graphql', {
      query: 'query($token: String!) { emailPreferences(token: $token) { priceAlerts { id productSlug belowCents status } } }',
      variables: { token },
    });
    const [alert] = listed.json().data.emailPreferences.priceAlerts;
    expect(alert).toMatchObject({ productSlug: slug, belowCents: 1100, status: 'pending' });
    const removed = await post('/graphql', {
      query: 'mutation($token: String!, $id: Int!) { removePriceAlert(token: $token, alertId: $id) { priceAlerts { id } } }',
      variables: { token, id: alert.id },
    });
    expect(removed.json().data.removePriceAlert.priceAlerts).toEqual([]);
  });
});
