import { AddressErasureService } from '@bcg/server/address-erasure';
import { Product } from '@bcg/server/catalogue';
import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { MAX_OPEN_ALERTS, PriceAlert } from '@bcg/server/price-alerts';
import { In, Like } from 'typeorm';
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

describe('what an alert may do, and what the answer tells', () => {
  const request = (email: string, below: number, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/price-alerts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, productSlug: slug, below }),
      remoteAddress,
    });
  const withCurrentPrice = (cents: number | null) =>
    testApp.dataSource
      .getRepository(Product)
      .update(
        { slug },
        cents === null
          ? { priceSource: 'owner', priceAmountCents: null, priceCurrency: null, priceCheckedAt: null }
          : { priceSource: 'retailer', priceAmountCents: cents, priceCurrency: 'USD', priceCheckedAt: new Date() },
      );
  afterEach(() => withCurrentPrice(null));

  it('answers a known and an unknown address alike, also when the known one has the most alerts an address can have', async () => {
    // Collars enough for the cap: copies of the first one under other names.
    const products = testApp.dataSource.getRepository(Product);
    const model = await products.findOneByOrFail({ slug });
    const { id: _id, ...fields } = model;
    const top = Number((await testApp.dataSource.query(`SELECT MAX("rank") AS "rank" FROM "product"`))[0].rank);
    await products.save(
      Array.from({ length: MAX_OPEN_ALERTS }, (_, n) =>
        products.create({
          ...fields,
          slug: `cap-collar-${n}`,
          name: `Cap collar ${n}`,
          amazonAsin: `B0CAP${String(n).padStart(5, '0')}`,
          rank: top + 1 + n,
        }),
      ),
    );
    const capped = await products.find({ where: { slug: Like('cap-collar-%') } });
    // A known address: a confirmed subscriber with the most confirmed alerts one address can have.
    await testApp.dataSource.getRepository(EmailSubscriber).save({
      email: 'known-reader@example.com',
      status: 'confirmed',
      signedUpAt: new Date(),
      confirmedAt: new Date(),
      consentWording: 'Sizing guide',
    });
    await testApp.dataSource.getRepository(PriceAlert).insert(
      capped.map((product) => ({
        email: 'known-reader@example.com',
        productId: product.id,
        belowCents: 1000,
        currency: 'USD',
        status: 'active' as const,
        confirmedAt: new Date(),
      })),
    );
    const known = await request('known-reader@example.com', 9.5, '203.0.113.120');
    const unknown = await request('unknown-reader@example.com', 9.5, '203.0.113.121');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 200, body: expect.objectContaining({ success: true }) });
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    // Neither took effect: each waits for its address's confirmation.
    const asked = await testApp.dataSource.getRepository(PriceAlert).find({
      where: { productId: model.id, email: In(['known-reader@example.com', 'unknown-reader@example.com']) },
      order: { email: 'ASC' },
    });
    expect(asked.map((alert) => [alert.email, alert.status])).toEqual([
      ['known-reader@example.com', 'pending'],
      ['unknown-reader@example.com', 'pending'],
    ]);
    // Only the mailbox's owner learns of the cap, from the link of the email.
    const [email] = await emailsTo('known-reader@example.com');
    const link = /\/price-alerts\/confirm\?token=[\w-]+/.exec(email?.text ?? '')?.[0] ?? '';
    expect((await testApp.app.inject({ method: 'GET', url: link })).headers['location']).toBe('/price-alerts/confirmed?outcome=too-many');
  });

  it("a stranger's alert for a confirmed reader's address leaves the confirmed mark in force until the reader confirms it", async () => {
    await request('marked@example.com', 12, '203.0.113.130');
    const [confirmation] = await emailsTo('marked@example.com');
    await testApp.app.inject({ method: 'GET', url: /\/price-alerts\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '' });
    const token = /\/preferences\?token=([\w.-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    const marks = async () =>
      (await testApp.app.inject({ method: 'GET', url: `/api/preferences?token=${token}` })).json().priceAlerts as Array<{
        belowCents: number;
        status: string;
      }>;
    expect(await marks()).toEqual([expect.objectContaining({ belowCents: 1200, status: 'active' })]);

    const stranger = await request('Marked@example.com', 99_999.99, '198.51.100.200');
    expect(stranger.statusCode).toBe(200);
    expect(await marks()).toEqual([expect.objectContaining({ belowCents: 1200, status: 'active' })]);
    const asked = (await emailsTo('marked@example.com')).at(-1);
    expect(asked?.subject).toMatch(/^Confirm the new price of your alert for /);
    expect(asked?.text).toContain('from $12.00 to $99,999.99');

    await testApp.app.inject({ method: 'GET', url: /\/price-alerts\/confirm\?token=[\w-]+/.exec(asked?.text ?? '')?.[0] ?? '' });
    expect(await marks()).toEqual([expect.objectContaining({ belowCents: 9_999_999, status: 'active' })]);
  });

  it('refuses a mark at or over the current Amazon price with the same words by REST and GraphQL', async () => {
    await withCurrentPrice(3499);
    const words =
      'Your price (below) must be under the current Amazon price of $34.99: the alert tells you when the collar gets cheaper than it is now.';
    for (const below of [34.99, 40]) {
      const refused = await request('over-mark@example.com', below, '203.0.113.140');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: words, fields: { below: words } });
    }
    const graphql = await post(
      '/graphql',
      {
        query: 'mutation($input: PriceAlertInput!) { createPriceAlert(input: $input) { belowCents } }',
        variables: { input: { email: 'over-mark@example.com', productSlug: slug, below: 34.99 } },
      },
      {},
    );
    expect(graphql.json().errors[0]).toMatchObject({ message: words, extensions: { code: 'BAD_USER_INPUT', fields: { below: words } } });
    expect(await emailsTo('over-mark@example.com')).toEqual([]);
    expect((await request('over-mark@example.com', 34.98, '203.0.113.140')).json().belowCents).toBe(3498);
  });

  it('counts price alerts per client apart from sign-ups (PRICE_ALERT_RATE_LIMIT), each GraphQL alias as one', async () => {
    const ip = '203.0.113.150';
    for (let n = 0; n < 10; n++) {
      const signUp = await testApp.app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `limits-${n}@example.com` }),
        remoteAddress: ip,
      });
      expect(signUp.statusCode).toBe(200);
    }
    expect((await request('limits-alert@example.com', 5, ip)).statusCode).toBe(200);
    const aliases = Array.from(
      { length: 10 },
      (_, n) => `a${n}: createPriceAlert(input: { email: "limits-${n}@example.com", productSlug: "${slug}", below: 5 }) { success }`,
    );
    const burst = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `mutation { ${aliases.join(' ')} }` }),
      remoteAddress: ip,
    });
    const errors = (burst.json().errors ?? []) as Array<{ message: string; extensions: { code: string } }>;
    expect(errors).toHaveLength(1);
    expect(errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(errors[0]?.message).toMatch(/^Too many price alerts from your connection\. Please try again in /);
    const refused = await request('limits-alert@example.com', 6, ip);
    expect(refused.statusCode).toBe(429);
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
