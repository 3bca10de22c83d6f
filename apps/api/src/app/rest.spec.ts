import { Article } from '@bcg/server/content';
import { EmailSubscriber } from '@bcg/server/leads';
import { SEED_ARTICLES, SEED_FAQS, SEED_PRODUCTS } from '@bcg/server/seed';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_AFFILIATE_TAG } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/**
 * An article as the legacy REST adapter answers it, for a snapshot: every field name and value, except the body, which
 * is pinned by its own tests (sanitising, link tagging) and stands here as its first tag and whether it is HTML.
 */
function withoutBody(article: { content: string }) {
  return { ...article, content: `${/^\s*(<[a-z0-9]+)/.exec(article.content)?.[1] ?? 'not HTML'}...` };
}

describe('GET /api/products', () => {
  it('lists every product in catalogue order with the legacy field names and values', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const products = response.json();
    expect(products).toHaveLength(SEED_PRODUCTS.length);
    expect(products.map((p: { name: string }) => p.name)).toEqual([...SEED_PRODUCTS].sort((a, b) => a.rank - b.rank).map((p) => p.name));
    // The seeded catalogue as a client of the legacy API reads it: names, "$xx.xx" prices, ratings as numeric text,
    // snake_case bulldog_fit_notes beside camelCase fields, the date the prices were checked.
    expect(products).toMatchSnapshot();
  });

  it('keeps the display formats: price "$xx.xx", rating numeric text, bulldog_fit_notes', async () => {
    for (const product of (await get('/api/products')).json()) {
      expect(product.price).toMatch(/^\$\d+\.\d{2}$/);
      expect(product.rating).toMatch(/^\d(\.\d)?$/);
      expect(Number.isInteger(product.reviewCount)).toBe(true);
      expect(product.amazonAsin).toMatch(/^[A-Z0-9]{10}$/);
      expect(Array.isArray(product.bulldog_fit_notes)).toBe(true);
      expect(product).not.toHaveProperty('bulldogFitNotes');
    }
  });
});

