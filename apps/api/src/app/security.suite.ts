import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

type TestApp = Awaited<ReturnType<typeof createSeededTestApp>>;

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createSeededTestApp({});
  });
  afterAll(() => testApp.close());

  it.each([
    ['a REST read', 'GET', '/api/products'],
    ['a GraphQL answer', 'POST', '/graphql'],
    ['an unknown API path', 'GET', '/api/nope'],
  ])('are on %s', async (_name, method, url) => {
    const response = await testApp.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' ? { payload: { query: '{ faqs { id } }' } } : {}),
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:|\*)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only over HTTPS: never on plain HTTP, and a forged X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    expect((await testApp.app.inject('/api/faqs')).headers['strict-transport-security']).toBeUndefined();
    const forged = await testApp.app.inject({ url: '/api/faqs', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('has no GraphQL landing page that would load scripts from a CDN', async () => {
    const response = await testApp.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).not.toMatch(/html/);
    expect(response.body).not.toMatch(/<script|cdn\.|apollographql\.com/);
  });

  it('answers no CORS headers at all when CORS_ORIGINS is empty (same origin only)', async () => {
    const response = await testApp.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('behind a trusted TLS proxy, with a CORS allow-list', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createSeededTestApp({ TRUST_PROXY: '127.0.0.1', CORS_ORIGINS: 'https://tools.example.com' });
  });
  afterAll(() => testApp.close());

  it('sends a year of HSTS when the proxy says the request was HTTPS', async () => {
    const response = await testApp.app.inject({ url: '/api/faqs', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('echoes a listed origin with credentials, and nothing for any other origin', async () => {
    const listed = await testApp.app.inject({ url: '/api/products', headers: { origin: 'https://tools.example.com' } });
    expect(listed.headers['access-control-allow-origin']).toBe('https://tools.example.com');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(listed.headers['vary'])).toMatch(/Origin/i);
    for (const origin of ['https://evil.example', 'https://tools.example.com.evil.example', 'null', 'http://tools.example.com']) {
      const other = await testApp.app.inject({ url: '/api/products', headers: { origin } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers the preflight of a listed origin only', async () => {
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const listed = await preflight('https://tools.example.com');
    expect(listed.statusCode).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe('https://tools.example.com');
    expect(String(listed.headers['access-control-allow-methods'])).toContain('POST');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('takes the client address from the trusted proxy, so each forwarded client has its own login window', async () => {
    const login = (password: string, forwardedFor: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 5; i++) expect((await login('wrong', '198.51.100.20')).statusCode).toBe(200);
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.20')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.21')).json().success).toBe(true);
  });
});

describe('without a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createSeededTestApp({});
  });
  afterAll(() => testApp.close());

  it('ignores X-Forwarded-For: rotating it does not reset the login lock-out', async () => {
    const login = (password: string, i: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '203.0.113.50',
        payload: { password },
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
    for (let i = 0; i < 5; i++) expect((await login('wrong', i)).json()).toEqual({ success: false });
    for (let i = 5; i < 10; i++) expect((await login(TEST_ADMIN_PASSWORD, i)).statusCode).toBe(429);
  });
});
