import { Product } from '@bcg/server/catalogue';
import { largeSeedProduct } from '@bcg/server/seed';
import { filterCollars, searchCollars } from '@bcg/shared/product-filters';
import { createSeededTestApp } from './testing';

/** A catalogue a few hundred collars long (the seed's plus generated ones): enough for many pages, quick in CI. */
const GENERATED = 300;

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let catalogue: Product[];

beforeAll(async () => {
  testApp = await createSeededTestApp();
  const products = testApp.dataSource.getRepository(Product);
  for (let start = 0; start < GENERATED; start += 100) {
    // Checked just now: the price filters read only a price a reader is shown (the seed's ten were never checked).
    await products.insert(
      Array.from({ length: 100 }, (_, offset) => ({ ...largeSeedProduct(start + offset), priceCheckedAt: new Date() })),
    );
  }
  // One archived collar in the middle: never counted or listed.
  await products.update({ amazonAsin: largeSeedProduct(150).amazonAsin }, { archivedAt: new Date() });
  catalogue = (await products.find({ order: { rank: 'ASC', id: 'ASC' } })).filter((product) => product.archivedAt === null);
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

const PAGE = `query ($first: Int, $after: String, $filter: CollarFilter, $q: String) {
  productsConnection(first: $first, after: $after, filter: $filter, q: $q) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id slug } }
    nodes { id }
  }
}`;

interface ConnectionPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: number; slug: string } }[];
  nodes: { id: number }[];
}

async function page(variables: Record<string, unknown>): Promise<ConnectionPage> {
  const body = await graphql(PAGE, variables);
  expect(body.errors).toBeUndefined();
  return body.data.productsConnection;
}

/** Every page of a connection, following endCursor, checking each page's position on the way. */
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

describe('productsConnection over a generated catalogue', () => {
  it('counts every public collar and walks them all, in catalogue order, to a short last page', async () => {
    const { ids, pages } = await walk({}, 24);
    expect(catalogue.length).toBeGreaterThan(GENERATED);
    expect(pages.every((current) => current.totalCount === catalogue.length)).toBe(true);
    expect(ids).toEqual(catalogue.map((product) => product.id));
    expect(pages).toHaveLength(Math.ceil(catalogue.length / 24));
    const last = pages.at(-1)!;
    expect(last.edges).toHaveLength(catalogue.length % 24 || 24);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, endCursor: last.edges.at(-1)!.cursor });
  });

  it('gives the same page for the same cursor, and the next page starts right after it', async () => {
    const first = await page({ first: 10 });
    const again = await page({ first: 10, after: first.pageInfo.endCursor });
    const twice = await page({ first: 10, after: first.pageInfo.endCursor });
    expect(twice).toEqual(again);
    expect(again.edges[0]!.node.id).toBe(catalogue[10]!.id);
    const fromEdge = await page({ first: 3, after: first.edges[4]!.cursor });
    expect(fromEdge.nodes.map((node) => node.id)).toEqual(catalogue.slice(5, 8).map((product) => product.id));
  });

  it.each([
    ['PREMIUM', ''],
    ['BUDGET', ''],
    ['SENSITIVE', ''],
    ['ALL', 'padded'],
    ['PREMIUM', 'leather trail'],
    ['ALL', 'no-such-collar-word'],
  ])('narrows by filter %s and search "%s" with the shared rules, counted over every page', async (filter, q) => {
    const shown = catalogue.map((product) => ({ ...product, price: product.priceCheckedAt ? product.price : '' }));
    const expected = searchCollars(filterCollars(shown, filter.toLowerCase() as 'all'), q).map((product) => product.id);
    const { ids, pages } = await walk({ filter, q }, 50);
    expect(pages[0]!.totalCount).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it('answers an empty page past the end, with no cursors', async () => {
    const last = await page({ first: 1, after: (await page({ first: 100, after: null })).edges.at(-1)!.cursor });
    expect(last.totalCount).toBe(catalogue.length);
    const beyond = await page({ first: 5, after: Buffer.from(`offset:${catalogue.length + 10}`).toString('base64url') });
    expect(beyond).toMatchObject({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
  });

  it('caps first at 100 and refuses a cursor it did not make, with BAD_USER_INPUT before touching data', async () => {
    for (const variables of [{ first: 101 }, { first: 0 }, { first: 10, after: 'bm90LWEtY3Vyc29y' }, { first: 10, after: '!!' }]) {
      const body = await graphql(PAGE, variables);
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(body.data).toBeNull();
    }
  });
});
