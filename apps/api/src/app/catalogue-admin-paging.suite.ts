import { Product } from '@bcg/server/catalogue';
import { Article } from '@bcg/server/content';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The admin's Products and Articles tabs page, sort, search and filter on the server: GraphQL connections
// over generated rows, on top of the seed's.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
/** More than five pages of 25, so pages past the middle (read from the other end) are walked too. */
const PRODUCTS = 130;
const ARTICLES = 60;
const at = (n: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, n));

type Row = { id: number; rank: number; name: string; archivedAt: string | null };
let seedProducts: Row[];
let seedArticles: number;

beforeAll(async () => {
  testApp = await createSeededTestApp();
  const products = testApp.dataSource.getRepository(Product);
  const lastRank = (await products.maximum('rank')) ?? 0;
  await products.insert(
    Array.from({ length: PRODUCTS }, (_, n) => ({
      // Two products share each rank: the id must break the tie, or pages would overlap.
      rank: lastRank + 1 + Math.floor(n / 2),
      // Names repeat too (every tenth), and a few hold LIKE's wildcards.
      name: n % 10 === 0 ? `Wide_50% collar ${n}` : `Paging collar ${String(n % 40).padStart(2, '0')}`,
      slug: `paging-collar-${n}`,
      description: 'A generated collar.',
      price: '$20.00',
      rating: '4.0',
      reviewCount: 0,
      imageUrl: '/images/collars/harbor-everyday-waterproof.svg',
      amazonAsin: `B0PG${String(n).padStart(6, '0')}`,
      features: [],
      bulldogFitNotes: [],
      material: 'Nylon',
      width: '1"',
      bestFor: 'Paging tests',
      archivedAt: n % 3 === 0 ? at(n) : null,
    })),
  );
  const articles = testApp.dataSource.getRepository(Article);
  seedArticles = await articles.count();
  await articles.insert(
    Array.from({ length: ARTICLES }, (_, n) => ({
      slug: `paging-post-${n}`,
      title: n % 5 === 0 ? `Fit_100% post ${n}` : `Paging post ${String(n).padStart(2, '0')}`,
      excerpt: 'Generated.',
      author: 'Test',
      category: n % 2 ? 'paging-even' : 'paging-odd',
      metaDescription: 'Generated.',
      readingTime: 1,
      wordCount: 10,
      content: '<p>Generated.</p>',
      targetKeywords: [],
      seoKeywords: [],
      // A draft, a post out already, and one scheduled for a date still to come, in turn.
      published: n % 3 !== 0,
      publishedAt: n % 3 === 0 ? null : n % 3 === 1 ? new Date(Date.UTC(2025, 0, 1, 0, 0, n)) : new Date(Date.UTC(2999, 0, 1)),
      createdAt: at(n),
      updatedAt: at(n),
    })),
  );
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': 'application/json' },
    payload: { password: TEST_ADMIN_PASSWORD },
  });
  token = login.json().sessionId;
  seedProducts = (await products.find({ order: { rank: 'ASC', id: 'ASC' } }))
    .filter((product) => !product.slug.startsWith('paging-'))
    .map(({ id, rank, name, archivedAt }) => ({ id, rank, name, archivedAt: archivedAt?.toISOString() ?? null }));
});
afterAll(() => testApp.close());

async function graphql(query: string, variables: Record<string, unknown>, auth = true) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  return response.json();
}

const PRODUCTS_PAGE = `query ($first: Int, $after: String, $offset: Int, $archived: Boolean, $q: String, $sort: AdminProductSort) {
  adminProductsConnection(first: $first, after: $after, offset: $offset, archived: $archived, q: $q, sort: $sort) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    nodes { id rank name archivedAt }
  }
}`;

/** Every row of a product query, by numbered pages of `first` (as the dashboard asks), with the total of each page. */
async function productPages(variables: Record<string, unknown>, first = 25) {
  const rows: Row[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += first) {
    const body = await graphql(PRODUCTS_PAGE, { ...variables, first, offset });
    expect(body.errors).toBeUndefined();
    const page = body.data.adminProductsConnection;
    totals.add(page.totalCount);
    rows.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { rows, totalCount: [...totals] };
  }
}

/** The generated and seeded products as the database should order them (the whole list, computed here). */
async function storedProducts(): Promise<Row[]> {
  const all = await testApp.dataSource.getRepository(Product).find();
  return all.map(({ id, rank, name, archivedAt }) => ({ id, rank, name, archivedAt: archivedAt?.toISOString() ?? null }));
}

