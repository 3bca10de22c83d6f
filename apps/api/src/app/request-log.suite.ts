import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtWebApp, createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';
import { loggableUrl, requestId } from './request-log';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createSeededTestApp({}, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => testApp.close());

interface LogLine {
  msg?: string;
  reqId?: string;
  level: number;
}

/** Every line written while `send` ran, each checked to be one JSON object with its request id at most once. */
async function linesDuring(send: () => Promise<unknown>): Promise<{ raw: string[]; parsed: LogLine[] }> {
  const start = logLines.length;
  await send();
  const raw = logLines.slice(start);
  return { raw, parsed: raw.map((line) => JSON.parse(line) as LogLine) };
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const wrongLogin = (headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: '203.0.113.71',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { password: 'not the password' },
  });

describe('request ids in log lines', () => {
  it('gives a failed admin login (logged by the auth service, not the handler) the id sent back in X-Request-Id', async () => {
    let response: Awaited<ReturnType<typeof wrongLogin>> | undefined;
    const { raw, parsed } = await linesDuring(async () => (response = await wrongLogin()));
    const id = response?.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const failed = parsed.find((line) => line.msg === 'Admin login failed');
    expect(failed).toMatchObject({ reqId: id, level: 40 });
    // Fastify's own lines about the request too, and each line names it once (no duplicated key).
    expect(parsed.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of raw) {
      expect(JSON.parse(line)).toMatchObject({ reqId: id });
      expect(line.match(/"reqId"/g)).toHaveLength(1);
    }
  });

  it('carries the id through GraphQL when the body arrives after the headers (read from later socket events)', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const body = JSON.stringify({ query: 'mutation { adminLogin(password: "not the password") { success } }' });
    const { parsed } = await linesDuring(async () => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': 'edge-7f3a9c' },
      });
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => request.on('response', resolve).on('error', reject));
      request.flushHeaders();
      // The body is sent only once the server has taken the request in (its first line about it is logged).
      await waitFor(() => logLines.some((line) => line.includes('"reqId":"edge-7f3a9c"') && line.includes('"incoming request"')));
      request.end(body);
      const response = await answered;
      expect(response.headers['x-request-id']).toBe('edge-7f3a9c');
      for await (const _chunk of response);
    });
    expect(parsed.find((line) => line.msg === 'Admin login failed')).toMatchObject({ reqId: 'edge-7f3a9c' });
  });

  it('honours a safe incoming X-Request-Id and replaces anything else with a new id', async () => {
    const kept = await wrongLogin({ 'x-request-id': 'lb-2026.11.23:abc_DEF-9' });
    expect(kept.headers['x-request-id']).toBe('lb-2026.11.23:abc_DEF-9');
    for (const unsafe of ['a'.repeat(65), 'has space', '<script>', '']) {
      const replaced = await wrongLogin({ 'x-request-id': unsafe });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives an answer from the response cache the id of the request it answers, not of the one it was stored from', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/faqs' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/faqs', headers: { 'x-request-id': 'second-request' } });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toBe('second-request');
  });

  it('generates a different id for every request without one', () => {
    const ids = new Set(Array.from({ length: 50 }, () => requestId({ headers: {} })));
    expect(ids.size).toBe(50);
  });
});

describe('the server log', () => {
  it('gets nothing but its JSON lines while the owner previews, tests and sends an issue (no console output of the HTML sanitiser)', async () => {
    const printed: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(`${method}: ${args.join(' ')}`)),
    );
    try {
      const { raw } = await linesDuring(async () => {
        const call = (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) =>
          testApp.app.inject({
            method,
            url,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: body as object }),
          });
        const login = await call('POST', '/api/admin/login', null, { password: TEST_ADMIN_PASSWORD });
        const token = login.json().sessionId as string;
        const markdown = 'A [strong collar](https://example.com/collar) and a table:\n\n| Size | Neck |\n|---|---|\n| M | 16 in |';
        const issue = (await call('POST', '/api/admin/newsletters', token, { subject: 'Sizes', markdown })).json();
        const preview = await call('POST', '/graphql', token, {
          query: 'query ($id: Int!) { newsletterPreview(id: $id) { emailHtml } }',
          variables: { id: issue.id },
        });
        expect(preview.json().data.newsletterPreview.emailHtml).toContain('16 in');
        expect((await call('POST', `/api/admin/newsletters/${issue.id}/test`, token, { email: 'owner@example.com' })).statusCode).toBe(200);
        expect((await call('POST', `/api/admin/newsletters/${issue.id}/send`, token, {})).json().status).toBe('sending');
      });
      expect(printed).toEqual([]);
      for (const line of raw) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('URLs in log lines', () => {
  const web = builtWebApp();
  const lines: string[] = [];
  let pagesApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    pagesApp = await createSeededTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) }, webDistDir: web.webDistDir, webEntry: web.webEntry },
    );
  });
  afterAll(() => pagesApp.close());

  const SECRET = 'SECRET-a1b2c3';
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    pagesApp.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('show the path and the names of the query parameters, never a value: the links of emails carry tokens', async () => {
    const start = lines.length;
    await send('GET', `/preferences?token=${SECRET}`);
    await send('GET', `/unsubscribe?token=${SECRET}&utm_source=email`);
    await send('GET', `/subscribe/confirm?token=${SECRET}`);
    await send('GET', `/price-alerts/confirm?token=${SECRET}`);
    await send('GET', `/api/preferences?token=${SECRET}`);
    await send('PATCH', `/api/preferences?token=${SECRET}`, { newsletter: false });
    await send('GET', `/api/subscribe/confirm?token=${SECRET}`);
    await send('POST', `/api/unsubscribe?token=${SECRET}`, {});
    await send('GET', `/graphql?query=${encodeURIComponent(`{ emailPreferences(token: "${SECRET}") { email } }`)}`);
    // No such route (pages answer GET only): Fastify's own line says so, naming the URL.
    await send('POST', `/no-such-form?token=${SECRET}`, {});
    // A page whose data fails (the FAQ table gone) is logged with its URL too.
    await pagesApp.dataSource.query('ALTER TABLE "faq" RENAME TO "faq_gone"');
    try {
      expect((await send('GET', `/?token=${SECRET}`)).statusCode).toBe(503);
    } finally {
      await pagesApp.dataSource.query('ALTER TABLE "faq_gone" RENAME TO "faq"');
    }
    const written = lines.slice(start);
    expect(written.filter((line) => line.includes(SECRET))).toEqual([]);
    const urls = written.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(expect.arrayContaining(['/preferences?token', '/unsubscribe?token&utm_source', '/subscribe/confirm?token']));
    expect(written.some((line) => line.includes('Route POST:/no-such-form?token not found'))).toBe(true);
    expect(written.some((line) => line.includes('A page rendered without its data') && line.includes('"url":"/?token"'))).toBe(true);
  });

  it('keep each parameter name once, and at most 1000 characters', () => {
    expect(loggableUrl(`/collars?q=${'x'.repeat(5000)}`)).toBe('/collars?q');
    expect(loggableUrl(`/${'a'.repeat(3000)}?b=1`)).toHaveLength(1001);
    expect(loggableUrl('/compare?c=a&c=b&x')).toBe('/compare?c&x');
    expect(loggableUrl('/blog?')).toBe('/blog');
  });
});
