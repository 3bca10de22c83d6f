import { filterCollars } from '@bcg/shared/product-filters';
import { Article } from '@bcg/server/content';
import { EmailSubscriber } from '@bcg/server/leads';
import { SEED_ARTICLES, SEED_PRODUCTS } from '@bcg/server/seed';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_AFFILIATE_TAG } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

const byRank = [...SEED_PRODUCTS].sort((a, b) => a.rank - b.rank);

describe('products', () => {
  it('returns the top three in catalogue order with tagged retailer URLs', async () => {
    const { body } = await graphql('{ products(limit: 3) { name amazonAsin retailerUrl bulldogFitNotes } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual(byRank.slice(0, 3).map((p) => p.name));
    for (const product of body.data.products) {
      expect(product.retailerUrl).toBe(`https://www.amazon.com/dp/${product.amazonAsin}?tag=${TEST_AFFILIATE_TAG}`);
    }
  });

  it.each(['PREMIUM', 'BUDGET', 'SENSITIVE'])('applies the shared %s filter rule', async (filter) => {
    const { body } = await graphql('query ($filter: CollarFilter!) { products(filter: $filter) { name } }', { filter });
    // The seed's prices were never checked, so they are not shown and place no collar: only words do.
    const shown = byRank.map((product) => ({ ...product, price: '' }));
    const expected = filterCollars(shown, filter.toLowerCase() as 'premium').map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(byRank.length);
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual(expected);
  });

  it('rejects a limit outside 1..100 with BAD_USER_INPUT before touching data', async () => {
    for (const limit of [0, 101]) {
      const { body } = await graphql('query ($limit: Int) { products(limit: $limit) { id } }', { limit });
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(body.data).toBeNull();
    }
  });
});

describe('articles', () => {
  it('lists the published articles, with or without `published`, and never a draft', async () => {
    const published = SEED_ARTICLES.filter((a) => a.published)
      .map((a) => a.slug)
      .sort();
    for (const args of ['', '(published: true)', '(published: false)', '(category: "guides", published: false)', '(limit: 100)']) {
      const { body } = await graphql(`{ articles${args} { slug published content } }`);
      expect(body.errors).toBeUndefined();
      const slugs = body.data.articles.map((a: { slug: string }) => a.slug).sort();
      const expected = args.includes('guides')
        ? SEED_ARTICLES.filter((a) => a.published && a.category === 'guides')
            .map((a) => a.slug)
            .sort()
        : published;
      expect([args, slugs]).toEqual([args, expected]);
      expect(body.data.articles.every((a: { published: boolean }) => a.published)).toBe(true);
    }
  });

  it('hides a scheduled post (published, with a publication date still to come) from articles and article', async () => {
    const repository = testApp.dataSource.getRepository(Article);
    const source = SEED_ARTICLES.find((a) => a.published)!;
    const scheduled = await repository.save(
      repository.create({
        ...source,
        slug: 'scheduled-graphql-post',
        imageUrl: null,
        wordCount: 1,
        readingTime: 1,
        createdAt: new Date(),
        updatedAt: new Date(),
        publishedAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      }),
    );
    try {
      for (const args of ['', '(published: false)', '(published: true)']) {
        const { body } = await graphql(`{ articles${args} { slug } }`);
        expect(body.data.articles.map((a: { slug: string }) => a.slug)).not.toContain('scheduled-graphql-post');
      }
      const { body } = await graphql('{ article(slug: "scheduled-graphql-post") { title } }');
      expect(body.data.article).toBeNull();
    } finally {
      await repository.delete(scheduled.id);
    }
  });

  it('finds a published article by slug and hides drafts and unknown slugs', async () => {
    const published = SEED_ARTICLES.find((a) => a.published)!;
    const draft = SEED_ARTICLES.find((a) => !a.published)!;
    const query = 'query ($slug: String!) { article(slug: $slug) { title wordCount readingTime } }';
    const found = await graphql(query, { slug: published.slug });
    expect(found.body.data.article.title).toBe(published.title);
    expect(found.body.data.article.wordCount).toBeGreaterThan(300);
    expect((await graphql(query, { slug: draft.slug })).body.data.article).toBeNull();
    expect((await graphql(query, { slug: 'no-such-post' })).body.data.article).toBeNull();
  });

  it('validates the slug format', async () => {
    const { body } = await graphql('{ article(slug: "../../etc/passwd") { id } }');
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('faqs', () => {
  it('lists the FAQs', async () => {
    const { body } = await graphql('{ faqs { id question answer } }');
    expect(body.data.faqs.length).toBeGreaterThanOrEqual(8);
  });
});

describe('errors', () => {
  it('never expose stacks or internals', async () => {
    const { body } = await graphql('{ nope }');
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });
});

describe('subscribe', () => {
  const mutation = 'mutation ($input: SubscribeInput!) { subscribe(input: $input) { success message } }';

  it('subscribes and repeats harmlessly', async () => {
    for (let i = 0; i < 2; i++) {
      const { body } = await graphql(mutation, { input: { email: 'gql@example.com', leadMagnet: 'bulldog-sizing-guide' } });
      expect(body.data.subscribe).toEqual({
        success: true,
        message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
      });
    }
    expect(await testApp.dataSource.getRepository(EmailSubscriber).countBy({ email: 'gql@example.com' })).toBe(1);
  });

  it("rejects a bad address with BAD_USER_INPUT and the site's message", async () => {
    const { body } = await graphql(mutation, { input: { email: 'nope@' } });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toBe('Please enter a valid email address');
  });
});

describe('submitProduct', () => {
  const mutation = 'mutation ($input: ProductSubmissionInput!) { submitProduct(input: $input) { success message } }';

  it('stores a pending submission', async () => {
    const { body } = await graphql(mutation, {
      input: {
        productName: 'Fjord Reflective Collar',
        productReference: 'B0FJORD123',
        submitterName: 'Sam',
        submitterEmail: 'sam@example.com',
      },
    });
    expect(body.data.submitProduct.success).toBe(true);
    const row = await testApp.dataSource.getRepository(ProductSubmission).findOneByOrFail({ amazonAsin: 'B0FJORD123' });
    expect({ status: row.status, submitterName: row.submitterName }).toEqual({ status: 'pending', submitterName: 'Sam' });
  });

  it('cannot set a status: the input has no such field', async () => {
    const { body } = await graphql(mutation, {
      input: { productName: 'X', productReference: 'B0FJORD124', submitterEmail: 'sam@example.com', status: 'approved' },
    });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('reports invalid fields in extensions', async () => {
    const { body } = await graphql(mutation, { input: { productName: 'X', productReference: 'nope', submitterEmail: 'sam@example.com' } });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fields.productReference).toContain('10-character Amazon ASIN');
  });
});
