import { OutboxEmail } from '@bcg/server/mail';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The owner's newsletter issues through REST and GraphQL: written, changed, test-sent, scheduled and sent.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let clock = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  testApp = await createSeededTestApp({}, { revisionCheckMs: 0, now: () => clock });
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
const gql = (query: string, variables: Record<string, unknown> = {}, bearer: string | null = token) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: { query, variables },
  });

describe('admin newsletter REST calls', () => {
  it.each([
    ['GET', '/api/admin/newsletters'],
    ['POST', '/api/admin/newsletters'],
    ['GET', '/api/admin/newsletters/1'],
    ['PATCH', '/api/admin/newsletters/1'],
    ['DELETE', '/api/admin/newsletters/1'],
    ['POST', '/api/admin/newsletters/1/test'],
    ['POST', '/api/admin/newsletters/1/send'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
    expect((await call(method, url, { body })).statusCode).toBe(401);
    expect((await call(method, url, { token: 'forged', body })).statusCode).toBe(401);
  });

  it('writes, changes, test-sends, schedules and sends an issue', async () => {
    const created = await call('POST', '/api/admin/newsletters', {
      token,
      body: { subject: 'Collars for the cold', preheader: 'Three that stay supple', markdown: 'Leather **stiffens** below zero.' },
    });
    expect(created.statusCode).toBe(200);
    const issue = created.json();
    expect(issue).toMatchObject({ id: expect.any(Number), slug: 'collars-for-the-cold', subject: 'Collars for the cold', status: 'draft' });
    expect(issue.delivery).toEqual({ recipientCount: 0, sentCount: 0, failedCount: 0, pendingCount: 0 });

    const patched = await call('PATCH', `/api/admin/newsletters/${issue.id}`, { token, body: { preheader: 'Three picks' } });
    expect(patched.json()).toMatchObject({ preheader: 'Three picks', subject: 'Collars for the cold' });

    const tested = await call('POST', `/api/admin/newsletters/${issue.id}/test`, { token, body: { email: 'owner@example.com' } });
    expect(tested.statusCode).toBe(200);
    const testCopy = await testApp.dataSource.getRepository(OutboxEmail).findOneByOrFail({ kind: 'newsletter-test' });
    expect(testCopy).toMatchObject({ toAddress: 'owner@example.com', subject: '[Test] Collars for the cold' });

    const past = await call('POST', `/api/admin/newsletters/${issue.id}/send`, { token, body: { sendAt: '2026-11-23T11:00:00Z' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('The send time must be in the future; leave it out to send now');
    const scheduled = await call('POST', `/api/admin/newsletters/${issue.id}/send`, { token, body: { sendAt: '2026-11-24T08:00:00Z' } });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', sendAt: '2026-11-24T08:00:00.000Z' });

    const sent = await call('POST', `/api/admin/newsletters/${issue.id}/send`, { token, body: {} });
    expect(sent.json()).toMatchObject({ status: 'sending', slug: 'collars-for-the-cold' });
    const refused = await call('PATCH', `/api/admin/newsletters/${issue.id}`, { token, body: { markdown: 'Too late' } });
    expect(refused.statusCode).toBe(400);
    expect((await call('DELETE', `/api/admin/newsletters/${issue.id}`, { token })).statusCode).toBe(400);

    const list = (await call('GET', '/api/admin/newsletters?limit=5', { token })).json();
    expect(list[0]).toMatchObject({ id: issue.id, status: 'sending' });
    expect((await call('GET', `/api/admin/newsletters/${issue.id}`, { token })).json()).toMatchObject({ id: issue.id, status: 'sending' });
  });

  it('refuses a subject or body outside its limits with 400 naming the field, and deletes a draft', async () => {
    const tooLong = await call('POST', '/api/admin/newsletters', { token, body: { subject: 'x'.repeat(151), markdown: 'Body' } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ subject: 'Subject must be at most 150 characters' });
    const noBody = await call('POST', '/api/admin/newsletters', { token, body: { subject: 'Hello', markdown: '' } });
    expect(noBody.json().fields).toEqual({ markdown: 'Body is required' });
    // A body of 100,000 characters is within the limit, over the server's usual body size.
    const long = await call('POST', '/api/admin/newsletters', { token, body: { subject: 'Long read', markdown: 'a'.repeat(100_000) } });
    expect(long.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/newsletters/${long.json().id}`, { token })).json()).toEqual({ success: true });
    expect((await call('GET', `/api/admin/newsletters/${long.json().id}`, { token })).statusCode).toBe(404);
  });

  it('starts an issue from a published article', async () => {
    const [article] = await testApp.services.articles.list({ limit: 1 });
    const created = await call('POST', '/api/admin/newsletters', { token, body: { articleId: article?.id } });
    expect(created.json()).toMatchObject({ subject: article?.title, articleId: article?.id, status: 'draft' });
  });
});

describe('admin newsletter GraphQL', () => {
  const FIELDS = 'id slug subject status sendAt delivery { recipientCount sentCount failedCount pendingCount }';

  it('answers only an administrator', async () => {
    const answer = (await gql(`{ newslettersConnection(first: 5) { totalCount } }`, {}, null)).json();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('writes, previews, schedules, cancels and lists issues newest first', async () => {
    const created = (
      await gql(`mutation($input: NewsletterInput!) { createNewsletter(input: $input) { ${FIELDS} } }`, {
        input: { subject: 'Harness or collar?', markdown: 'It depends on the **dog**.' },
      })
    ).json().data.createNewsletter;
    expect(created).toMatchObject({ slug: 'harness-or-collar', status: 'DRAFT', delivery: { recipientCount: 0 } });
    const preview = (
      await gql(`query($id: Int!) { newsletterPreview(id: $id) { subject emailHtml emailText webHtml } }`, { id: created.id })
    ).json().data.newsletterPreview;
    expect(preview.webHtml).toContain('<strong>dog</strong>');
    const scheduled = (
      await gql(`mutation($id: Int!, $at: DateTimeISO) { sendNewsletter(id: $id, sendAt: $at) { ${FIELDS} } }`, {
        id: created.id,
        at: '2026-12-01T09:00:00.000Z',
      })
    ).json().data.sendNewsletter;
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', sendAt: '2026-12-01T09:00:00.000Z' });
    const cancelled = (await gql(`mutation($id: Int!) { cancelNewsletterSchedule(id: $id) { ${FIELDS} } }`, { id: created.id })).json().data
      .cancelNewsletterSchedule;
    expect(cancelled).toMatchObject({ status: 'DRAFT', sendAt: null });
    const bad = (
      await gql(`mutation($id: Int!, $input: NewsletterPatchInput!) { updateNewsletter(id: $id, input: $input) { id } }`, {
        id: created.id,
        input: { subject: '' },
      })
    ).json();
    expect(bad.errors[0]).toMatchObject({ message: 'Subject is required', extensions: { code: 'BAD_USER_INPUT' } });
    clock = new Date(clock.getTime() + 1000);
    const later = (await gql(`mutation { createNewsletter(input: { subject: "Later", markdown: "Later" }) { id } }`)).json().data
      .createNewsletter;
    const page = (await gql(`{ newslettersConnection(first: 2) { totalCount nodes { id } } }`)).json().data.newslettersConnection;
    expect(page.nodes[0].id).toBe(later.id);
    expect((await gql(`mutation($id: Int!) { deleteNewsletter(id: $id) }`, { id: later.id })).json().data.deleteNewsletter).toBe(true);
  });
});
