import { BATCH_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@bcg/server/core';
import { EmailSubscriber } from '@bcg/server/leads';
import { ContactMessage } from '@bcg/server/messages';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The legacy REST lists answer whole by default (their legacy shape), every other list one page; all take a
// window with ?limit=&offset= under the one page-query rule.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  await testApp.dataSource.getRepository(EmailSubscriber).insert(
    // More than one batch of the whole-list read, so the streamed answer joins batches.
    Array.from({ length: BATCH_SIZE + 30 }, (_, n) => ({
      email: `reader${n}@example.com`,
      status: n % 2 ? 'confirmed' : 'pending',
      signedUpAt: day(n),
      subscribedAt: day(n),
    })),
  );
  await testApp.dataSource.getRepository(ContactMessage).insert(
    Array.from({ length: DEFAULT_PAGE_SIZE + 6 }, (_, n) => ({
      name: `Reader ${n}`,
      email: `writer${n}@example.com`,
      subject: null,
      message: `Question ${n} about sizing.`,
      createdAt: day(n),
    })),
  );
  await testApp.dataSource.getRepository(ProductSubmission).insert(
    Array.from({ length: 12 }, (_, n) => ({
      productName: `Collar ${n}`,
      amazonAsin: `B0PAGE${String(n).padStart(4, '0')}`,
      submitterEmail: `owner${n}@example.com`,
      submittedAt: day(n),
    })),
  );
  token = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: { password: TEST_ADMIN_PASSWORD },
    })
  ).json().sessionId;
});
afterAll(() => testApp.close());

const get = (url: string, auth = false) =>
  testApp.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
const ids = (body: Array<{ id: number }>) => body.map((row) => row.id);

describe.each([
  ['/api/products', false],
  ['/api/articles', false],
  ['/api/faqs', false],
  ['/api/admin/product-submissions', true],
  ['/api/admin/email-subscribers', true],
  ['/api/admin/email-subscribers?status=confirmed', true],
])('GET %s', (url, auth) => {
  const join = url.includes('?') ? '&' : '?';

  it('answers the whole list without limit and offset, and a window of it in the same order with them', async () => {
    const whole = await get(url, auth);
    expect(whole.statusCode).toBe(200);
    const all = ids(whole.json());
    for (const [limit, offset] of [
      [3, 0],
      [3, 2],
      [MAX_PAGE_SIZE, 1],
      [2, all.length],
    ] as const) {
      const window = await get(`${url}${join}limit=${limit}&offset=${offset}`, auth);
      expect(window.statusCode).toBe(200);
      expect(ids(window.json())).toEqual(all.slice(offset, offset + limit));
    }
    expect(ids((await get(`${url}${join}offset=1`, auth)).json())).toEqual(all.slice(1));
  });

  it('streams the whole list as the very bytes of its windows serialized one by one', async () => {
    const whole = await get(url, auth);
    expect(whole.headers['content-type']).toBe('application/json; charset=utf-8');
    const windows: string[] = [];
    for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
      const body = (await get(`${url}${join}limit=${MAX_PAGE_SIZE}&offset=${offset}`, auth)).body;
      if (body === '[]') break;
      windows.push(body.slice(1, -1));
    }
    expect(whole.body).toBe(`[${windows.join(',')}]`);
  });
});

describe('GET /api/admin/messages, a list outside the legacy REST paths', () => {
  const url = '/api/admin/messages';

  it('answers one page of the default size without limit, and the next with offset', async () => {
    const first = await get(url, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(DEFAULT_PAGE_SIZE);
    const window = ids((await get(`${url}?limit=${MAX_PAGE_SIZE}`, true)).json());
    expect(ids(first.json())).toEqual(window.slice(0, DEFAULT_PAGE_SIZE));
    expect(ids((await get(`${url}?offset=${DEFAULT_PAGE_SIZE}`, true)).json())).toEqual(
      window.slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE),
    );
  });
});

describe.each([
  ['/api/products', false],
  ['/api/articles', false],
  ['/api/faqs', false],
  ['/api/admin/product-submissions', true],
  ['/api/admin/email-subscribers?status=confirmed', true],
  ['/api/admin/messages', true],
  ['/api/admin/articles', true],
  ['/api/admin/products', true],
  ['/api/admin/faqs', true],
  ['/api/admin/outbox', true],
])('GET %s', (url, auth) => {
  const join = url.includes('?') ? '&' : '?';

  it.each(['limit=0', `limit=${MAX_PAGE_SIZE + 1}`, 'limit=2.5', 'limit=ten', 'offset=-1', 'offset=x'])(
    'refuses %s with a 400 naming the field',
    async (query) => {
      const response = await get(`${url}${join}${query}`, auth);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(query.split('=')[0]);
    },
  );
});

describe('GET /api/admin/email-subscribers.csv', () => {
  it('exports every sign-up once, newest first, however many batches the list takes', async () => {
    const csv = (await get('/api/admin/email-subscribers.csv', true)).body;
    const emails = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    const listed = (await get('/api/admin/email-subscribers', true)).json().map((row: { email: string }) => row.email);
    expect(listed.length).toBeGreaterThan(BATCH_SIZE);
    expect(emails).toEqual(listed);
  });
});
