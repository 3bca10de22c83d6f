import { OutboxEmail } from '@bcg/server/mail';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// Without SMTP_URL the emails stay in the outbox, and the administrator reads them there.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp({ CONTACT_NOTIFY_EMAIL: 'owner@example.com' });
  await post('/api/contact', { name: 'Dana', email: 'dana@example.com', subject: 'Sizing', message: 'Neck 16 in.' });
  // A failed one, as the sender leaves it after its last retry.
  const failed = await testApp.dataSource.getRepository(OutboxEmail).findOneByOrFail({ kind: 'contact-notification' });
  await testApp.dataSource
    .getRepository(OutboxEmail)
    .update({ id: failed.id }, { status: 'failed', attempts: 8, lastError: '550 No such user' });
  await post('/api/contact', { name: 'Lee', email: 'lee@example.com', message: 'Hello' });
});
afterAll(() => testApp.close());

function post(url: string, body: unknown) {
  return testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}
const get = (url: string, token?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
async function login(): Promise<string> {
  return (await post('/api/admin/login', { password: TEST_ADMIN_PASSWORD })).json().sessionId;
}

describe('GET /api/admin/outbox', () => {
  it('answers 401 without a valid session', async () => {
    for (const token of [undefined, 'forged-token']) expect((await get('/api/admin/outbox', token)).statusCode).toBe(401);
  });

  it('lists the emails newest first with their delivery state and text', async () => {
    const list = (await get('/api/admin/outbox', await login())).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      messageId: expect.stringMatching(/^<.+@localhost>$/),
      kind: 'contact-notification',
      to: 'owner@example.com',
      subject: 'Contact form: (no subject) (from Lee)',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      nextAttemptAt: expect.any(String),
      sentAt: null,
      text: expect.stringContaining('From: Lee <lee@example.com>'),
    });
    expect(list[1]).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '550 No such user',
      subject: 'Contact form: Sizing (from Dana)',
    });
  });

  it('filters by status and pages with limit and offset; refuses an unknown status', async () => {
    const token = await login();
    expect((await get('/api/admin/outbox?status=failed', token)).json().map((email: { to: string }) => email.to)).toEqual([
      'owner@example.com',
    ]);
    expect((await get('/api/admin/outbox?status=sent', token)).json()).toEqual([]);
    const second = (await get('/api/admin/outbox?limit=1&offset=1', token)).json();
    expect(second).toHaveLength(1);
    expect(second[0].status).toBe('failed');
    expect((await get('/api/admin/outbox?status=lost', token)).statusCode).toBe(400);
    expect((await get('/api/admin/outbox?limit=101', token)).statusCode).toBe(400);
  });
});

describe('GraphQL outboxEmailsConnection', () => {
  const QUERY =
    'query ($status: OutboxStatus) { outboxEmailsConnection(status: $status) { nodes { kind toAddress subject status attempts lastError text } } }';

  it('answers UNAUTHENTICATED without a session', async () => {
    const response = await graphql(QUERY);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lists and filters by status for the administrator', async () => {
    const token = await login();
    expect((await graphql(QUERY, {}, token)).json().data.outboxEmailsConnection.nodes).toHaveLength(2);
    expect((await graphql(QUERY, { status: 'FAILED' }, token)).json().data.outboxEmailsConnection.nodes).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 8, lastError: '550 No such user' }),
    ]);
    const tooMany = await graphql('{ outboxEmailsConnection(first: 101) { totalCount } }', {}, token);
    expect(tooMany.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
