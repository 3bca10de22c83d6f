import 'reflect-metadata';
import { builtWebApp, createSeededTestApp } from './testing';

// Server-rendered pages over HTTP, with the built web app (npm run build) and a seeded database.
const web = builtWebApp();
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeEach(async () => {
  built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
});
afterEach(() => built.close());

const get = (url: string) => built.app.inject({ method: 'GET', url });

/** What a PostgreSQL driver says when the server is down; it must never reach a visitor. */
const driverError = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55432'), { code: 'ECONNREFUSED', errno: -111 });

describe('a page whose data cannot be loaded', () => {
  it('answers 503 with Retry-After and its error panel as HTML, is not cached, and renders fresh once the data is back', async () => {
    const list = jest.spyOn(built.services.products, 'list').mockRejectedValue(driverError());
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await get('/collars');
      expect(failed.statusCode).toBe(503);
      expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
      expect(failed.headers['content-type']).toMatch(/^text\/html/);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.headers['x-cache']).not.toBe('hit');
      expect(failed.body).toContain('role="alert"');
      expect(failed.body).toContain('couldn&#x27;t load the collars');
      expect(failed.body).not.toMatch(/ECONNREFUSED|55432/);
    }
    list.mockRestore();

    const recovered = await get('/collars');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-cache']).toBe('miss');
    expect(recovered.body).not.toContain('role="alert"');
    expect(recovered.body).toContain('Best Bulldog Collars');
    expect((await get('/collars')).headers['x-cache']).toBe('hit');
  });

  it('answers 503 with its HTML (the error panels), never JSON, while the database is gone, and the page once it is back', async () => {
    await built.dataSource.destroy();
    for (const url of ['/collars', '/']) {
      const failed = await get(url);
      expect(failed.statusCode).toBe(503);
      expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
      expect(failed.headers['content-type']).toMatch(/^text\/html/);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.body).toMatch(/^<!doctype html>/i);
      expect(failed.body).toContain('role="alert"');
      expect(failed.body).not.toMatch(/DataSource|not initialized|Connection|SQLITE|ECONN/i);
    }
    await built.dataSource.initialize();
    const recovered = await get('/collars');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.body).not.toContain('role="alert"');
  });
});

it('a render that throws answers the HTML error page with 500 and no-store', async () => {
  const failing = await createSeededTestApp({}, { webDistDir: web.webDistDir, webEntry: { render: () => Promise.reject(driverError()) } });
  try {
    const response = await failing.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Something went wrong');
    expect(response.body).not.toMatch(/ECONNREFUSED|55432/);
  } finally {
    await failing.close();
  }
});

describe('the page cache key', () => {
  it('is the path and the query parameters the route reads: made-up parameters hit the same entry', async () => {
    expect((await get('/collars?utm_source=mail')).headers['x-cache']).toBe('miss');
    for (const url of ['/collars?utm_source=other', '/collars', '/collars?x=1&y=2', '/COLLARS/']) {
      expect([url, (await get(url)).headers['x-cache']]).toEqual([url, 'hit']);
    }
    // A parameter the page reads is a different page.
    const budget = await get('/collars?filter=budget');
    expect(budget.headers['x-cache']).toBe('miss');
    expect((await get('/collars?junk=1&filter=budget')).headers['x-cache']).toBe('hit');
    expect((await get('/about?ref=1')).headers['x-cache']).toBe('miss');
    expect((await get('/about?ref=2')).headers['x-cache']).toBe('hit');
  });

  it('renders what it keys on: a made-up parameter does not reach the page', async () => {
    const page = await get('/collars?filter=budget&evil=%22zz-made-up-zz');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('zz-made-up-zz');
  });
});

describe('paths with an encoded control character', () => {
  it.each(['/x%0a', '/%00', '/collars%0d', '/collars%0A', '/blog/x%0a', '/a%0d%0ab'])(
    '%s is the 404 page, noindex and not cached',
    async (url) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['x-cache']).not.toBe('hit');
        expect(response.body).toContain('<meta name="robots" content="noindex');
        expect(response.body).toMatch(/(Page|Post) Not Found/);
      }
    },
  );
});
