import 'reflect-metadata';
import { Article } from '@bcg/server/content';
import { Revision } from '@bcg/server/revisions';
import { builtWebApp, createSeededTestApp, TEST_ADMIN_PASSWORD, TEST_AFFILIATE_TAG } from './testing';

// The article editor over REST and GraphQL, with the built web app and the response cache
// on (revisionCheckMs 0: every request asks the site revision), on a clock the tests move.
const web = builtWebApp();
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let clock: Date;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  clock = new Date();
  testApp = await createSeededTestApp({}, { ...web, revisionCheckMs: 0, now: () => clock });
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
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
const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: { query, variables },
  });

let serial = 0;
/** A valid new article, unique per call. */
const newArticle = (extra: Record<string, unknown> = {}) => ({
  title: `Night Walk Collars ${++serial}`,
  category: 'blog',
  excerpt: 'Which collars are seen at night.',
  metaDescription: 'Reflective bulldog collars tested on night walks.',
  markdown: '## Seen at night\n\nReflective stitching shows up at 150 metres.',
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/admin/articles', { token, body: newArticle(extra) });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; slug: string; content: string; updatedAt: string; publishedAt: string | null };
};
const articleCount = () => testApp.dataSource.getRepository(Article).count();

describe('who may write', () => {
  it.each([
    ['POST', '/api/admin/articles'],
    ['PATCH', '/api/admin/articles/1'],
    ['GET', '/api/admin/articles/1/revisions'],
    ['POST', '/api/admin/articles/1/revisions/1/restore'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    for (const bad of [undefined, 'forged-token']) {
      expect((await call(method, url, { token: bad, body: method === 'GET' ? undefined : newArticle() })).statusCode).toBe(401);
    }
  });

  it('the GraphQL editor operations need the session', async () => {
    for (const query of [
      'mutation { createArticle(input: { title: "x" }) { id } }',
      'mutation { updateArticle(id: 1, input: { title: "x" }) { id } }',
      'mutation { restoreArticleRevision(id: 1, revisionId: 1) { id } }',
      '{ articleRevisions(id: 1) { id } }',
      '{ articleMarkdownPreview(markdown: "x") }',
    ]) {
      const response = await gql(query);
      expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('writing an article from Markdown', () => {
  it('stores the Markdown and renders it sanitised, with written and bare Amazon links tagged', async () => {
    const article = await create({
      markdown:
        'Read [the review](https://www.amazon.com/dp/B0NIGHT001) first.\n\n<script>alert(1)</script>\n\n' +
        'Or go straight to https://www.amazon.com/dp/B0NIGHT002 and <img src=x onerror="alert(2)">.',
    });
    expect(article.content).not.toMatch(/<script|onerror|alert\(/);
    expect(article.content).toContain(`href="https://www.amazon.com/dp/B0NIGHT001?tag=${TEST_AFFILIATE_TAG}"`);
    expect(article.content).toContain(`href="https://www.amazon.com/dp/B0NIGHT002?tag=${TEST_AFFILIATE_TAG}"`);
    expect(article.content).toContain('rel="sponsored nofollow noopener"');
    const stored = await testApp.dataSource.getRepository(Article).findOneByOrFail({ id: article.id });
    expect(stored.markdown).toContain('<script>alert(1)</script>');
    expect(stored.content).not.toContain('<script');
  });

  it('generates a unique slug from the title, and keeps a draft off the public site', async () => {
    const first = await create({ title: 'Harness or Collar?' });
    const second = await create({ title: 'Harness or Collar?' });
    expect(first.slug).toBe('harness-or-collar');
    expect(second.slug).toBe('harness-or-collar-2');
    expect(first.publishedAt).toBeNull();
    expect((await call('GET', '/api/content/blog-posts/harness-or-collar')).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const taken = await create();
    const before = await articleCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'title'],
      [{ markdown: undefined }, 'markdown'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: taken.slug }, 'slug'],
      [{ metaDescription: 'x'.repeat(321) }, 'metaDescription'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ publishAt: 'next tuesday' }, 'publishAt'],
      [{ category: 'Blog Posts' }, 'category'],
    ];
    for (const [extra, field] of cases) {
      const response = await call('POST', '/api/admin/articles', { token, body: newArticle(extra) });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.error).toContain(field);
    }
    const patch = await call('PATCH', `/api/admin/articles/${taken.id}`, { token, body: { title: 'Fine', slug: '-bad-' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toHaveProperty('slug');
    expect(await articleCount()).toBe(before);
    expect((await call('GET', `/api/admin/articles/${taken.id}`, { token })).json().title).not.toBe('Fine');
    expect((await call('PATCH', '/api/admin/articles/999999', { token, body: { title: 'x' } })).statusCode).toBe(404);
  });

  it('creates, edits and previews through GraphQL, with BAD_USER_INPUT naming the field', async () => {
    const created = (
      await gql(
        'mutation ($input: ArticleEditorInput!) { createArticle(input: $input) { id slug markdown content published } }',
        { input: newArticle({ title: 'GraphQL Written', markdown: 'See https://www.amazon.com/dp/B0GQL00001' }) },
        token,
      )
    ).json().data.createArticle;
    expect(created).toMatchObject({ slug: 'graphql-written', published: false });
    expect(created.content).toContain(`B0GQL00001?tag=${TEST_AFFILIATE_TAG}`);

    const updated = (
      await gql(
        'mutation ($id: Int!) { updateArticle(id: $id, input: { title: "GraphQL Edited" }) { title slug } }',
        { id: created.id },
        token,
      )
    ).json().data.updateArticle;
    expect(updated).toEqual({ title: 'GraphQL Edited', slug: 'graphql-written' });

    const refused = (
      await gql('mutation ($id: Int!) { updateArticle(id: $id, input: { slug: "Bad Slug" }) { id } }', { id: created.id }, token)
    ).json();
    expect(refused.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { slug: expect.any(String) } });

    const preview = (await gql('{ articleMarkdownPreview(markdown: "**hi** <script>x</script>") }', {}, token)).json().data;
    expect(preview.articleMarkdownPreview).toBe('<p><strong>hi</strong> </p>\n');
  });
});

describe('scheduling', () => {
  const lists = async () => ({
    api: (await call('GET', '/api/articles')).body,
    blog: (await call('GET', '/blog')).body,
    sitemap: (await call('GET', '/sitemap.xml')).body,
    feed: (await call('GET', '/blog/rss.xml')).body,
  });

  it('a scheduled post appears by itself at its time in the API, /blog, the sitemap and the feed, not before, with the cache on', async () => {
    const at = new Date(clock.getTime() + 60_000);
    const article = await create({ title: 'Scheduled For Later', publishAt: at.toISOString() });
    expect(article.publishedAt).toBe(at.toISOString());

    // Before its time: absent, and the answers are cached (the second reads are hits).
    for (const body of Object.values(await lists())) expect(body).not.toContain('scheduled-for-later');
    for (const url of ['/api/articles', '/blog', '/sitemap.xml', '/blog/rss.xml']) {
      expect((await call('GET', url)).headers['x-cache']).toBe('hit');
    }
    expect((await call('GET', '/blog/scheduled-for-later')).statusCode).toBe(404);

    advance(59_000);
    for (const body of Object.values(await lists())) expect(body).not.toContain('scheduled-for-later');

    advance(1_000);
    for (const body of Object.values(await lists())) expect(body).toContain('scheduled-for-later');
    const page = await call('GET', '/blog/scheduled-for-later');
    expect(page.statusCode).toBe(200);
    // Written before it came out: modified when it came out, on the page as in the sitemap.
    expect(page.body).toContain(`"dateModified":"${at.toISOString()}"`);
  });

  it('publishes now, unpublishes, and withdraws a schedule', async () => {
    const article = await create({ title: 'Publish Controls' });
    const published = (await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: true } })).json();
    expect(published).toMatchObject({ published: true, publishedAt: clock.toISOString() });
    expect((await call('GET', '/api/articles')).body).toContain('publish-controls');
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: false } });
    expect((await call('GET', '/api/articles')).body).not.toContain('publish-controls');

    const later = await create({ title: 'Withdrawn Schedule', publishAt: new Date(clock.getTime() + 3_600_000).toISOString() });
    const withdrawn = (await call('PATCH', `/api/admin/articles/${later.id}`, { token, body: { publishAt: null } })).json();
    expect(withdrawn).toMatchObject({ published: false, publishedAt: null });
    advance(3_600_000);
    expect((await call('GET', '/api/articles')).body).not.toContain('withdrawn-schedule');
  });
});

