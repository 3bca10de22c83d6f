import { EmailSubscriber, PreferenceLinks } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { createSeededTestApp } from './testing';

// The preferences page's API through HTTP: reached from the footer link of a real email, without a login.
const SITE = 'https://bulldogcollar.example';
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp({ SITE_URL: SITE });
});
afterAll(() => testApp.close());

const json = { 'content-type': 'application/json' };
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: json,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: '203.0.113.91',
  });

async function preferencesTokenOf(address: string): Promise<string> {
  await inject('POST', '/api/subscribe', { email: address, leadMagnet: 'bulldog-sizing-guide', signupPage: '/' });
  await testApp.dataSource.getRepository(EmailSubscriber).update({ email: address }, { status: 'confirmed' });
  const [email] = await testApp.dataSource.getRepository(OutboxEmail).find({ where: { toAddress: address } });
  expect(email?.html).toContain(`${SITE}/preferences?token=`);
  return /\/preferences\?token=([\w.-]+)/.exec(email?.text ?? '')?.[1] ?? '';
}

it('reads and changes the preferences of the address of an emailed link, by REST and GraphQL', async () => {
  const token = await preferencesTokenOf('prefs@example.com');
  const read = await inject('GET', `/api/preferences?token=${token}`);
  expect(read.statusCode).toBe(200);
  expect(read.headers['cache-control']).toContain('no-store');
  expect(read.json()).toEqual({ email: 'prefs@example.com', subscribed: true, newsletter: true, priceAlerts: [] });

  const off = await inject('PATCH', `/api/preferences?token=${token}`, { newsletter: false });
  expect(off.json()).toMatchObject({ newsletter: false, subscribed: true });

  const everything = await inject('POST', '/graphql', {
    query: 'mutation($t: String!) { updateEmailPreferences(token: $t, input: { everything: false }) { subscribed newsletter } }',
    variables: { t: token },
  });
  expect(everything.json()).toEqual({ data: { updateEmailPreferences: { subscribed: false, newsletter: false } } });
  expect((await testApp.dataSource.getRepository(EmailSubscriber).findOneByOrFail({ email: 'prefs@example.com' })).status).toBe(
    'unsubscribed',
  );
});

it('refuses a guessed or altered link with 404', async () => {
  const token = await preferencesTokenOf('guess@example.com');
  const forged = `${Buffer.from('prefs@example.com').toString('base64url')}.${token.split('.').slice(1).join('.')}`;
  for (const guess of [forged, 'abc']) {
    const response = await inject('GET', `/api/preferences?token=${guess}`);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).toContain('This preferences link is not valid');
  }
});

describe('a fresh link for an expired one (POST /api/preferences/fresh-link, GraphQL sendFreshPreferencesLink)', () => {
  /** A preferences link of `address` that expired 10 days ago, signed with the site's key as every link is. */
  const expiredTokenOf = (address: string) =>
    new PreferenceLinks(testApp.dataSource, { siteUrl: SITE, now: () => new Date(Date.now() - 100 * 24 * 60 * 60 * 1000) }).tokenFor(
      address,
    );
  const freshLinksTo = (address: string) =>
    testApp.dataSource.getRepository(OutboxEmail).countBy({ toAddress: address, kind: 'preferences-link' });
  const ask = (token: string, remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/preferences/fresh-link?token=${token}`, headers: json, payload: '{}', remoteAddress });

  it('emails one address at most the per-address limit, however many clients ask, answering all of them and a stranger alike', async () => {
    await preferencesTokenOf('flooded@example.com');
    const known = await expiredTokenOf('flooded@example.com');
    const unknown = await expiredTokenOf('nobody-here@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => ask(known, `198.51.100.${10 + n}`)));
    answers.push(await ask(unknown, '198.51.100.30'));
    expect(new Set(answers.map((answer) => JSON.stringify({ status: answer.statusCode, body: answer.json() })))).toEqual(
      new Set([
        JSON.stringify({
          status: 200,
          body: {
            success: true,
            message:
              'If this address gets emails from us, a fresh preferences link is on its way to it, unless it has had 3 of our confirmation and preferences links an hour already: then use the newest one.',
          },
        }),
      ]),
    );
    expect(await freshLinksTo('flooded@example.com')).toBe(3);
    expect(await freshLinksTo('nobody-here@example.com')).toBe(0);
  });

  it('counts each alias of a GraphQL operation toward the client limit (PREFERENCES_LINK_RATE_LIMIT)', async () => {
    await preferencesTokenOf('aliased@example.com');
    const token = await expiredTokenOf('aliased@example.com');
    const aliases = Array.from({ length: 10 }, (_, n) => `l${n}: sendFreshPreferencesLink(token: "${token}")`).join(' ');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: json,
      payload: JSON.stringify({ query: `mutation { ${aliases} }` }),
      remoteAddress: '198.51.100.40',
    });
    // Five aliases pass; the sixth is refused, which ends the operation (its field is non-null).
    const errors = (response.json().errors ?? []) as Array<{ path: string[]; extensions: { code: string } }>;
    expect(errors.map((error) => [error.path[0], error.extensions.code])).toEqual([['l5', 'TOO_MANY_REQUESTS']]);
    expect(await freshLinksTo('aliased@example.com')).toBe(3);
    expect((await ask(token, '198.51.100.40')).statusCode).toBe(429);
  });
});
