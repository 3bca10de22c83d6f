import { OutboxEmail } from '@bcg/server/mail';
import { createSeededTestApp } from './testing';

// Double opt-in and one-click unsubscribe through HTTP: the REST calls, the emailed links, and the cross-site guard.
const SITE = 'https://bulldogcollar.example';
const lines: string[] = [];
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  // The server's own start-up: sending on, but no SMTP_URL.
  testApp = await createSeededTestApp({ SITE_URL: SITE }, { sendMail: true, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => testApp.close());

const inject = (method: 'GET' | 'POST', url: string, options: { headers?: Record<string, string>; payload?: string } = {}) =>
  testApp.app.inject({ method, url, headers: options.headers, payload: options.payload, remoteAddress: '203.0.113.90' });
const emailsTo = (address: string) =>
  testApp.dataSource.getRepository(OutboxEmail).find({ where: { toAddress: address }, order: { id: 'ASC' } });
const confirmToken = (email: OutboxEmail | undefined) => /\/subscribe\/confirm\?token=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
const unsubscribeToken = (email: OutboxEmail | undefined) =>
  /\/api\/unsubscribe\?token=([\w-]+)>/.exec(email?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';

async function signUp(address: string): Promise<OutboxEmail | undefined> {
  const response = await inject('POST', '/api/subscribe', {
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: address, leadMagnet: 'bulldog-sizing-guide', signupPage: '/' }),
  });
  expect(response.json()).toEqual({
    success: true,
    message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
  });
  return (await emailsTo(address))[0];
}

describe('without SMTP_URL', () => {
  it('sends nothing, keeps the emails pending for the admin, and says so once in the log', async () => {
    const confirmation = await signUp('nosmtp@example.com');
    expect(testApp.mailSender).toBeUndefined();
    expect(confirmation).toMatchObject({ kind: 'subscribe-confirmation', status: 'pending', attempts: 0 });
    expect(lines.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);
  });
});

describe('GET /api/subscribe/confirm', () => {
  it('confirms once and then says the link was used, never stored by a cache', async () => {
    const token = confirmToken(await signUp('rest-confirm@example.com'));
    const first = await inject('GET', `/api/subscribe/confirm?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({
      success: true,
      outcome: 'confirmed',
      // No SMTP_URL here: the answer must not claim the guide was sent.
      message:
        'Your email address is confirmed. Our email service is not sending right now: the sizing guide waits in our outbox and reaches your inbox as soon as sending resumes.',
    });
    expect((await inject('GET', `/api/subscribe/confirm?token=${token}`)).json()).toMatchObject({
      success: true,
      outcome: 'already-confirmed',
    });
    expect((await inject('GET', '/api/subscribe/confirm?token=nope')).json()).toMatchObject({ success: false, outcome: 'unknown' });
    expect((await emailsTo('rest-confirm@example.com')).map((email) => email.kind)).toEqual(['subscribe-confirmation', 'sizing-guide']);
  });
});

describe('the emailed confirmation link, GET /subscribe/confirm', () => {
  it('confirms and sends the browser on to the page that says so, keeping the token out of it', async () => {
    const token = confirmToken(await signUp('link-confirm@example.com'));
    const response = await inject('GET', `/subscribe/confirm?token=${token}`);
    expect(response.statusCode).toBe(303);
    // `mail=queued`: this server has no SMTP_URL, so the page must not promise an inbox.
    expect(response.headers['location']).toBe('/subscribe/confirmed?outcome=confirmed&mail=queued');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await inject('GET', `/subscribe/confirm?token=${token}`)).headers['location']).toBe(
      '/subscribe/confirmed?outcome=already-confirmed&mail=queued',
    );
    expect((await inject('GET', '/subscribe/confirm')).headers['location']).toBe('/subscribe/confirmed?outcome=unknown');
  });
});

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  it('works as a mail provider sends it: form-encoded, from another origin, no session or cookie; repeating it is harmless', async () => {
    const token = unsubscribeToken(await signUp('one-click@example.com'));
    expect(token).toMatch(/^[\w-]{43}$/);
    const oneClick = () =>
      inject('POST', `/api/unsubscribe?token=${token}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
        payload: 'List-Unsubscribe=One-Click',
      });
    for (const response of [await oneClick(), await oneClick()]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'You are unsubscribed: this address will get no more emails from us.' });
    }
    // The confirmation still waiting in the outbox is withdrawn.
    expect(await emailsTo('one-click@example.com')).toEqual([
      expect.objectContaining({ kind: 'subscribe-confirmation', status: 'failed', lastError: 'Not sent: the address unsubscribed' }),
    ]);
  });

  it('answers an unknown token with a JSON 404, and takes a multipart body or none', async () => {
    const unknown = await inject('POST', `/api/unsubscribe?token=${'A'.repeat(43)}`, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    const token = unsubscribeToken(await signUp('no-body@example.com'));
    expect((await inject('POST', `/api/unsubscribe?token=${token}`)).statusCode).toBe(200);
  });

  it('leaves the guard of every other write in place: a form-encoded or foreign sign-up is refused', async () => {
    const formSignUp = await inject('POST', '/api/subscribe', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form%40example.com',
    });
    expect(formSignUp.statusCode).toBe(415);
    const foreign = await inject('POST', '/api/subscribe', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ email: 'foreign@example.com' }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(await emailsTo('form@example.com')).toEqual([]);
  });
});