describe('renaming a published slug', () => {
  it('keeps the old /blog and /guides URLs answering 301 to the new one, chains resolved, never a loop', async () => {
    const article = await create({ title: 'First Name', published: true });
    const rename = (slug: string) => call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { slug } });
    expect((await call('GET', '/blog/first-name')).statusCode).toBe(200);

    expect((await rename('second-name')).statusCode).toBe(200);
    expect((await rename('third-name')).statusCode).toBe(200);
    for (const old of ['first-name', 'second-name']) {
      for (const prefix of ['blog', 'guides']) {
        const moved = await call('GET', `/${prefix}/${old}`);
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe(`/${prefix}/third-name`);
        // Browsers would keep a 301 for ever and loop once the post is renamed back; this one is revalidated.
        expect(moved.headers['cache-control']).toBe('no-cache');
      }
    }
    expect((await call('GET', '/blog/third-name')).statusCode).toBe(200);

    // Back to the first name: it is live again (no redirect to itself); the others lead to it.
    expect((await rename('first-name')).statusCode).toBe(200);
    expect((await call('GET', '/blog/first-name')).statusCode).toBe(200);
    for (const old of ['second-name', 'third-name']) expect((await call('GET', `/blog/${old}`)).headers.location).toBe('/blog/first-name');

    // Another article may take a freed old slug; then it is that article's page.
    const other = await create({ title: 'Other', slug: 'second-name', published: true });
    expect(other.slug).toBe('second-name');
    expect((await call('GET', '/blog/second-name')).statusCode).toBe(200);

    // Unpublished, its old URLs stop leading anywhere (no redirect to a draft).
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: false } });
    expect((await call('GET', '/blog/third-name')).statusCode).toBe(404);
  });

  it('a draft renamed before publication leaves no redirect', async () => {
    const draft = await create({ title: 'Draft Name' });
    await call('PATCH', `/api/admin/articles/${draft.id}`, { token, body: { slug: 'draft-renamed', published: true } });
    expect((await call('GET', '/blog/draft-name')).statusCode).toBe(404);
    expect((await call('GET', '/blog/draft-renamed')).statusCode).toBe(200);
  });
});

