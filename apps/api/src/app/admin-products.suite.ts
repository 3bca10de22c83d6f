import { Product } from '@bcg/server/catalogue';
import { Revision } from '@bcg/server/revisions';
import { createSeededTestApp, injector, TEST_ADMIN_PASSWORD, TEST_AFFILIATE_TAG } from './testing';

// The editorial desk's products through REST and GraphQL, on a seeded database; the
// clock is injected so the price check dates are exact.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let now = new Date('2026-11-20T09:00:00.000Z');

beforeAll(async () => {
  testApp = await createSeededTestApp({ CORS_ORIGINS: 'https://tools.example.com' }, { revisionCheckMs: 0, now: () => now });
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

const { call, gql } = injector(
  () => testApp.app,
  () => token,
);

const NEW_COLLAR = {
  name: 'Harbor Night Reflective Collar',
  description: 'A biothane collar with reflective edges for dark evening walks.',
  price: '$29.99',
  rating: '4.4',
  reviewCount: 812,
  imageUrl: '/images/collars/harbor-everyday-waterproof.svg',
  amazonUrl: 'https://www.amazon.com/Harbor-Night-Reflective-Collar/dp/B0NIGHT777/ref=sr_1_3?keywords=collar',
  features: ['Reflective edges', 'Wipe-clean biothane'],
  bulldog_fit_notes: ['Fits thick necks without rubbing'],
  material: 'Biothane',
  width: '1.25"',
  reflective: true,
  waterproof: true,
  machineWashable: false,
  bestFor: 'English bulldogs walked after dark',
};

const publicSlugs = async () => (await call('GET', '/api/products')).json().map((product: { slug: string }) => product.slug);
const productCount = () => testApp.dataSource.getRepository(Product).count();
const revisionCount = () => testApp.dataSource.getRepository(Revision).count();

describe('admin product REST calls', () => {
  let created: { id: number; slug: string; rank: number };

  it.each([
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products'],
    ['PUT', '/api/admin/products/order'],
    ['GET', '/api/admin/products/1'],
    ['PATCH', '/api/admin/products/1'],
    ['DELETE', '/api/admin/products/1'],
    ['GET', '/api/admin/products/1/revisions'],
    ['POST', '/api/admin/products/1/revisions/1/restore'],
  ] as const)('%s %s answers 401 without a valid bearer session, before reading the body', async (method, url) => {
    for (const bad of [undefined, 'forged-token']) {
      const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? { name: 42 } : undefined;
      expect((await call(method, url, { token: bad, body })).statusCode).toBe(401);
    }
  });

  it('adds a collar by its Amazon link: ASIN taken from the link, slug from the name, price checked now, last in order', async () => {
    const before = (await call('GET', '/api/admin/products', { token })).json();
    expect(await publicSlugs()).not.toContain('harbor-night-reflective-collar');
    const response = await call('POST', '/api/admin/products', { token, body: NEW_COLLAR });
    expect(response.statusCode).toBe(200);
    created = response.json();
    expect(created).toMatchObject({
      amazonAsin: 'B0NIGHT777',
      slug: 'harbor-night-reflective-collar',
      bulldog_fit_notes: ['Fits thick necks without rubbing'],
      priceCheckedAt: now.toISOString(),
      priceIsFresh: true,
      archivedAt: null,
      rank: Math.max(...before.map((product: { rank: number }) => product.rank)) + 1,
    });
    // The public list shows it at once: the write bumped the site revision the response cache is keyed on.
    expect(await publicSlugs()).toContain('harbor-night-reflective-collar');
    const page = (await call('GET', `/api/products/${created.slug}`)).json();
    expect(page.product.amazonAsin).toBe('B0NIGHT777');
    const graphql = (await gql('{ product(slug: "harbor-night-reflective-collar") { retailerUrl } }', {}, null)).json();
    expect(graphql.data.product.retailerUrl).toBe(`https://www.amazon.com/dp/B0NIGHT777?tag=${TEST_AFFILIATE_TAG}`);
  });

  it('gives a second collar of the same name the next free slug, and refuses a taken slug or ASIN by field', async () => {
    const twin = (
      await call('POST', '/api/admin/products', { token, body: { ...NEW_COLLAR, amazonUrl: undefined, amazonAsin: 'b0night778' } })
    ).json();
    expect(twin).toMatchObject({ slug: 'harbor-night-reflective-collar-2', amazonAsin: 'B0NIGHT778' });
    const taken = await call('PATCH', `/api/admin/products/${twin.id}`, { token, body: { slug: created.slug, amazonAsin: 'B0NIGHT777' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({
      slug: 'Another product has this slug: choose another',
      amazonAsin: 'Another product has this ASIN already',
    });
    expect((await call('DELETE', `/api/admin/products/${twin.id}`, { token })).json()).toEqual({ success: true });
    expect((await call('GET', `/api/admin/products/${twin.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses links off Amazon and bad fields with 400 naming each field, and writes nothing', async () => {
    const [products, revisions] = [await productCount(), await revisionCount()];
    for (const amazonUrl of ['https://www.amazon.com.evil.net/dp/B0NIGHT779', 'https://example.com/dp/B0NIGHT779', 'B0NIGHT779']) {
      const refused = await call('POST', '/api/admin/products', { token, body: { ...NEW_COLLAR, name: 'Other', amazonUrl } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, fields: { amazonUrl: expect.stringContaining('Amazon product link') } });
    }
    const bad = await call('POST', '/api/admin/products', {
      token,
      body: {
        ...NEW_COLLAR,
        amazonUrl: undefined,
        amazonAsin: 'B0NIGHT779',
        price: '29.99 USD',
        rating: '5.5',
        slug: 'Not A Slug',
        material: '',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      price: 'Price must be an amount in dollars up to $9,999,999.99, e.g. $34.99',
      rating: 'Rating must be a number from 0 to 5 with at most one decimal, e.g. 4.7',
      slug: 'Slug must be lower-case words joined by hyphens (a-z, 0-9)',
      material: 'Material is required',
    });
    const wrongType = await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { reviewCount: 'many' } });
    expect(wrongType.statusCode).toBe(400);
    // A count is read as the retailer prints it ("1,204"); words are not a count, and the shared rule says so.
    expect(wrongType.json().fields).toEqual({ reviewCount: 'Review count must be a whole number, 0 or more, e.g. 1,204' });
    const badScores = await call('PATCH', `/api/admin/products/${created.id}`, {
      token,
      body: { scores: { safetyDurability: 8.55, comfortFit: 9, customerSatisfaction: 9, value: 9, features: 9 } },
    });
    expect(badScores.json().fields).toEqual({ scores: 'Scores need all five marks, each 0 to 10 in steps of 0.1' });
    const outOfRange = await call('PATCH', `/api/admin/products/${created.id}`, {
      token,
      body: { scores: { safetyDurability: 11, comfortFit: 9, customerSatisfaction: 9, value: 9, features: 9 } },
    });
    expect(outOfRange.json().fields).toEqual({ scores: 'Scores need all five marks, each 0 to 10 in steps of 0.1' });
    expect([await productCount(), await revisionCount()]).toEqual([products, revisions]);
    expect((await call('PATCH', '/api/admin/products/999999', { token, body: { name: 'x' } })).statusCode).toBe(404);
  });

  it('stamps priceCheckedAt only when the price changes, and edits the review fields', async () => {
    now = new Date('2026-11-21T10:30:00.000Z');
    const renamed = (await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { badge: 'New', price: '$29.99' } })).json();
    expect(renamed).toMatchObject({ badge: 'New', priceCheckedAt: '2026-11-20T09:00:00.000Z' });
    const review = {
      price: '$31.50',
      verdict: 'The collar to see and be seen in.',
      scores: { safetyDurability: 9.1, comfortFit: 8.4, customerSatisfaction: 8.8, value: 8, features: 7.5 },
      pros: ['Bright at night'],
      cons: ['Stiff at first'],
      sizes: [{ label: 'M', neckIn: { min: 14, max: 18 } }],
    };
    const edited = (await call('PATCH', `/api/admin/products/${created.id}`, { token, body: review })).json();
    expect(edited).toMatchObject({ ...review, priceCheckedAt: '2026-11-21T10:30:00.000Z', editorialScore: expect.any(Number) });
    const page = (await call('GET', `/api/products/${created.slug}`)).json();
    expect(page.product).toMatchObject({ price: '$31.50', priceCheckedAt: '2026-11-21T10:30:00.000Z', verdict: review.verdict });
  });

  it('archives (hidden from the public, still in the admin list) and brings back', async () => {
    const archived = (await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { archived: true } })).json();
    expect(archived.archivedAt).toBe(now.toISOString());
    expect(await publicSlugs()).not.toContain(created.slug);
    expect((await call('GET', `/api/products/${created.slug}`)).statusCode).toBe(404);
    const list = (await call('GET', '/api/admin/products?limit=100', { token })).json();
    expect(list.find((product: { id: number }) => product.id === created.id)).toMatchObject({ archivedAt: now.toISOString() });
    await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { archived: false } });
    expect(await publicSlugs()).toContain(created.slug);
  });

  it('pages the admin list with limit and offset', async () => {
    const all = (await call('GET', '/api/admin/products', { token })).json();
    const page = (await call('GET', '/api/admin/products?limit=2&offset=1', { token })).json();
    expect(page.map((product: { id: number }) => product.id)).toEqual(all.slice(1, 3).map((product: { id: number }) => product.id));
    expect((await call('GET', '/api/admin/products?limit=0', { token })).statusCode).toBe(400);
  });

  it('reorders the catalogue: the new first three are the top picks of the home page at once', async () => {
    const ids: number[] = (await call('GET', '/api/admin/products', { token })).json().map((product: { id: number }) => product.id);
    const topPicks = async () =>
      (await gql('{ products(limit: 3) { id } }', {}, null)).json().data.products.map((product: { id: number }) => product.id);
    expect(await topPicks()).toEqual(ids.slice(0, 3));
    const order = [created.id, ...ids.filter((id) => id !== created.id).reverse()];
    const answer = await call('PUT', '/api/admin/products/order', { token, body: { ids: order } });
    expect(answer.json().map((product: { id: number }) => product.id)).toEqual(order);
    expect(await topPicks()).toEqual(order.slice(0, 3));
    for (const incomplete of [order.slice(1), [...order, order[0]], [...order.slice(1), 999999]]) {
      const refused = await call('PUT', '/api/admin/products/order', { token, body: { ids: incomplete } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ ids: 'The order must list every product id exactly once' });
    }
    expect(await topPicks()).toEqual(order.slice(0, 3));
  });

  it('keeps a revision of every save (who, when, which fields) and restores one as a new save', async () => {
    const revisions = (await call('GET', `/api/admin/products/${created.id}/revisions`, { token })).json();
    expect(revisions.map((revision: { number: number }) => revision.number)).toEqual([5, 4, 3, 2, 1]);
    expect(revisions[4]).toMatchObject({
      author: 'admin',
      createdAt: expect.any(String),
      changedFields: expect.arrayContaining(['name', 'price']),
    });
    expect(revisions[2].changedFields).toEqual(expect.arrayContaining(['price', 'priceCheckedAt', 'scores', 'verdict']));
    const first = revisions[4];
    const restored = (await call('POST', `/api/admin/products/${created.id}/revisions/${first.id}/restore`, { token })).json();
    // The first state's price comes back with the date it was checked, not "now".
    expect(restored).toMatchObject({
      price: '$29.99',
      priceCheckedAt: '2026-11-20T09:00:00.000Z',
      verdict: null,
      scores: null,
      badge: null,
    });
    const after = (await call('GET', `/api/admin/products/${created.id}/revisions`, { token })).json();
    expect(after[0]).toMatchObject({ number: 6, changedFields: expect.arrayContaining(['price', 'scores', 'verdict']) });
    // Nothing is lost: the reviewed state is still there to restore.
    const reviewed = after.find((revision: { number: number }) => revision.number === 3);
    expect((await call('POST', `/api/admin/products/${created.id}/revisions/${reviewed.id}/restore`, { token })).json().price).toBe(
      '$31.50',
    );
    expect((await call('POST', `/api/admin/products/${created.id}/revisions/999999/restore`, { token })).statusCode).toBe(404);
  });

  it('keeps both of two simultaneous edits as revisions', async () => {
    const before = (await call('GET', `/api/admin/products/${created.id}/revisions`, { token })).json().length;
    const [a, b] = await Promise.all([
      call('PATCH', `/api/admin/products/${created.id}`, { token, body: { badge: 'Edit A' } }),
      call('PATCH', `/api/admin/products/${created.id}`, { token, body: { width: '1.5"' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const revisions = (await call('GET', `/api/admin/products/${created.id}/revisions`, { token })).json();
    expect(revisions).toHaveLength(before + 2);
    expect(
      revisions
        .slice(0, 2)
        .map((revision: { changedFields: string[] }) => revision.changedFields)
        .sort(),
    ).toEqual([['badge'], ['width']]);
    // The newest revision is the state really saved: both edits, as the product now is.
    const newest = await testApp.services.revisions.get<{ badge: string; width: string }>('product', created.id, revisions[0].id);
    expect(newest?.state).toMatchObject({ badge: 'Edit A', width: '1.5"' });
    expect((await call('GET', `/api/admin/products/${created.id}`, { token })).json()).toMatchObject({ badge: 'Edit A', width: '1.5"' });
  });

  it('keeps the state of a product from before the desk (the seed) as its first revision, to restore like any other', async () => {
    const seeded = (await call('GET', '/api/admin/products', { token }))
      .json()
      .find((product: { id: number }) => product.id !== created.id);
    expect(seeded.priceCheckedAt).toBeNull();
    await call('PATCH', `/api/admin/products/${seeded.id}`, { token, body: { price: '$99.00' } });
    const revisions = (await call('GET', `/api/admin/products/${seeded.id}/revisions`, { token })).json();
    expect(revisions.map((revision: { number: number; author: string }) => [revision.number, revision.author])).toEqual([
      [2, 'admin'],
      [1, 'before the editorial desk'],
    ]);
    expect(revisions[0].changedFields).toEqual(['price', 'priceCheckedAt']);
    const back = (await call('POST', `/api/admin/products/${seeded.id}/revisions/${revisions[1].id}/restore`, { token })).json();
    expect(back).toMatchObject({ price: seeded.price, priceCheckedAt: null, priceIsFresh: false });
  });

  it('writes a save and its revision together or not at all', async () => {
    const record = jest.spyOn(testApp.services.revisions, 'record').mockRejectedValueOnce(new Error('disk gone'));
    try {
      const failed = await call('PATCH', `/api/admin/products/${created.id}`, { token, body: { name: 'Never Saved' } });
      expect(failed.statusCode).toBe(500);
    } finally {
      record.mockRestore();
    }
    expect((await call('GET', `/api/admin/products/${created.id}`, { token })).json().name).toBe(NEW_COLLAR.name);
  });

  it('refuses cross-site writes and lets CORS_ORIGINS tools send PUT', async () => {
    const foreign = await call('PUT', '/api/admin/products/order', {
      token,
      body: { ids: [] },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const plain = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: JSON.stringify(NEW_COLLAR),
    });
    expect(plain.statusCode).toBe(415);
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/products/order',
      headers: { origin: 'https://tools.example.com', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
  });
});

describe('admin product GraphQL', () => {
  const FIELDS = 'id slug name price priceCheckedAt archivedAt amazonAsin rank';

  it('requires the admin session for every operation', async () => {
    for (const query of [
      '{ adminProductsConnection { totalCount } }',
      '{ adminProduct(id: 1) { id } }',
      '{ productRevisions(id: 1) { id } }',
      'mutation { createProduct(input: { name: "x" }) { id } }',
      'mutation { updateProduct(id: 1, input: { name: "x" }) { id } }',
      'mutation { deleteProduct(id: 1) }',
      'mutation { moveProduct(id: 1, position: 2) { id } }',
      'mutation { restoreProductRevision(id: 1, revisionId: 1) { id } }',
    ]) {
      const response = await gql(query, {}, null);
      expect({ query, code: response.json().errors?.[0]?.extensions?.code }).toEqual({ query, code: 'UNAUTHENTICATED' });
    }
  });

  it('creates, reads, updates, lists revisions, restores, reorders and deletes', async () => {
    const input = {
      name: 'Sprout Glow Puppy Collar',
      description: 'Soft nylon for growing bulldog puppies.',
      price: '$14.99',
      rating: '4.1',
      imageUrl: '/images/collars/sprout-puppy-starter.svg',
      amazonUrl: 'https://amazon.co.uk/gp/product/B0GLOW0001',
      material: 'Nylon',
      width: '0.75"',
      bestFor: 'French bulldog puppies',
      scores: { safetyDurability: 7, comfortFit: 8, customerSatisfaction: 7.5, value: 9, features: 6 },
      testNotes: {
        daysWorn: 14,
        dog: { name: 'Pip', breed: 'FRENCH', ageYears: 0.5, neckIn: 11, weightLbs: 12 },
        findings: ['Outgrown in two months'],
      },
      archived: true,
    };
    const created = (
      await gql(`mutation ($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} testNotes { dog { breed } } } }`, { input })
    ).json().data.createProduct;
    expect(created).toMatchObject({ slug: 'sprout-glow-puppy-collar', amazonAsin: 'B0GLOW0001', archivedAt: now.toISOString() });
    expect(created.testNotes.dog.breed).toBe('FRENCH');

    const read = (await gql(`{ adminProduct(id: ${created.id}) { ${FIELDS} } }`)).json().data.adminProduct;
    expect(read.slug).toBe(created.slug);
    const listed = (await gql('{ adminProductsConnection(first: 100) { nodes { id archivedAt } } }')).json().data.adminProductsConnection
      .nodes;
    expect(listed.find((product: { id: number }) => product.id === created.id).archivedAt).not.toBeNull();

    const bad = (await gql(`mutation { updateProduct(id: ${created.id}, input: { price: "cheap", rating: "4" }) { id } }`)).json();
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { price: expect.any(String) } });

    const updated = (
      await gql(`mutation { updateProduct(id: ${created.id}, input: { price: "$12.99", badge: null }) { ${FIELDS} } }`)
    ).json().data.updateProduct;
    expect(updated.price).toBe('$12.99');

    const revisions = (await gql(`{ productRevisions(id: ${created.id}) { id number author changedFields createdAt } }`)).json().data
      .productRevisions;
    expect(revisions.map((revision: { number: number }) => revision.number)).toEqual([2, 1]);
    const restored = (await gql(`mutation { restoreProductRevision(id: ${created.id}, revisionId: ${revisions[1].id}) { price } }`)).json()
      .data.restoreProductRevision;
    expect(restored.price).toBe('$14.99');

    const moved = (await gql(`mutation { moveProduct(id: ${created.id}, position: 1) { id rank } }`)).json().data.moveProduct;
    expect(moved).toEqual({ id: created.id, rank: 1 });

    expect((await gql(`mutation { deleteProduct(id: ${created.id}) }`)).json().data.deleteProduct).toBe(true);
    expect((await gql(`{ adminProduct(id: ${created.id}) { id } }`)).json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
