import 'reflect-metadata';
import { Article } from '@bcg/server/content';
import { largeSeedArticle } from '@bcg/server/seed';
import { createSeededTestApp } from './testing';

/** Generated posts on top of the seed's (one in ten a draft): many pages, quick in CI. */
const GENERATED = 260;

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
/** The published posts in the blog's order: newest publication, then newest written, then id. */
let posts: Article[];

beforeAll(async () => {
  testApp = await createSeededTestApp();
  const articles = testApp.dataSource.getRepository(Article);
  for (let start = 0; start < GENERATED; start += 100) {
    await articles.insert(Array.from({ length: Math.min(100, GENERATED - start) }, (_, offset) => largeSeedArticle(start + offset)));
  }
  // A post scheduled for next year: published, but not out yet, so never listed or counted.
  await articles.insert({ ...largeSeedArticle(GENERATED), publishedAt: new Date(Date.now() + 365 * 24 * 3_600_000) });
  const now = Date.now();
  const time = (date: Date | null) => date?.getTime() ?? -Infinity;
  // Published and out (a null publication date counts as out, listed last); the order written out independently.
  posts = (await articles.findBy({ published: true }))
    .filter((post) => time(post.publishedAt) <= now)
    .sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || time(b.createdAt) - time(a.createdAt) || b.id - a.id);
});
afterAll(() => testApp.close());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return response.json();
}

const PAGE = `query ($first: Int, $after: String, $offset: Int, $category: String) {
  articlesConnection(first: $first, after: $after, offset: $offset, category: $category) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id slug } }
    nodes { id category published }
  }
}`;

interface ConnectionPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: number; slug: string } }[];
  nodes: { id: number; category: string; published: boolean }[];
}

async function page(variables: Record<string, unknown>): Promise<ConnectionPage> {
  const body = await graphql(PAGE, variables);
  expect(body.errors).toBeUndefined();
  return body.data.articlesConnection;
}

/** Every page of the connection, following endCursor. */
async function walk(variables: Record<string, unknown>, first: number): Promise<{ ids: number[]; pages: ConnectionPage[] }> {
  const pages: ConnectionPage[] = [];
  let after: string | null = null;
  do {
    const current = await page({ ...variables, first, after });
    expect(current.pageInfo.hasPreviousPage).toBe(pages.length > 0);
    expect(current.nodes.map((node) => node.id)).toEqual(current.edges.map((edge) => edge.node.id));
    pages.push(current);
    after = current.pageInfo.hasNextPage ? current.pageInfo.endCursor : null;
  } while (after);
  return { ids: pages.flatMap((current) => current.edges.map((edge) => edge.node.id)), pages };
}

describe('articlesConnection over a few hundred generated posts', () => {
  it('counts the published posts (no draft, nothing scheduled) and walks them all, newest first, to a short last page', async () => {
    const { ids, pages } = await walk({}, 24);
    expect(posts.length).toBeGreaterThan(200);
    expect(pages.every((current) => current.totalCount === posts.length)).toBe(true);
    expect(ids).toEqual(posts.map((post) => post.id));
    expect(pages.flatMap((current) => current.nodes).every((node) => node.published)).toBe(true);
    expect(pages).toHaveLength(Math.ceil(posts.length / 24));
    const last = pages.at(-1)!;
    expect(last.edges).toHaveLength(posts.length % 24 || 24);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, endCursor: last.edges.at(-1)!.cursor });
  });

  it('lists the same posts as the older articles field, page by page with offset', async () => {
    const body = await graphql('{ articles(limit: 100) { id } }');
    const older = body.data.articles.map((article: { id: number }) => article.id);
    const numbered = [...(await page({ first: 40, offset: 0 })).nodes, ...(await page({ first: 60, offset: 40 })).nodes];
    expect(numbered.map((node) => node.id)).toEqual(older);
    const middle = await page({ first: 12, offset: 120 });
    expect(middle.nodes.map((node) => node.id)).toEqual(posts.slice(120, 132).map((post) => post.id));
    expect(middle.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('narrows to a category, counted over every page', async () => {
    const guides = posts.filter((post) => post.category === 'guides').map((post) => post.id);
    const { ids, pages } = await walk({ category: 'guides' }, 12);
    expect(guides.length).toBeGreaterThan(24);
    expect(pages[0]!.totalCount).toBe(guides.length);
    expect(ids).toEqual(guides);
    expect((await page({ category: 'no-such-topic' })).totalCount).toBe(0);
  });

  it('gives the same page for the same cursor, and the next page starts right after it', async () => {
    const first = await page({ first: 10 });
    const again = await page({ first: 10, after: first.pageInfo.endCursor });
    expect(await page({ first: 10, after: first.pageInfo.endCursor })).toEqual(again);
    expect(again.edges[0]!.node.id).toBe(posts[10]!.id);
    const fromEdge = await page({ first: 3, after: first.edges[4]!.cursor });
    expect(fromEdge.nodes.map((node) => node.id)).toEqual(posts.slice(5, 8).map((post) => post.id));
  });

  it('answers 24 posts when first is left out, and an empty page past the end', async () => {
    expect((await page({})).edges).toHaveLength(24);
    const beyond = await page({ first: 5, offset: posts.length + 10 });
    expect(beyond).toMatchObject({
      totalCount: posts.length,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
  });

  it('caps first at 100 and refuses a foreign cursor, or after with offset, with BAD_USER_INPUT', async () => {
    const cursor = (await page({ first: 1 })).pageInfo.endCursor;
    for (const variables of [
      { first: 101 },
      { first: 0 },
      { first: 10, after: 'bm90LWEtY3Vyc29y' },
      { first: 10, after: cursor, offset: 5 },
    ]) {
      const body = await graphql(PAGE, variables);
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(body.data).toBeNull();
    }
  });

  it('reads a page along an index in the list order, not by sorting every published post (SQLite query plan)', async () => {
    // PostgreSQL picks its plan by the table's size (a few hundred rows are scanned whatever the indexes); the
    // order the index must follow is the same, and the large-database bench measures the page there.
    if (testApp.dataSource.options.type !== 'sqlite') return;
    const statements: Array<[string, unknown[]]> = [];
    const logQuery = jest.spyOn(testApp.dataSource.logger, 'logQuery').mockImplementation((query, parameters) => {
      if (/FROM "article"/.test(query) && /ORDER BY/.test(query)) statements.push([query, parameters ?? []]);
    });
    try {
      // Pages no other test asks for: an answer from the response cache would run no SQL at all.
      await page({ first: 11, offset: 121 });
      await page({ first: 11, offset: 23, category: 'guides' });
    } finally {
      logQuery.mockRestore();
    }
    expect(statements).toHaveLength(2);
    for (const [query, parameters] of statements) {
      const plan = (await testApp.dataSource.query(`EXPLAIN QUERY PLAN ${query}`, parameters)) as Array<{ detail: string }>;
      const details = plan.map((step) => step.detail).join('\n');
      expect(details).toMatch(/USING INDEX IDX_article_public_(category_)?order/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });
});
