import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';
import { requestId } from './request-log';

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
