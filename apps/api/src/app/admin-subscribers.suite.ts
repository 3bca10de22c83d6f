import { Product } from '@bcg/server/catalogue';
import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { ContactMessage } from '@bcg/server/messages';
import { PriceAlert } from '@bcg/server/price-alerts';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The subscribers' status, its filter, the CSV export and the erasure of an address.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp({ CONTACT_NOTIFY_EMAIL: 'owner@example.com', SITE_URL: 'https://bulldogcollar.example' });
  token = (await send('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

function send(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; origin?: string; ip?: string } = {},
) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '203.0.113.40',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
const graphql = (query: string, variables: Record<string, unknown> = {}, withToken = true) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
let ip = 1;
const signUp = (email: string) =>
  send('POST', '/api/subscribe', { body: { email, leadMagnet: 'bulldog-sizing-guide' }, ip: `198.51.100.${ip++}` });
const subscribers = () => testApp.dataSource.getRepository(EmailSubscriber);
const setStatus = (email: string, status: EmailSubscriber['status']) => subscribers().update({ email }, { status });

describe('the subscriber list', () => {
  it.each([
    ['GET', '/api/admin/email-subscribers.csv'],
    ['DELETE', '/api/admin/email-subscribers/1'],
    ['GET', '/api/admin/email-subscribers?status=pending'],
  ] as const)('%s %s answers 401 without a valid session', async (method, url) => {
    for (const candidate of [undefined, 'forged-token']) expect((await send(method, url, { token: candidate })).statusCode).toBe(401);
  });

  it('shows each status and filters by it on the server (REST and GraphQL)', async () => {
    await signUp('pending.one@example.com');
    await signUp('confirmed.one@example.com');
    await signUp('left.one@example.com');
    await setStatus('confirmed.one@example.com', 'confirmed');
    await setStatus('left.one@example.com', 'unsubscribed');
    const all = (await send('GET', '/api/admin/email-subscribers', { token })).json();
    expect(Object.fromEntries(all.map((row: { email: string; status: string }) => [row.email, row.status]))).toMatchObject({
      'pending.one@example.com': 'pending',
      'confirmed.one@example.com': 'confirmed',
      'left.one@example.com': 'unsubscribed',
    });
    const confirmed = (await send('GET', '/api/admin/email-subscribers?status=confirmed', { token })).json();
    expect(confirmed.map((row: { email: string }) => row.email)).toEqual(['confirmed.one@example.com']);
    expect((await send('GET', '/api/admin/email-subscribers?status=gone', { token })).statusCode).toBe(400);

    const QUERY = 'query ($status: SubscriberStatus) { emailSubscribersConnection(status: $status) { nodes { email status } } }';
    expect((await graphql(QUERY, { status: 'UNSUBSCRIBED' })).json().data.emailSubscribersConnection.nodes).toEqual([
      { email: 'left.one@example.com', status: 'unsubscribed' },
    ]);
    expect((await graphql(QUERY, {}, false)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/email-subscribers.csv', () => {
  it('exports every subscriber with status and consent record, escaped for CSV and safe from spreadsheet formulas', async () => {
    await signUp('csv.plain@example.com');
    // Addresses are validated, so the dangerous text arrives through other cells: a lead magnet, a consent wording.
    await subscribers().update(
      { email: 'csv.plain@example.com' },
      { leadMagnet: '=HYPERLINK("http://evil.example","x")', consentWording: 'Send me, "please", the guide\nand news' },
    );
    await signUp('+1-attack@example.com');
    await subscribers().update({ email: '+1-attack@example.com' }, { leadMagnet: '@SUM(1+1)', consentWording: '-2+3' });
    const response = await send('GET', '/api/admin/email-subscribers.csv', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named with the day it was made (UTC), so exports of different days never overwrite each other.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="email-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Email Address,Status,Lead Magnet,Subscribed Date,Signed Up At,Signup Page,Consent Wording,Confirmed At,Unsubscribed At,Breed',
    );
    expect(lines.at(-1)).toBe('');
    const plain = lines.find((line) => line.startsWith('csv.plain@example.com,'));
    expect(plain).toMatch(/^csv\.plain@example\.com,pending,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/);
    // The consent wording is one line (a line break would spread the record over two lines in many tools).
    expect(plain).toContain(',"Send me, ""please"", the guide and news",');
    expect(lines.filter((line) => line !== '').every((line) => line.startsWith('Email Address,') || /^'?[^,\s]+@/.test(line))).toBe(true);
    const attack = lines.find((line) => line.startsWith("'+1-attack@example.com,"));
    expect(attack).toMatch(/^'\+1-attack@example\.com,pending,'@SUM\(1\+1\),.*,'-2\+3,,,$/);
  });

  it('exports only one status when asked', async () => {
    const response = await send('GET', '/api/admin/email-subscribers.csv?status=unsubscribed', { token });
    const records = response.body.trim().split('\r\n');
    expect(records.slice(1).map((line) => line.split(',')[1])).toEqual(['unsubscribed']);
  });
});

describe('erasing an address (deletion on request)', () => {
  it('removes the subscriber, every email to it, its contact messages and their notifications, and nothing else', async () => {
    await signUp('erase.me@example.com');
    await signUp('keep.me@example.com');
    for (const email of ['erase.me@example.com', 'keep.me@example.com']) {
      await send('POST', '/api/contact', { body: { name: 'Visitor', email, message: 'Hello' }, ip: `198.51.100.${ip++}` });
    }
    const outbox = testApp.dataSource.getRepository(OutboxEmail);
    const mentions = async (email: string) =>
      (await outbox.find()).filter((row) => row.toAddress === email || row.headers['Reply-To'] === email).length;
    expect(await mentions('erase.me@example.com')).toBe(2);
    const before = { keep: await mentions('keep.me@example.com'), outbox: await outbox.count() };
    const { id } = await subscribers().findOneByOrFail({ email: 'erase.me@example.com' });
    const alerts = testApp.dataSource.getRepository(PriceAlert);
    const [product] = await testApp.dataSource.getRepository(Product).find({ take: 1 });
    for (const email of ['erase.me@example.com', 'keep.me@example.com']) {
      await alerts.save(alerts.create({ email, productId: product!.id, belowCents: 2999, currency: 'USD', status: 'active' }));
    }

    const response = await send('DELETE', `/api/admin/email-subscribers/${id}`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, email: 'erase.me@example.com', subscribers: 1, emails: 2, contactMessages: 1 });
    expect(await subscribers().findOneBy({ email: 'erase.me@example.com' })).toBeNull();
    expect(await mentions('erase.me@example.com')).toBe(0);
    expect(await testApp.dataSource.getRepository(ContactMessage).findBy({ email: 'erase.me@example.com' })).toEqual([]);
    expect((await alerts.find()).map((alert) => alert.email)).toEqual(['keep.me@example.com']);
    expect(await mentions('keep.me@example.com')).toBe(before.keep);
    expect(await outbox.count()).toBe(before.outbox - 2);
    expect(await testApp.dataSource.getRepository(ContactMessage).findBy({ email: 'keep.me@example.com' })).toHaveLength(1);

    expect((await send('DELETE', `/api/admin/email-subscribers/${id}`, { token })).statusCode).toBe(404);
  });

  it('erases the sender of a contact message who never signed up, with every message from the address', async () => {
    const sender = 'wrote.twice@example.com';
    for (const message of ['First', 'Second']) {
      await send('POST', '/api/contact', { body: { name: 'Writer', email: sender, message }, ip: `198.51.100.${ip++}` });
    }
    const messages = testApp.dataSource.getRepository(ContactMessage);
    const [first] = await messages.findBy({ email: sender });
    expect((await send('DELETE', `/api/admin/messages/${first!.id}/sender`)).statusCode).toBe(401);
    const foreign = await send('DELETE', `/api/admin/messages/${first!.id}/sender`, { token, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const response = await send('DELETE', `/api/admin/messages/${first!.id}/sender`, { token });
    expect(response.json()).toEqual({ success: true, email: sender, subscribers: 0, emails: 2, contactMessages: 2 });
    expect(await messages.findBy({ email: sender })).toEqual([]);
    const outbox = testApp.dataSource.getRepository(OutboxEmail);
    expect((await outbox.find()).filter((row) => row.headers['Reply-To'] === sender)).toEqual([]);
    expect((await send('DELETE', `/api/admin/messages/${first!.id}/sender`, { token })).statusCode).toBe(404);
    const ERASE = 'mutation ($id: Int!) { eraseContactMessageSender(id: $id) { email } }';
    expect((await graphql(ERASE, { id: first!.id })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('erases an address whatever the letter case it was typed in, at sign-up or on the contact form', async () => {
    await signUp('Mixed.Case@Example.com');
    await send('POST', '/api/contact', {
      body: { name: 'Visitor', email: 'MIXED.CASE@example.COM', message: 'Hi' },
      ip: `198.51.100.${ip++}`,
    });
    const { id } = await subscribers().findOneByOrFail({ email: 'mixed.case@example.com' });
    const response = await send('DELETE', `/api/admin/email-subscribers/${id}`, { token });
    expect(response.json()).toEqual({ success: true, email: 'mixed.case@example.com', subscribers: 1, emails: 2, contactMessages: 1 });
    const outbox = testApp.dataSource.getRepository(OutboxEmail);
    const mentions = (await outbox.find()).filter((row) =>
      `${row.toAddress} ${row.headers['Reply-To'] ?? ''}`.toLowerCase().includes('mixed.case'),
    );
    expect(mentions).toEqual([]);
  });

  it('refuses a cross-site DELETE even with a session', async () => {
    await signUp('cross.site@example.com');
    const { id } = await subscribers().findOneByOrFail({ email: 'cross.site@example.com' });
    expect((await send('DELETE', `/api/admin/email-subscribers/${id}`, { token, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await subscribers().findOneBy({ id })).not.toBeNull();
  });

  it('erases through GraphQL too, and answers UNAUTHENTICATED without a session', async () => {
    await signUp('graphql.erase@example.com');
    const { id } = await subscribers().findOneByOrFail({ email: 'graphql.erase@example.com' });
    const ERASE = 'mutation ($id: Int!) { eraseEmailSubscriber(id: $id) { email subscribers emails contactMessages } }';
    expect((await graphql(ERASE, { id }, false)).statusCode).toBe(401);
    expect((await graphql(ERASE, { id })).json().data.eraseEmailSubscriber).toEqual({
      email: 'graphql.erase@example.com',
      subscribers: 1,
      emails: 1,
      contactMessages: 0,
    });
    expect((await graphql(ERASE, { id })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
