import { RateLimitCounter } from '@bcg/server/core';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// A web page on any site can send a POST with a "simple" content type (text/plain, a form encoding) and no
// preflight; the browser adds Origin. Writes take only JSON, from this site or an origin in CORS_ORIGINS.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp({ CORS_ORIGINS: 'https://tools.example.com', SITE_URL: 'https://bulldogcollar.example' });
});
afterAll(() => testApp.close());

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: string, ip = '203.0.113.80') =>
  testApp.app.inject({ method, url, headers, remoteAddress: ip, ...(payload !== undefined ? { payload } : {}) });
const loginCounters = (ip: string) => testApp.dataSource.getRepository(RateLimitCounter).findBy({ bucket: 'admin-login', clientKey: ip });

describe('state-changing JSON endpoints take only application/json', () => {
  it('answers a text/plain login with 415 and a JSON body, and counts no attempt', async () => {
    const ip = '203.0.113.81';
    for (let i = 0; i < 6; i++) {
      const response = await send('POST', '/api/admin/login', { 'content-type': 'text/plain' }, JSON.stringify({ password: 'guess' }), ip);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, error: 'Content-Type must be application/json' });
    }
    expect(await loginCounters(ip)).toEqual([]);
    const login = await send(
      'POST',
      '/api/admin/login',
      { 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      ip,
    );
    expect(login.json().success).toBe(true);
  });

  it.each([
    ['POST', '/api/admin/login', 'text/plain;charset=UTF-8'],
    ['POST', '/api/subscribe', 'application/x-www-form-urlencoded'],
    ['POST', '/api/product-submissions', 'multipart/form-data; boundary=x'],
    ['PATCH', '/api/admin/product-submissions/1/status', 'text/plain'],
    ['POST', '/graphql', 'text/plain'],
    ['POST', '/graphql', 'application/graphql'],
  ] as const)('%s %s with %s: 415', async (method, url, type) => {
    const response = await send(
      method,
      url,
      { 'content-type': type },
      '{"password":"x","query":"mutation { adminLogout(sessionId: \\"x\\") }"}',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  // The router decodes percent-encoded paths; the guard goes by the route reached, not by the URL as written.
  it.each(['/%61pi/admin/login', '/%61%70%69/subscribe', '/api//admin/login', '/%67raphql'])(
    'guards %s, which reaches a JSON endpoint through an encoded or doubled path',
    async (url) => {
      const response = await send('POST', url, { 'content-type': 'text/plain' }, JSON.stringify({ password: 'guess', email: 'a@b.co' }));
      expect(response.statusCode).toBe(415);
      const foreign = await send('POST', url, { 'content-type': 'application/json', origin: 'https://evil.example' }, '{}');
      expect(foreign.statusCode).toBe(403);
    },
  );

  it('refuses a body without any Content-Type', async () => {
    // A Buffer payload goes out as it is, with no Content-Type added.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: Buffer.from('{"email":"a@example.com"}'),
      remoteAddress: '203.0.113.82',
    });
    expect(response.statusCode).toBe(415);
  });

  it('lets bodyless calls through without a Content-Type (a DELETE, a POST with nothing to send)', async () => {
    const login = await send(
      'POST',
      '/api/admin/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      '203.0.113.83',
    );
    const token = login.json().sessionId as string;
    expect((await send('DELETE', '/api/admin/product-submissions/999999', { authorization: `Bearer ${token}` })).statusCode).toBe(404);
    expect((await send('POST', '/api/content/test-generate', {})).statusCode).toBe(200);
  });
});

describe('Origin of state-changing calls', () => {
  const login = (origin: string | undefined, headers: Record<string, string> = {}, ip = '203.0.113.90') =>
    send(
      'POST',
      '/api/admin/login',
      { 'content-type': 'application/json', ...(origin ? { origin } : {}), ...headers },
      JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      ip,
    );

  it('answers 403 to a foreign origin on REST and GraphQL, before any attempt is counted', async () => {
    const ip = '203.0.113.91';
    for (const origin of ['https://evil.example', 'null', 'https://bulldogcollar.example.evil.example', 'http://tools.example.com']) {
      const response = await login(origin, {}, ip);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, error: 'Cross-site requests are not accepted' });
    }
    expect(await loginCounters(ip)).toEqual([]);
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'https://evil.example' },
      payload: { query: 'mutation { adminLogin(password: "guess") { success } }' },
    });
    expect(graphql.statusCode).toBe(403);
    expect(graphql.headers['content-type']).toMatch(/^application\/json/);
  });

  it('accepts the request host itself, SITE_URL and CORS_ORIGINS, and no Origin at all (tools, same-origin GETs)', async () => {
    expect((await login('https://shop.example:8443', { host: 'shop.example:8443' })).json().success).toBe(true);
    expect((await login('https://shop.example', { host: 'shop.example' })).json().success).toBe(true);
    expect((await login('https://bulldogcollar.example', { host: '127.0.0.1:3000' })).json().success).toBe(true);
    expect((await login('https://tools.example.com')).json().success).toBe(true);
    expect((await login(undefined)).json().success).toBe(true);
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'https://tools.example.com' },
      payload: { query: '{ faqs { id } }' },
    });
    expect(graphql.statusCode).toBe(200);
  });

  it('leaves reads alone whatever their origin (CORS decides what a browser may read)', async () => {
    expect((await testApp.app.inject({ url: '/api/faqs', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});