const byCatalogue = (a: Row, b: Row) => a.rank - b.rank || a.id - b.id;
const byName = (a: Row, b: Row) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

describe('adminProductsConnection', () => {
  it('pages through every product in catalogue order, archived ones too, each once, the last pages as the first', async () => {
    const expected = (await storedProducts()).sort(byCatalogue);
    const { rows, totalCount } = await productPages({});
    expect(totalCount).toEqual([seedProducts.length + PRODUCTS]);
    // Pages past the middle are read from the other end and turned round: the same rows as the forward order's slice.
    expect(rows).toEqual(expected);
    const last = (await graphql(PRODUCTS_PAGE, { first: 25, offset: Math.floor((expected.length - 1) / 25) * 25 })).data
      .adminProductsConnection;
    expect(last.nodes).toEqual(expected.slice(Math.floor((expected.length - 1) / 25) * 25));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const cursorWalk: Row[] = [];
    let after: string | null = null;
    do {
      const page: { nodes: Row[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = (
        await graphql(PRODUCTS_PAGE, { first: 40, after })
      ).data.adminProductsConnection;
      cursorWalk.push(...page.nodes);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(cursorWalk).toEqual(expected);
  });

  it('sorts by name both ways, ties broken by id', async () => {
    const expected = (await storedProducts()).sort(byName);
    expect((await productPages({ sort: 'NAME_ASC' }, 30)).rows).toEqual(expected);
    expect((await productPages({ sort: 'NAME_DESC' }, 30)).rows).toEqual([...expected].reverse());
  });

  it('filters archived or public products and searches name, slug and ASIN with LIKE wildcards taken literally', async () => {
    const stored = await storedProducts();
    const archived = await productPages({ archived: true });
    expect(archived.totalCount).toEqual([stored.filter((row) => row.archivedAt).length]);
    expect(archived.rows.every((row) => row.archivedAt)).toBe(true);
    const shown = await productPages({ archived: false });
    expect(shown.totalCount).toEqual([stored.filter((row) => !row.archivedAt).length]);
    const wildcard = await productPages({ q: '_50%' });
    expect(wildcard.totalCount).toEqual([PRODUCTS / 10]);
    expect(wildcard.rows.every((row) => row.name.startsWith('Wide_50% collar'))).toBe(true);
    expect((await productPages({ q: '%' })).totalCount).toEqual([PRODUCTS / 10]);
    expect((await productPages({ q: 'b0pg000007' })).rows.map((row) => row.name)).toEqual(['Paging collar 07']);
    expect((await productPages({ q: 'PAGING-COLLAR-12' })).totalCount).toEqual([11]);
    const combined = await productPages({ q: 'wide_', archived: false, sort: 'NAME_DESC' });
    expect(combined.rows.every((row) => row.name.startsWith('Wide_') && !row.archivedAt)).toBe(true);
    expect(combined.totalCount).toEqual([stored.filter((row) => row.name.startsWith('Wide_') && !row.archivedAt).length]);
  });

  it('answers an offset past the end with an empty page and the total; refuses first over 100, offset with after, or no session', async () => {
    const past = (await graphql(PRODUCTS_PAGE, { first: 25, offset: 100_000 })).data.adminProductsConnection;
    expect(past).toMatchObject({ totalCount: seedProducts.length + PRODUCTS, nodes: [] });
    const first = await graphql(PRODUCTS_PAGE, { first: 10 });
    expect((await graphql(PRODUCTS_PAGE, { first: 101 })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const both = await graphql(PRODUCTS_PAGE, { first: 10, offset: 5, after: first.data.adminProductsConnection.pageInfo.endCursor });
    expect(both.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await graphql(PRODUCTS_PAGE, { first: 5 }, false);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('moveProduct', () => {
  const MOVE = `mutation ($id: Int!, $position: Int!) { moveProduct(id: $id, position: $position) { id rank } }`;
  const order = async () => (await storedProducts()).sort(byCatalogue).map((row) => row.id);

  it('moves one product across a page boundary, the others keeping their order; past the end means last', async () => {
    const before = await order();
    // The first product of page 2 (position 26) up by one: the last of page 1.
    const moving = before[25]!;
    const moved = await graphql(MOVE, { id: moving, position: 25 });
    expect(moved.errors).toBeUndefined();
    const expected = [...before.slice(0, 24), moving, before[24]!, ...before.slice(26)];
    expect(await order()).toEqual(expected);
    const page = (await graphql(PRODUCTS_PAGE, { first: 25 })).data.adminProductsConnection.nodes;
    expect(page.at(-1).id).toBe(moving);
    await graphql(MOVE, { id: moving, position: 1_000_000 });
    expect((await order()).at(-1)).toBe(moving);
    await graphql(MOVE, { id: moving, position: 26 });
    expect(await order()).toEqual(before);
  });

  it('refuses an unknown product, a position below 1 and a request without a session', async () => {
    expect((await graphql(MOVE, { id: 999_999, position: 1 })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await graphql(MOVE, { id: seedProducts[0]!.id, position: 0 })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await graphql(MOVE, { id: seedProducts[0]!.id, position: 2 }, false)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('adminArticlesConnection', () => {
  const PAGE = `query ($first: Int, $offset: Int, $status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort) {
    adminArticlesConnection(first: $first, offset: $offset, status: $status, category: $category, q: $q, sort: $sort) {
      totalCount
      pageInfo { hasNextPage }
      nodes { id title slug category published publishedAt createdAt }
    }
  }`;
  type ArticleRow = {
    id: number;
    title: string;
    slug: string;
    category: string;
    published: boolean;
    publishedAt: string | null;
    createdAt: string;
  };

  async function articlePages(variables: Record<string, unknown>, first = 25) {
    const rows: ArticleRow[] = [];
    let totalCount = -1;
    for (let offset = 0; ; offset += first) {
      const body = await graphql(PAGE, { ...variables, first, offset });
      expect(body.errors).toBeUndefined();
      const page = body.data.adminArticlesConnection;
      totalCount = page.totalCount;
      rows.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) return { rows, totalCount };
    }
  }

  it('pages through every article newest written first, drafts and scheduled ones too, and oldest first', async () => {
    const newest = await articlePages({});
    expect(newest.totalCount).toBe(seedArticles + ARTICLES);
    expect(new Set(newest.rows.map((row) => row.id)).size).toBe(seedArticles + ARTICLES);
    const keys = newest.rows.map((row) => [Date.parse(row.createdAt), row.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(newest.rows[0]!.slug).toBe(`paging-post-${ARTICLES - 1}`);
    expect((await articlePages({ sort: 'OLDEST' }, 7)).rows).toEqual([...newest.rows].reverse());
  });

  it('sorts by title both ways', async () => {
    const titles = (await articlePages({ sort: 'TITLE_ASC' }, 30)).rows.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = (await articlePages({ sort: 'TITLE_DESC' }, 30)).rows.map((row) => row.title);
    expect(descending).toEqual([...titles].reverse());
  });

  it('filters by status and category and searches title and slug with LIKE wildcards taken literally', async () => {
    const mine = { q: 'paging-post' };
    const drafts = await articlePages({ ...mine, status: 'DRAFT' });
    expect(drafts.totalCount).toBe(ARTICLES / 3);
    expect(drafts.rows.every((row) => !row.published)).toBe(true);
    const scheduled = await articlePages({ ...mine, status: 'SCHEDULED' });
    expect(scheduled.totalCount).toBe(ARTICLES / 3);
    expect(scheduled.rows.every((row) => row.published && Date.parse(row.publishedAt ?? '') > Date.now())).toBe(true);
    const published = await articlePages({ ...mine, status: 'PUBLISHED' });
    expect(published.rows.map((row) => row.slug).sort()).toEqual(
      Array.from({ length: ARTICLES }, (_, n) => n)
        .filter((n) => n % 3 === 1)
        .map((n) => `paging-post-${n}`)
        .sort(),
    );
    const odd = await articlePages({ category: 'paging-odd', status: 'DRAFT' });
    expect(odd.totalCount).toBe(Array.from({ length: ARTICLES }, (_, n) => n).filter((n) => n % 2 === 0 && n % 3 === 0).length);
    expect(odd.rows.every((row) => row.category === 'paging-odd' && !row.published)).toBe(true);
    expect((await articlePages({ q: '_100%' })).totalCount).toBe(ARTICLES / 5);
    expect((await articlePages({ q: '%' })).totalCount).toBe(ARTICLES / 5);
    expect((await articlePages({ q: 'PAGING POST 07' })).rows.map((row) => row.slug)).toEqual(['paging-post-7']);
  });

  it('lists the categories for the filter, and refuses first over 100 or a request without a session', async () => {
    const categories = (await graphql('{ adminArticleCategories }', {})).data.adminArticleCategories;
    expect(categories).toEqual(expect.arrayContaining(['paging-even', 'paging-odd']));
    expect(categories).toEqual([...categories].sort());
    expect((await graphql(PAGE, { first: 101 })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await graphql(PAGE, { first: 5 }, false)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql('{ adminArticleCategories }', {}, false)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
