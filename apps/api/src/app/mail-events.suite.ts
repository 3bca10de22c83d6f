import { MailSuppression } from '@bcg/server/mail';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

const SECRET = 'provider-secret-0123456789-abcdef';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  testApp = await createSeededTestApp({ MAIL_EVENTS_SECRET: SECRET });
});
afterAll(() => testApp.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, options: { body?: unknown; token?: string; origin?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
const login = async () =>
  (await inject('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId as string;
const graphql = (query: string, variables: Record<string, unknown>, token: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
const suppressed = () => testApp.dataSource.getRepository(MailSuppression).find({ order: { email: 'ASC' } });

describe('POST /api/mail/events', () => {
  it('refuses a notice without the secret, or with another, before reading it, and suppresses nothing', async () => {
    const body = { events: [{ type: 'complaint', email: 'victim@example.com' }] };
    for (const token of [undefined, 'guessed', `${SECRET}x`])
      expect((await inject('POST', '/api/mail/events', { body, token })).statusCode).toBe(401);
    expect(await suppressed()).toEqual([]);
  });

  it("suppresses a permanent bounce and a complaint, ignores a soft bounce, and answers each notice's outcome", async () => {
    const answer = await inject('POST', '/api/mail/events', {
      token: SECRET,
      body: {
        events: [
          { type: 'bounce', email: 'Gone@Example.com', detail: '550 5.1.1 no such user' },
          { type: 'bounce', email: 'full@example.com', permanent: false, detail: '452 mailbox full' },
          { type: 'complaint', email: 'angry@example.com' },
          { type: 'complaint', email: 'gone@example.com' },
        ],
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'suppressed',
      'ignored-soft-bounce',
      'suppressed',
      'already-suppressed',
    ]);
    expect((await suppressed()).map(({ email, reason }) => `${email} ${reason}`)).toEqual([
      'angry@example.com complaint',
      'gone@example.com bounce',
    ]);
  });

  it('refuses a malformed notice and more than 500 in one request with a message naming the field', async () => {
    const bad = await inject('POST', '/api/mail/events', { token: SECRET, body: { events: [{ type: 'spam', email: 'x@example.com' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("type must be 'bounce' or 'complaint'");
    const many = Array.from({ length: 501 }, (_, index) => ({ type: 'complaint', email: `fan${index}@example.com` }));
    const tooMany = await inject('POST', '/api/mail/events', { token: SECRET, body: { events: many } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('at most 500 notices');
  });

  it('answers 404 on a server without MAIL_EVENTS_SECRET', async () => {
    const plain = await createSeededTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/api/mail/events',
        headers: { 'content-type': 'application/json', authorization: 'Bearer anything-at-all' },
        payload: JSON.stringify({ events: [{ type: 'complaint', email: 'x@example.com' }] }),
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("the owner's suppressed addresses", () => {
  it('lists them to the administrator only, and releases one by REST and one by GraphQL', async () => {
    await inject('POST', '/api/mail/events', {
      token: SECRET,
      body: {
        events: [
          { type: 'complaint', email: 'release-rest@example.com' },
          { type: 'complaint', email: 'release-gql@example.com' },
        ],
      },
    });
    expect((await inject('GET', '/api/admin/mail/suppressions')).statusCode).toBe(401);
    const token = await login();
    const listed = (await inject('GET', '/api/admin/mail/suppressions?q=release', { token })).json();
    expect(listed.map((row: { email: string }) => row.email).sort()).toEqual(['release-gql@example.com', 'release-rest@example.com']);
    const byEmail = new Map(listed.map((row: { email: string; id: number }) => [row.email, row.id]));

    expect((await inject('DELETE', `/api/admin/mail/suppressions/${byEmail.get('release-rest@example.com')}`, { token })).statusCode).toBe(
      200,
    );
    expect((await inject('DELETE', `/api/admin/mail/suppressions/${byEmail.get('release-rest@example.com')}`, { token })).statusCode).toBe(
      404,
    );
    const released = await graphql(
      'mutation Release($id: Int!) { releaseMailSuppression(id: $id) }',
      { id: byEmail.get('release-gql@example.com') },
      token,
    );
    expect(released.json()).toEqual({ data: { releaseMailSuppression: true } });
    const page = await graphql(
      'query Page($q: String) { mailSuppressionsConnection(first: 10, q: $q) { totalCount edges { node { email reason } } } }',
      { q: 'release' },
      token,
    );
    expect(page.json().data.mailSuppressionsConnection).toEqual({ totalCount: 0, edges: [] });
  });
});
