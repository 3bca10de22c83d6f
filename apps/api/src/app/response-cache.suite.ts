import 'reflect-metadata';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { Article, type Article as ArticleRow } from '@bcg/server/content';
import { Product } from '@bcg/server/catalogue';
import { EmailSubscriber } from '@bcg/server/leads';
import { readConfig, SiteRevision } from '@bcg/server/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { buildApp } from './build-app';
import { ResponseCache, type ResponseCacheLimits } from './response-cache';
import { createSeededTestApp, TEST_AFFILIATE_TAG } from './testing';

const DISPLAY_PRICE_QUERY = { query: 'query Prices { products { id displayPrice } }', operationName: 'Prices' };
type DisplayPrices = { data: { products: Array<{ displayPrice: string | null }> } };
const PRODUCTS_QUERY = { query: 'query Products { products { id name price } }', operationName: 'Products' };

describe('the response cache', () => {
  let built: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeEach(async () => {
    built = await createSeededTestApp({}, { revisionCheckMs: 0 });
  });
  afterEach(() => built.close());

  it('answers a repeated public read from memory, with the same bytes and ETag, and 304 on revalidation', async () => {
    const first = await built.app.inject({ method: 'GET', url: '/api/products' });
    const second = await built.app.inject({ method: 'GET', url: '/api/products' });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    const revalidated = await built.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves a hit compressed once per encoding, decompressing to the same JSON', async () => {
    const plain = await built.app.inject({ method: 'GET', url: '/api/articles' });
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const hit = await built.app.inject({ method: 'GET', url: '/api/articles', headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(inflate(hit.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('drops every cached read when content changes: a publish shows at once on REST and GraphQL', async () => {
    const draft = (await built.dataSource.getRepository(Article).findOneByOrFail({ published: false })) as ArticleRow;
    const listed = async () =>
      ((await built.app.inject({ method: 'GET', url: '/api/articles?published=true' })).json() as Array<{ slug: string }>).map(
        (a) => a.slug,
      );
    const graphqlSlugs = async () =>
      (await built.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ articles(published: true) { slug } }' } }))
        .json()
        .data.articles.map((a: { slug: string }) => a.slug);
    expect(await listed()).not.toContain(draft.slug);
    expect(await graphqlSlugs()).not.toContain(draft.slug);
    await built.dataSource.getRepository(Article).update({ id: draft.id }, { published: true, publishedAt: new Date() });
    expect(await listed()).toContain(draft.slug);
    expect(await graphqlSlugs()).toContain(draft.slug);
  });

  it('caches GraphQL queries without a session only: never mutations, sessions or errors', async () => {
    const query = () => built.app.inject({ method: 'POST', url: '/graphql', payload: PRODUCTS_QUERY });
    expect((await query()).headers['x-cache']).toBe('miss');
    expect((await query()).headers['x-cache']).toBe('hit');
    const withSession = await built.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: PRODUCTS_QUERY,
      headers: { authorization: 'Bearer x' },
    });
    expect(withSession.headers['x-cache']).toBeUndefined();
    const mutation = {
      query: 'mutation { subscribe(input: { email: "cache@example.com", leadMagnet: "bulldog-sizing-guide" }) { success } }',
    };
    for (let i = 0; i < 2; i++)
      expect((await built.app.inject({ method: 'POST', url: '/graphql', payload: mutation })).headers['x-cache']).toBeUndefined();
    const bad = { query: '{ products { id doesNotExist } }' };
    await built.app.inject({ method: 'POST', url: '/graphql', payload: bad });
    expect((await built.app.inject({ method: 'POST', url: '/graphql', payload: bad })).headers['x-cache']).not.toBe('hit');
  });

  it('stops serving a cached price once it is older than PRICE_MAX_AGE_HOURS, with no write in between', async () => {
    let now = new Date('2026-11-20T09:00:00Z');
    const clocked = await createSeededTestApp({}, { revisionCheckMs: 0, now: () => now });
    try {
      const [first] = await clocked.dataSource.getRepository(Product).find({ order: { rank: 'ASC' }, take: 1 });
      await clocked.dataSource.getRepository(Product).update({ id: first!.id }, { priceCheckedAt: new Date('2026-11-20T08:00:00Z') });
      const graphqlPrice = async () => {
        const response = await clocked.app.inject({ method: 'POST', url: '/graphql', payload: DISPLAY_PRICE_QUERY });
        return { cache: response.headers['x-cache'], price: (response.json() as DisplayPrices).data.products[0]?.displayPrice };
      };
      const restFresh = async () => {
        const response = await clocked.app.inject({ method: 'GET', url: '/api/products' });
        return { cache: response.headers['x-cache'], fresh: (response.json() as Array<{ priceIsFresh: boolean }>)[0]?.priceIsFresh };
      };
      expect(await graphqlPrice()).toEqual({ cache: 'miss', price: first!.price });
      expect(await graphqlPrice()).toEqual({ cache: 'hit', price: first!.price });
      expect(await restFresh()).toEqual({ cache: 'miss', fresh: true });
      expect(await restFresh()).toEqual({ cache: 'hit', fresh: true });

      now = new Date('2026-11-21T08:00:00Z');
      expect(await graphqlPrice()).toEqual({ cache: 'miss', price: null });
      expect(await restFresh()).toEqual({ cache: 'miss', fresh: false });
      expect(await graphqlPrice()).toEqual({ cache: 'hit', price: null });
    } finally {
      await clocked.close();
    }
  });

  it('never caches admin reads', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await built.app.inject({ method: 'GET', url: '/api/admin/product-submissions' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it("never keeps a reader's own email preferences asked through GraphQL: a change shows at once", async () => {
    const email = 'cached-prefs@example.com';
    await built.dataSource.getRepository(EmailSubscriber).insert({
      email,
      status: 'confirmed',
      signedUpAt: new Date(),
      confirmedAt: new Date(),
      unsubscribeToken: 'cached-prefs-token',
    });
    const token = await built.services.preferenceLinks.tokenFor(email);
    const graphql = (query: string) => built.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { t: token } } });
    const read = () => graphql('query ($t: String!) { emailPreferences(token: $t) { newsletter } }');
    expect((await read()).json().data.emailPreferences.newsletter).toBe(true);
    expect((await read()).headers['x-cache']).not.toBe('hit');
    await graphql('mutation ($t: String!) { updateEmailPreferences(token: $t, input: { newsletter: false }) { newsletter } }');
    expect((await read()).json().data.emailPreferences.newsletter).toBe(false);
  });

  it('sees a change made by another server process on the same database', async () => {
    // The same database, SQLite file or PostgreSQL URL (npm run test:pg).
    const options = built.dataSource.options as { url?: string; database?: string };
    const other = await buildApp(readConfig({ DATABASE_URL: options.url ?? String(options.database), AFFILIATE_TAG: TEST_AFFILIATE_TAG }), {
      revisionCheckMs: 0,
    });
    try {
      const names = async () =>
        (await built.app.inject({ method: 'GET', url: '/api/products' })).json() as Array<{ id: number; name: string }>;
      const before = await names();
      expect((await built.app.inject({ method: 'GET', url: '/api/products' })).headers['x-cache']).toBe('hit');
      const product = before[0] as { id: number; name: string };
      await other.dataSource.getRepository(Product).update({ id: product.id }, { name: `${product.name} (2027 edition)` });
      expect((await names()).find((p) => p.id === product.id)?.name).toBe(`${product.name} (2027 edition)`);
    } finally {
      await other.app.close();
    }
  });
});

describe('the response cache memory', () => {
  const KB = 1024;
  let app: FastifyInstance;
  let cache: ResponseCache;

  /** A bare server whose public read /blob/:kb answers that many KB of incompressible text, different per URL. */
  async function serve(
    limits?: ResponseCacheLimits,
    revision = new SiteRevision({ query: async () => [{ revision: 1 }] } as unknown as DataSource),
  ) {
    app = Fastify();
    cache = new ResponseCache(revision, limits);
    cache.register(app);
    app.get<{ Params: { kb: string } }>('/blob/:kb', { config: { responseCache: 'public-read' } }, async (request, reply) =>
      reply.type('text/plain').send(randomBytes((Number(request.params.kb) * KB * 3) / 4).toString('base64')),
    );
    await app.ready();
  }
  afterEach(() => app.close());

  it('stays within its bytes (32 MB by default) however many large answers arrive, dropping the least recently used', async () => {
    await serve();
    for (let i = 0; i < 140; i++) {
      const response = await app.inject(`/blob/250?n=${i}`);
      expect(response.headers['x-cache']).toBe('miss');
      expect(cache.stats().bytes).toBeLessThanOrEqual(32 * KB * KB);
    }
    // 140 x 250 KB is 35 MB: the oldest went, the newest are there.
    expect(cache.stats().entries).toBeLessThan(140);
    expect((await app.inject('/blob/250?n=139')).headers['x-cache']).toBe('hit');
    expect((await app.inject('/blob/250?n=0')).headers['x-cache']).toBe('miss');
  });

  it('counts the compressed copies it keeps against the same bound', async () => {
    await serve({ maxBytes: 1024 * KB });
    for (let i = 0; i < 12; i++) {
      await app.inject(`/blob/100?n=${i}`);
      for (const encoding of ['br', 'gzip']) {
        const hit = await app.inject({ url: `/blob/100?n=${i}`, headers: { 'accept-encoding': encoding } });
        expect(hit.headers['content-encoding']).toBe(encoding);
      }
      // Each entry holds its body and two copies of about its size (random text hardly compresses).
      expect(cache.stats().bytes).toBeGreaterThan(Math.min(i + 1, 3) * 250 * KB);
      expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * KB);
    }
  });

  it('does not keep an answer over 256 KB', async () => {
    await serve();
    for (let i = 0; i < 2; i++) expect((await app.inject('/blob/300')).headers['x-cache']).toBe('miss');
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    await app.inject('/blob/200');
    expect((await app.inject('/blob/200')).headers['x-cache']).toBe('hit');
  });

  it('answers without the cache, and keeps nothing, while the site revision cannot be read (the database is down)', async () => {
    const down = new SiteRevision({
      query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:55432')),
    } as unknown as DataSource);
    await serve({}, down);
    for (let i = 0; i < 2; i++) {
      const response = await app.inject('/blob/10');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
    }
    expect(cache.stats().entries).toBe(0);
  });
});