describe('GET /api/products?breed=', () => {
  it('lists only the collars the owner says suit the breed, in catalogue order', async () => {
    const response = await get('/api/products?breed=french');
    expect(response.statusCode).toBe(200);
    const expected = SEED_PRODUCTS.filter((product) => product.breeds.includes('french')).map((product) => product.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(response.json().map((product: { slug: string }) => product.slug)).toEqual(expected);
    expect((await get('/api/products?breed=french&limit=2')).json().map((product: { slug: string }) => product.slug)).toEqual(
      expected.slice(0, 2),
    );
  });

  it('answers 400 for a breed the site does not cover', async () => {
    expect((await get('/api/products?breed=poodle')).statusCode).toBe(400);
  });
});

describe('GET /api/articles', () => {
  const published = SEED_ARTICLES.filter((a) => a.published);

  it('lists the published articles only, newest first, in the legacy shape', async () => {
    const articles: Array<{ slug: string; published: boolean; publishedAt: string | null; createdAt: string; content: string }> = (
      await get('/api/articles')
    ).json();
    expect(articles).toHaveLength(published.length);
    expect(articles.every((a) => a.published)).toBe(true);
    // Newest first: by publication date, then by creation date.
    const newestFirst = [...published].sort(
      (a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
    );
    expect(articles.map((a) => [a.slug, a.publishedAt && Date.parse(a.publishedAt)])).toEqual(
      newestFirst.map((a) => [a.slug, a.publishedAt && Date.parse(a.publishedAt)]),
    );
    expect(articles.map(withoutBody)).toMatchSnapshot();
  });

  it('never returns a draft or a scheduled post, whatever ?published says', async () => {
    const repository = testApp.dataSource.getRepository(Article);
    const [first] = published;
    const scheduled = await repository.save(
      repository.create({
        ...first!,
        slug: 'scheduled-rest-post',
        imageUrl: null,
        wordCount: 1,
        readingTime: 1,
        createdAt: new Date(),
        updatedAt: new Date(),
        publishedAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      }),
    );
    try {
      for (const url of ['/api/articles', '/api/articles?published=true', '/api/articles?published=false', '/api/articles?published=']) {
        const articles: Array<{ slug: string; published: boolean }> = (await get(url)).json();
        expect([url, articles.map((a) => a.slug).sort()]).toEqual([url, published.map((a) => a.slug).sort()]);
      }
      expect((await get('/api/content/blog-posts/scheduled-rest-post')).statusCode).toBe(404);
    } finally {
      await repository.delete(scheduled.id);
    }
  });

  it('with ?published=true keeps its answer and readTime', async () => {
    const articles = (await get('/api/articles?published=true')).json();
    expect(articles).toHaveLength(published.length);
    expect(articles[0].readTime).toBe(`${articles[0].readingTime} min read`);
  });

  it('serves bodies with every retailer link tagged', async () => {
    const articles = (await get('/api/articles')).json();
    const links = articles.flatMap((a: { content: string }) => a.content.match(/https:\/\/www\.amazon\.com\/dp\/[^"\s<]+/g) ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain(`tag=${TEST_AFFILIATE_TAG}`);
  });
});

describe('GET /api/faqs', () => {
  it('lists id, question and answer only, in order', async () => {
    const faqs = (await get('/api/faqs')).json();
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(SEED_FAQS.map((f) => f.question));
    expect(faqs).toEqual(SEED_FAQS.map((faq, i) => ({ id: i + 1, question: faq.question, answer: faq.answer })));
  });
});

describe('GET /api/content/blog-posts/{slug}', () => {
  const published = SEED_ARTICLES.find((a) => a.published)!;
  const draft = SEED_ARTICLES.find((a) => !a.published)!;

  it('answers {success, post} for a published post', async () => {
    const response = await get(`/api/content/blog-posts/${published.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.post.slug).toBe(published.slug);
    expect(body.post.title).toBe(published.title);
    expect({ ...body, post: withoutBody(body.post) }).toMatchSnapshot();
  });

  it('answers 404 with a JSON error for unknown and unpublished slugs', async () => {
    for (const slug of ['no-such-post', draft.slug]) {
      const response = await get(`/api/content/blog-posts/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Post not found' });
    }
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON, never an HTML page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/products'],
      ['GET', '/api'],
      ['DELETE', '/api/content/blog-posts/x/y'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('POST /api/subscribe', () => {
  const subscribe = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('subscribes once, whatever the number of attempts', async () => {
    for (const email of ['Reader@Example.com', ' reader@example.COM ']) {
      const response = await subscribe({ email, leadMagnet: 'bulldog-sizing-guide' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
      });
    }
    const rows = await testApp.dataSource
      .getRepository(EmailSubscriber)
      .find({ select: { email: true, leadMagnet: true }, where: { email: 'reader@example.com' } });
    expect(rows.map(({ email, leadMagnet }) => ({ email, leadMagnet }))).toEqual([
      { email: 'reader@example.com', leadMagnet: 'bulldog-sizing-guide' },
    ]);
  });

  it.each([{}, { email: '' }, { email: 'not-an-address' }, { email: ['a@b.co'] }, null])(
    'answers 400 naming the email for %j',
    async (payload) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().error).toMatch(/email/i);
    },
  );
});

describe('POST /api/product-submissions', () => {
  const submit = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/product-submissions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const rows = () =>
    testApp.dataSource.getRepository(ProductSubmission).find({
      select: { productName: true, amazonAsin: true, submitterName: true, submitterEmail: true, status: true },
      order: { id: 'ASC' },
    });

  it('stores a suggestion as pending whatever status the client sends, taking the ASIN from a link', async () => {
    const response = await submit({
      productName: '  Oakline Padded Collar ',
      amazonAsin: 'https://www.amazon.com/Oakline/dp/b0abcdefgh/ref=sr_1_1',
      submitterEmail: 'Owner@Example.COM',
      status: 'approved',
      id: 999,
      submittedAt: '2001-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thank you! We will look at this collar and may add it to our tests.' });
    expect(await rows()).toEqual([
      {
        productName: 'Oakline Padded Collar',
        amazonAsin: 'B0ABCDEFGH',
        submitterName: null,
        submitterEmail: 'owner@example.com',
        status: 'pending',
      },
    ]);
  });

  it('drops a submission with the honeypot filled, answering as if it were kept', async () => {
    const before = (await rows()).length;
    const response = await submit({
      productName: 'Spam',
      amazonAsin: 'B0SPAM0000',
      submitterEmail: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await rows()).toHaveLength(before);
  });

  it('answers 400 with a message per invalid field and stores nothing', async () => {
    const before = (await rows()).length;
    const response = await submit({ productName: '', amazonAsin: 'https://www.amazon.com/s?k=collar', submitterEmail: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Product name is required',
      fields: {
        productName: 'Product name is required',
        productReference: expect.stringContaining('10-character Amazon ASIN'),
        submitterEmail: 'Email must be at least 5 characters',
      },
    });
    expect(await rows()).toHaveLength(before);
  });
});
