import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

it.each(['br', 'gzip'])('compresses JSON with %s when the client accepts it', async (encoding) => {
  const response = await testApp.app.inject({ url: '/api/products', headers: { 'accept-encoding': encoding } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.rawPayload.length).toBeLessThan(JSON.stringify(await (await testApp.app.inject('/api/products')).json()).length / 2);
});

it('sends plain JSON to a client that accepts no compression', async () => {
  const response = await testApp.app.inject('/api/products');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(Array.isArray(response.json())).toBe(true);
});

it('answers 304 when the ETag still matches', async () => {
  const first = await testApp.app.inject('/api/faqs');
  const etag = first.headers['etag'];
  expect(etag).toMatch(/^W\/"/);
  const again = await testApp.app.inject({ url: '/api/faqs', headers: { 'if-none-match': String(etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});

it('lets public reads be cached briefly and never stores admin data or writes', async () => {
  expect((await testApp.app.inject('/api/products')).headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  expect((await testApp.app.inject('/api/admin/email-subscribers')).headers['cache-control']).toBe('private, no-store');
  const write = await testApp.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: 'cache@example.com' } });
  expect(write.headers['cache-control']).toBe('private, no-store');
});