describe('the GraphQL mutations', () => {
  const graphql = (query: string, variables: Record<string, unknown>) =>
    inject('POST', '/graphql', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query, variables }) });

  it('sign up with the page of the form, confirm with the emailed token, and unsubscribe (NOT_FOUND for a made-up token)', async () => {
    const address = 'graphql-reader@example.com';
    const signUp = await graphql('mutation ($input: SubscribeInput!) { subscribe(input: $input) { success message } }', {
      input: { email: address, leadMagnet: 'bulldog-sizing-guide', signupPage: '/guides' },
    });
    expect(signUp.json()).toEqual({
      data: {
        subscribe: {
          success: true,
          message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
        },
      },
    });
    const [confirmation] = await emailsTo(address);
    const confirm = (token: string) =>
      graphql('mutation ($token: String!) { confirmSubscription(token: $token) { outcome message } }', { token });
    expect((await confirm(confirmToken(confirmation))).json().data.confirmSubscription.outcome).toBe('CONFIRMED');
    expect((await confirm(confirmToken(confirmation))).json().data.confirmSubscription.outcome).toBe('ALREADY_CONFIRMED');

    const unsubscribe = (token: string) =>
      graphql('mutation ($token: String!) { unsubscribe(token: $token) { success message } }', { token });
    expect((await unsubscribe(unsubscribeToken(confirmation))).json().data.unsubscribe.success).toBe(true);
    expect((await unsubscribe('A'.repeat(43))).json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await testApp.services.leads.list()).toContainEqual(
      expect.objectContaining({ email: address, status: 'unsubscribed', signupPage: '/guides' }),
    );
  });

  it('refuses a sign-up page that is not a path of this site', async () => {
    const response = await graphql('mutation ($input: SubscribeInput!) { subscribe(input: $input) { success } }', {
      input: { email: 'offsite@example.com', signupPage: 'https://evil.example/' },
    });
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await emailsTo('offsite@example.com')).toEqual([]);
  });
});

describe('the breed of a sign-up', () => {
  const graphql = (query: string, variables: Record<string, unknown>) =>
    inject('POST', '/graphql', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query, variables }) });
  const guideTo = async (address: string) => {
    const [confirmation] = await emailsTo(address);
    expect((await inject('GET', `/api/subscribe/confirm?token=${confirmToken(confirmation)}`)).json()).toMatchObject({
      outcome: 'confirmed',
    });
    return (await emailsTo(address)).find((email) => email.kind === 'sizing-guide');
  };

  it("goes with the REST and the GraphQL sign-up, and the guide is that breed's", async () => {
    const rest = await inject('POST', '/api/subscribe', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'rest-frenchie@example.com', breed: 'french' }),
    });
    expect(rest.statusCode).toBe(200);
    expect((await guideTo('rest-frenchie@example.com'))?.subject).toBe('Your French Bulldog collar sizing guide');

    const viaGraphql = await graphql('mutation ($input: SubscribeInput!) { subscribe(input: $input) { success } }', {
      input: { email: 'graphql-american@example.com', breed: 'AMERICAN' },
    });
    expect(viaGraphql.json()).toEqual({ data: { subscribe: { success: true } } });
    expect((await guideTo('graphql-american@example.com'))?.subject).toBe('Your American Bulldog collar sizing guide');
  });

  it('is optional, and a breed the guide has no chart for is refused', async () => {
    const poodle = await inject('POST', '/api/subscribe', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'poodle@example.com', breed: 'poodle' }),
    });
    expect(poodle.statusCode).toBe(400);
    expect(await emailsTo('poodle@example.com')).toEqual([]);
    expect((await guideTo((await signUp('no-breed@example.com'))!.toAddress))?.subject).toBe('Your bulldog collar sizing guide');
  });
});