describe('updatedAt', () => {
  it('moves when the content changes, not on publish toggles, slug changes or no-op saves, and is what the page and sitemap report', async () => {
    const article = await create({ title: 'Dated Article' });
    const updatedAt = () => call('GET', `/api/admin/articles/${article.id}`, { token }).then((r) => r.json().updatedAt as string);
    const written = await updatedAt();

    advance(60_000);
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: true } });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { title: 'Dated Article', markdown: newArticle().markdown } });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { slug: 'dated-article-moved' } });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: false } });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { published: true } });
    expect(await updatedAt()).toBe(written);

    advance(60_000);
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { markdown: 'A new paragraph.' } });
    const edited = await updatedAt();
    expect(edited).toBe(clock.toISOString());

    const page = (await call('GET', '/blog/dated-article-moved')).body;
    expect(page).toContain(`"dateModified":"${edited}"`);
    const sitemap = (await call('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain(`/blog/dated-article-moved</loc><lastmod>${edited}</lastmod>`);
  });
});

describe('revisions', () => {
  const revisions = async (id: number) => (await call('GET', `/api/admin/articles/${id}/revisions`, { token })).json();

  it('records every save with what changed, and restores an older one as a new save', async () => {
    const article = await create({ title: 'Revised Article', markdown: 'First text.' });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { markdown: 'Second text.' } });
    await call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { title: 'Revised Again' } });
    const list = await revisions(article.id);
    expect(list.map((revision: { number: number }) => revision.number)).toEqual([3, 2, 1]);
    expect(list[0].changedFields).toEqual(['title']);
    expect(list[1].changedFields).toEqual(['content', 'markdown']);
    expect(list[2]).toMatchObject({ author: 'admin', createdAt: expect.any(String) });

    const first = list[2].id;
    const restored = await call('POST', `/api/admin/articles/${article.id}/revisions/${first}/restore`, { token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Revised Article', markdown: 'First text.' });
    expect(restored.json().content).toContain('First text.');
    const after = await revisions(article.id);
    expect(after).toHaveLength(4);
    expect(after[0].changedFields).toEqual(['content', 'markdown', 'title']);

    expect((await call('POST', `/api/admin/articles/${article.id}/revisions/999999/restore`, { token })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/articles/999999/revisions', { token })).statusCode).toBe(404);

    const viaGraphql = (
      await gql('query ($id: Int!) { articleRevisions(id: $id) { number changedFields } }', { id: article.id }, token)
    ).json();
    expect(viaGraphql.data.articleRevisions[0]).toEqual({ number: 4, changedFields: ['content', 'markdown', 'title'] });
  });

  it('keeps both revisions of two simultaneous edits of one article', async () => {
    const article = await create({ title: 'Concurrent Article' });
    const [a, b] = await Promise.all([
      call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { markdown: 'Edit from tab A.' } }),
      call('PATCH', `/api/admin/articles/${article.id}`, { token, body: { excerpt: 'Edit from tab B.' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await testApp.dataSource
      .getRepository(Revision)
      .find({ where: { subject: 'article', subjectId: article.id }, order: { number: 'ASC' } });
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3]);
    const states = rows.map((row) => JSON.parse(row.snapshot) as { markdown: string; excerpt: string });
    expect(states.some((state) => state.markdown === 'Edit from tab A.')).toBe(true);
    expect(states.some((state) => state.excerpt === 'Edit from tab B.')).toBe(true);
    // The later save started from the earlier one's state: the article holds both edits.
    expect(states[2]).toMatchObject({ markdown: 'Edit from tab A.', excerpt: 'Edit from tab B.' });
  });
});
