import path from 'node:path';
import { startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

const temp = temporaryDirectory('bcg-headers-');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ databaseUrl: path.join(temp.dir, 'headers.sqlite'), env: { CORS_ORIGINS: 'https://tools.example.com' } });
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

it.each(['/', '/blog', '/collars', '/admin/login', '/no-such-page', '/api/products', '/robots.txt'])(
  '%s carries the CSP and security headers over real HTTP',
  async (url) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBeLessThan(500);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(csp).toContain(directive);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  },
);

it('serves pages whose every script is a same-origin file (the CSP needs no inline allowance)', async () => {
  for (const url of ['/', '/blog', '/compare']) {
    const html = await (await fetch(`${server.url}${url}`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      const type = /type="([^"]+)"/.exec(attributes!)?.[1];
      if (type === 'application/json' || type === 'application/ld+json') continue;
      expect(attributes).toMatch(/src="\/(assets\/[^"]+|hydrate-after-paint)\.js"/);
      expect(body).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=["']/);
  }
});

it('echoes only the listed CORS origin, with credentials', async () => {
  const listed = await fetch(`${server.url}/api/faqs`, { headers: { origin: 'https://tools.example.com' } });
  expect(listed.headers.get('access-control-allow-origin')).toBe('https://tools.example.com');
  expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
  const other = await fetch(`${server.url}/api/faqs`, { headers: { origin: 'https://evil.example' } });
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
  expect(other.headers.get('access-control-allow-credentials')).toBeNull();
});

it('refuses oversized, batched and too-deep GraphQL requests over real HTTP', async () => {
  const post = (body: string) => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  expect((await post(JSON.stringify({ query: `{ faqs { id } }`, variables: { pad: 'x'.repeat(70_000) } }))).status).toBe(413);
  expect((await post(JSON.stringify([{ query: '{ faqs { id } }' }, { query: '{ faqs { id } }' }]))).status).toBe(400);
  const deep = await post(JSON.stringify({ query: `{ faqs { ${'... on Faq { '.repeat(12)}id${' }'.repeat(12)} } }` }));
  expect(deep.status).toBe(400);
  expect(await deep.text()).toContain('Query is too deep');
});
