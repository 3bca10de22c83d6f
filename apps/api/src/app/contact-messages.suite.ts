import { OutboxEmail } from '@bcg/server/mail';
import { ContactMessage } from '@bcg/server/messages';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The contact form's messages are stored for the administrator (REST and GraphQL alike).
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp({
    CONTACT_RATE_LIMIT: '3/3600',
    SITE_URL: 'https://bulldogcollar.example',
    CONTACT_NOTIFY_EMAIL: 'owner@bulldogcollar.example',
  });
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, options: { token?: string; body?: unknown; ip?: string; origin?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '203.0.113.30',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
const graphql = (query: string, variables: Record<string, unknown> = {}, options: { token?: string; ip?: string } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.ip ?? '203.0.113.30',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload: { query, variables },
  });

async function login(): Promise<string> {
  const response = await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, ip: '203.0.113.31' });
  return response.json().sessionId;
}

const rows = () => testApp.dataSource.getRepository(ContactMessage).find({ order: { id: 'ASC' } });
const notifications = () =>
  testApp.dataSource.getRepository(OutboxEmail).find({ where: { kind: 'contact-notification' }, order: { id: 'ASC' } });
const THANKS = { success: true, message: "Thank you for your message! We'll get back to you soon." };
const SEND = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { success message } }';
let nextIp = 1;
/** A fresh client address per test, so the rate limit of one test does not reach the next. */
const freshIp = () => `198.51.100.${nextIp++}`;

