import 'reflect-metadata';
import zlib from 'node:zlib';
import { Article, type Article as ArticleRow } from '@bcg/server/content';
import { Product } from '@bcg/server/catalog';
import { readConfig } from '@bcg/server/core';
import { buildApp } from './build-app';
import { createSeededTestApp, TEST_AFFILIATE_TAG } from './testing';

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
    const revalidated = await built.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': String(first.headers['etag']) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves a hit compressed once per encoding, decompressing to the same JSON', async () => {
    const plain = await built.app.inject({ method: 'GET', url: '/api/articles' });
    for (const [encoding, inflate] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const hit = await built.app.inject({ method: 'GET', url: '/api/articles', headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(inflate(hit.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('drops every cached read when content changes: a publish shows at once on REST and GraphQL', async () => {
    const draft = (await built.dataSource.getRepository(Article).findOneByOrFail({ published: false })) as ArticleRow;
    const listed = async () => ((await built.app.inject({ method: 'GET', url: '/api/articles?published=true' })).json() as Array<{ slug: string }>).map((a) => a.slug);
    const graphqlSlugs = async () =>
      (await built.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ articles(published: true) { slug } }' } })).json().data.articles.map(
        (a: { slug: string }) => a.slug,
      );
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
    const withSession = await built.app.inject({ method: 'POST', url: '/graphql', payload: PRODUCTS_QUERY, headers: { authorization: 'Bearer x' } });
    expect(withSession.headers['x-cache']).toBeUndefined();
    const mutation = { query: 'mutation { subscribe(input: { email: "cache@example.com", leadMagnet: "bulldog-sizing-guide" }) { success } }' };
    for (let i = 0; i < 2; i++) expect((await built.app.inject({ method: 'POST', url: '/graphql', payload: mutation })).headers['x-cache']).toBeUndefined();
    const bad = { query: '{ products { id doesNotExist } }' };
    await built.app.inject({ method: 'POST', url: '/graphql', payload: bad });
    expect((await built.app.inject({ method: 'POST', url: '/graphql', payload: bad })).headers['x-cache']).not.toBe('hit');
  });

  it('never caches admin reads', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await built.app.inject({ method: 'GET', url: '/api/admin/product-submissions' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it('sees a change made by another server process on the same database', async () => {
    // The same database, SQLite file or PostgreSQL URL (npm run test:pg).
    const options = built.dataSource.options as { url?: string; database?: string };
    const other = await buildApp(readConfig({ DATABASE_URL: options.url ?? String(options.database), AFFILIATE_TAG: TEST_AFFILIATE_TAG }), { revisionCheckMs: 0 });
    try {
      const names = async () => ((await built.app.inject({ method: 'GET', url: '/api/products' })).json() as Array<{ id: number; name: string }>);
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
