import { createSeededTestApp, TEST_ADMIN_PASSWORD, TEST_AFFILIATE_TAG } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let draftId: number;
const DRAFT_SLUG = 'reflective-collars-for-night-walks';

beforeAll(async () => {
  testApp = await createSeededTestApp();
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
  const draft = await testApp.services.articles.createDraft({
    slug: DRAFT_SLUG,
    title: 'Reflective Collars for Night Walks',
    category: 'blog',
    metaDescription: 'How far reflective stitching is seen at night and why a dark bulldog needs it.',
    content:
      '<p>Reflective stitching shows up at 150 metres in headlights.</p><script>alert(1)</script><a href="https://www.amazon.com/dp/B0NIGHT001">see</a>',
    targetKeywords: ['reflective dog collar'],
    seoKeywords: ['night walk dog collar'],
  });
  draftId = draft.id;
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PATCH';
function call(method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

const publishedSlugs = async () =>
  (await call('GET', '/api/articles?published=true')).json().map((article: { slug: string }) => article.slug);

describe('admin article REST calls', () => {
  it.each([
    ['GET', '/api/admin/articles'],
    ['GET', '/api/admin/articles/1'],
    ['PATCH', '/api/admin/articles/1/published'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    for (const bad of [undefined, 'forged-token']) {
      const response = await call(method, url, { token: bad, body: method === 'PATCH' ? { published: true } : undefined });
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists every article with its published state, drafts included', async () => {
    const list = (await call('GET', '/api/admin/articles', { token })).json();
    const draft = list.find((article: { id: number }) => article.id === draftId);
    expect(draft).toMatchObject({ slug: DRAFT_SLUG, published: false, publishedAt: null, category: 'blog' });
    expect(list.some((article: { published: boolean }) => article.published)).toBe(true);
  });

  it('previews a draft with its body sanitised and retailer links tagged', async () => {
    const preview = (await call('GET', `/api/admin/articles/${draftId}`, { token })).json();
    expect(preview.content).not.toContain('<script');
    expect(preview.content).toContain(`https://www.amazon.com/dp/B0NIGHT001?tag=${TEST_AFFILIATE_TAG}`);
    expect((await call('GET', '/api/admin/articles/999999', { token })).statusCode).toBe(404);
  });

  it('publishes a draft (setting publishedAt once), which then appears on the blog, and unpublishes it', async () => {
    expect(await publishedSlugs()).not.toContain(DRAFT_SLUG);
    expect((await call('GET', `/api/content/blog-posts/${DRAFT_SLUG}`)).statusCode).toBe(404);

    const published = (await call('PATCH', `/api/admin/articles/${draftId}/published`, { token, body: { published: true } })).json();
    expect(published).toMatchObject({ id: draftId, published: true, publishedAt: expect.any(String) });
    expect(await publishedSlugs()).toContain(DRAFT_SLUG);
    expect((await call('GET', `/api/content/blog-posts/${DRAFT_SLUG}`)).json()).toMatchObject({
      success: true,
      post: { slug: DRAFT_SLUG },
    });

    const hidden = (await call('PATCH', `/api/admin/articles/${draftId}/published`, { token, body: { published: false } })).json();
    expect(hidden).toMatchObject({ published: false, publishedAt: published.publishedAt });
    expect(await publishedSlugs()).not.toContain(DRAFT_SLUG);

    const again = (await call('PATCH', `/api/admin/articles/${draftId}/published`, { token, body: { published: true } })).json();
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('rejects a body without a boolean published, and unknown ids', async () => {
    const bad = await call('PATCH', `/api/admin/articles/${draftId}/published`, { token, body: { published: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error: 'body/published must be true or false',
      fields: { published: 'body/published must be true or false' },
    });
    expect((await call('PATCH', '/api/admin/articles/999999/published', { token, body: { published: true } })).statusCode).toBe(404);
  });
});

describe('admin article GraphQL', () => {
  const gql = (query: string, bearer?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      payload: { query },
    });

  it('requires the admin session', async () => {
    for (const query of [
      '{ adminArticlesConnection { totalCount } }',
      `{ adminArticle(id: ${draftId}) { id } }`,
      `mutation { setArticlePublished(id: ${draftId}, published: true) { id } }`,
    ]) {
      const response = await gql(query);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists, previews and publishes with a session', async () => {
    const list = (await gql('{ adminArticlesConnection(first: 100) { nodes { id published } } }', token)).json().data
      .adminArticlesConnection.nodes;
    expect(list.find((article: { id: number }) => article.id === draftId)).toBeDefined();
    const preview = (await gql(`{ adminArticle(id: ${draftId}) { slug content } }`, token)).json().data.adminArticle;
    expect(preview.slug).toBe(DRAFT_SLUG);
    const result = (
      await gql(`mutation { setArticlePublished(id: ${draftId}, published: false) { published publishedAt } }`, token)
    ).json();
    expect(result.data.setArticlePublished).toMatchObject({ published: false, publishedAt: expect.any(String) });
  });
});