describe('POST /api/contact', () => {
  it("stores the message, ignoring fields the form does not have, and answers with the site's alert text", async () => {
    const before = (await rows()).length;
    const response = await call('POST', '/api/contact', {
      ip: freshIp(),
      body: { name: 'Dana', email: 'Dana@Example.COM', subject: 'Sizing', message: 'Which size?', readAt: '2001-01-01', id: 9 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(THANKS);
    expect((await rows()).slice(before)).toMatchObject([
      { name: 'Dana', email: 'dana@example.com', subject: 'Sizing', message: 'Which size?', readAt: null },
    ]);
  });

  it('drops a message with the honeypot filled, answering as if it were kept', async () => {
    const before = (await rows()).length;
    const response = await call('POST', '/api/contact', {
      ip: freshIp(),
      body: { name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'http://spam.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(THANKS);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses missing fields and text over the caps with 400 and a message per field, storing nothing', async () => {
    const before = (await rows()).length;
    const missing = await call('POST', '/api/contact', { ip: freshIp(), body: { email: 'a@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, fields: { name: 'Name is required', message: 'Message is required' } });
    const long = await call('POST', '/api/contact', {
      ip: freshIp(),
      body: { name: 'Dana', email: 'dana@example.com', subject: 's'.repeat(201), message: 'm'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      error: 'Subject must be at most 200 characters',
      fields: { subject: 'Subject must be at most 200 characters', message: 'Message must be at most 5000 characters' },
    });
    expect(await rows()).toHaveLength(before);
  });

  it('limits messages per address across REST and GraphQL (CONTACT_RATE_LIMIT=3/3600): 429 with Retry-After', async () => {
    const ip = freshIp();
    const input = { name: 'Dana', email: 'dana@example.com', message: 'Hello' };
    expect((await call('POST', '/api/contact', { ip, body: input })).statusCode).toBe(200);
    expect((await graphql(SEND, { input }, { ip })).json().data.sendContactMessage).toEqual(THANKS);
    expect((await call('POST', '/api/contact', { ip, body: { ...input, website: 'bot' } })).statusCode).toBe(200);
    const before = (await rows()).length;
    const refused = await call('POST', '/api/contact', { ip, body: input });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/^Too many messages from your connection\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect((await graphql(SEND, { input }, { ip })).json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await rows()).toHaveLength(before);
    expect((await call('POST', '/api/contact', { ip: freshIp(), body: input })).statusCode).toBe(200);
  });

  it('refuses a post from another site (403) and a body that is not JSON (415)', async () => {
    const input = { name: 'Dana', email: 'dana@example.com', message: 'Hello' };
    const foreign = await call('POST', '/api/contact', { ip: freshIp(), body: input, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Dana&email=dana%40example.com&message=Hello',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('the owner is notified (CONTACT_NOTIFY_EMAIL)', () => {
  it('queues one email to the owner per stored message, Reply-To the sender, with the whole message as text', async () => {
    const before = (await notifications()).length;
    await call('POST', '/api/contact', {
      ip: freshIp(),
      body: { name: 'Robin', email: 'robin@example.com', subject: 'Puppy collar', message: 'She is 10 weeks old.\nNeck 9 in.' },
    });
    const [notification, ...more] = (await notifications()).slice(before);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      toAddress: 'owner@bulldogcollar.example',
      subject: 'Contact form: Puppy collar (from Robin)',
      status: 'pending',
      headers: { 'Reply-To': 'robin@example.com' },
      html: null,
    });
    expect(notification?.text).toContain('From: Robin <robin@example.com>');
    expect(notification?.text).toContain('She is 10 weeks old.\nNeck 9 in.');
    expect(notification?.text).toContain('https://bulldogcollar.example/admin/dashboard');
  });

  it('queues nothing for a honeypot message or a refused one', async () => {
    const before = (await notifications()).length;
    await call('POST', '/api/contact', { ip: freshIp(), body: { name: 'Bot', email: 'bot@example.com', message: 'x', website: 'y' } });
    await call('POST', '/api/contact', { ip: freshIp(), body: { name: 'Long', email: 'l@example.com', message: 'm'.repeat(5001) } });
    expect(await notifications()).toHaveLength(before);
  });

  it('stores neither the message nor the email when queueing the email fails (one transaction)', async () => {
    const messagesBefore = (await rows()).length;
    const emailsBefore = await testApp.dataSource.getRepository(OutboxEmail).count();
    const { outbox } = testApp.services;
    const enqueue = outbox.enqueue.bind(outbox);
    // The email row is written, then the transaction fails: both writes must be undone together.
    const spy = jest.spyOn(outbox, 'enqueue').mockImplementation(async (manager, mail) => {
      await enqueue(manager, mail);
      throw new Error('disk full');
    });
    try {
      const response = await call('POST', '/api/contact', {
        ip: freshIp(),
        body: { name: 'Lost', email: 'lost@example.com', message: 'Will this arrive?' },
      });
      expect(response.statusCode).toBe(500);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(await rows()).toHaveLength(messagesBefore);
    expect(await testApp.dataSource.getRepository(OutboxEmail).count()).toBe(emailsBefore);
  });
});

describe('admin: contact messages', () => {
  it.each([
    ['GET', '/api/admin/messages'],
    ['PATCH', '/api/admin/messages/1'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    for (const token of [undefined, 'forged-token']) {
      const response = await call(method, url, { token, body: method === 'PATCH' ? { read: true } : undefined });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a PATCH from another site even with a session', async () => {
    const token = await login();
    const response = await call('PATCH', '/api/admin/messages/1', { token, body: { read: true }, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('lists messages newest first and marks them read and unread (REST)', async () => {
    const token = await login();
    await call('POST', '/api/contact', { ip: freshIp(), body: { name: 'Lee', email: 'lee@example.com', message: 'Second\nline' } });
    const list = (await call('GET', '/api/admin/messages', { token })).json();
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Lee',
      email: 'lee@example.com',
      subject: null,
      message: 'Second\nline',
      read: false,
      readAt: null,
      createdAt: expect.any(String),
    });
    const read = await call('PATCH', `/api/admin/messages/${list[0].id}`, { token, body: { read: true } });
    expect(read.json()).toMatchObject({ id: list[0].id, read: true, readAt: expect.any(String) });
    const unread = await call('PATCH', `/api/admin/messages/${list[0].id}`, { token, body: { read: false } });
    expect(unread.json()).toMatchObject({ read: false, readAt: null });
    expect((await call('PATCH', '/api/admin/messages/999999', { token, body: { read: true } })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/messages/${list[0].id}`, { token, body: { read: 'yes' } })).statusCode).toBe(400);
  });

  it('lists and marks messages through GraphQL with a session, and answers UNAUTHENTICATED without one', async () => {
    const token = await login();
    await call('POST', '/api/contact', { ip: freshIp(), body: { name: 'Kim', email: 'kim@example.com', message: 'Hi' } });
    const LIST = '{ contactMessages { id name email subject message readAt createdAt } }';
    const denied = await graphql(LIST);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [newest] = (await graphql(LIST, {}, { token })).json().data.contactMessages;
    expect(newest).toMatchObject({ name: 'Kim', email: 'kim@example.com', subject: null, message: 'Hi', readAt: null });
    const MARK = 'mutation ($id: Int!, $read: Boolean!) { setContactMessageRead(id: $id, read: $read) { id readAt } }';
    expect((await graphql(MARK, { id: newest.id, read: true })).statusCode).toBe(401);
    const marked = (await graphql(MARK, { id: newest.id, read: true }, { token })).json().data.setContactMessageRead;
    expect(marked).toEqual({ id: newest.id, readAt: expect.any(String) });
  });
});
