import { MailSuppression } from '@bcg/server/mail';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

const SECRET = 'provider-secret-0123456789abcdef';
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp({ MAIL_EVENTS_SECRET: SECRET });
});
afterAll(() => testApp.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token?: string) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const login = async (): Promise<string> => (await inject('POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD })).json().sessionId;
const suppressed = () => testApp.dataSource.getRepository(MailSuppression).find({ order: { id: 'ASC' } });

describe('POST /api/mail/events', () => {
  it('refuses a missing or wrong secret before reading the body', async () => {
    expect((await inject('POST', '/api/mail/events', { events: [] })).statusCode).toBe(401);
    expect((await inject('POST', '/api/mail/events', { events: [] }, `${SECRET}x`)).statusCode).toBe(401);
  });

  it("suppresses permanent bounces and complaints, ignores soft bounces, and answers each notice's outcome", async () => {
    const response = await inject(
      'POST',
      '/api/mail/events',
      {
        events: [
          { type: 'bounce', email: 'Gone@Example.com', detail: '550 5.1.1 No such user' },
          { type: 'bounce', email: 'full@example.com', permanent: false, detail: '452 Mailbox full' },
          { type: 'complaint', email: 'angry@example.com' },
          { type: 'complaint', email: 'gone@example.com' },
          { type: 'bounce', email: 'not an address' },
        ],
      },
      SECRET,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      results: [
        { email: 'gone@example.com', outcome: 'suppressed' },
        { email: 'full@example.com', outcome: 'ignored-soft-bounce' },
        { email: 'angry@example.com', outcome: 'suppressed' },
        { email: 'gone@example.com', outcome: 'already-suppressed' },
        { email: 'not an address', outcome: 'invalid-address' },
      ],
      counts: { suppressed: 2, 'already-suppressed': 1, 'ignored-soft-bounce': 1, 'invalid-address': 1 },
    });
    expect((await suppressed()).map(({ email, reason, detail }) => ({ email, reason, detail }))).toEqual([
      { email: 'gone@example.com', reason: 'bounce', detail: '550 5.1.1 No such user' },
      { email: 'angry@example.com', reason: 'complaint', detail: null },
    ]);
  });

  it('refuses more than 500 notices in one request, and an unknown type', async () => {
    const many = Array.from({ length: 501 }, (_, index) => ({ type: 'bounce', email: `fan${index}@example.com` }));
    const tooMany = await inject('POST', '/api/mail/events', { events: many }, SECRET);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/events/);
    expect((await inject('POST', '/api/mail/events', { events: [{ type: 'open', email: 'a@example.com' }] }, SECRET)).statusCode).toBe(400);
  });
});

describe('the owner’s suppressed addresses', () => {
  it('lists them (admin only), searches them, and releases one', async () => {
    expect((await inject('GET', '/api/admin/mail/suppressions')).statusCode).toBe(401);
    const token = await login();
    const found = (await inject('GET', '/api/admin/mail/suppressions?q=ANGRY', undefined, token)).json();
    expect(found).toEqual([
      { id: expect.any(Number), email: 'angry@example.com', reason: 'complaint', detail: null, createdAt: expect.any(String) },
    ]);

    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: 'mutation($id: Int!) { releaseMailSuppression(id: $id) }', variables: { id: found[0].id } },
    });
    expect(graphql.json()).toEqual({ data: { releaseMailSuppression: true } });
    expect((await suppressed()).map((row) => row.email)).not.toContain('angry@example.com');

    const [gone] = await suppressed();
    expect((await inject('DELETE', `/api/admin/mail/suppressions/${gone!.id}`, undefined, token)).json()).toEqual({ success: true });
    expect((await inject('DELETE', `/api/admin/mail/suppressions/${gone!.id}`, undefined, token)).statusCode).toBe(404);
    const listed = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: '{ mailSuppressionsConnection(first: 10) { totalCount edges { node { email } } } }' },
    });
    expect(listed.json().data.mailSuppressionsConnection.totalCount).toBe(0);
  });
});

describe('without MAIL_EVENTS_SECRET', () => {
  it('answers 404, as for any unknown endpoint', async () => {
    const plain = await createSeededTestApp({});
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/mail/events',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        payload: JSON.stringify({ events: [{ type: 'complaint', email: 'a@example.com' }] }),
      });
      expect(response.statusCode).toBe(404);
      expect(await plain.dataSource.getRepository(MailSuppression).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
