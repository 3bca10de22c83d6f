import { EmailSubscriber } from '@bcg/server/leads';
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
