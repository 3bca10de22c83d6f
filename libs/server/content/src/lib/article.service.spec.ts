import 'reflect-metadata';
import { createTestDataSource, testDatabaseKind } from '@bcg/server/core/testing';
import { Article } from './article.entity';
import { ArticleService, type DraftArticleInput } from './article.service';

const draft = (slug: string): DraftArticleInput => ({
  slug,
  title: 'Padded Collars and Skin Folds',
  category: 'guides',
  metaDescription: 'Why padding matters for bulldog neck folds.',
  content: '<p>Check the folds daily.</p>',
  targetKeywords: ['padded bulldog collar'],
  seoKeywords: ['bulldog fold care'],
});

// On SQLite, or on PostgreSQL under `npm run test:pg`.
describe(`ArticleService.createDraft on ${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let articles: ArticleService;

  beforeEach(async () => {
    db = await createTestDataSource([Article]);
    articles = new ArticleService(db.dataSource.getRepository(Article), 'testtag-20');
  });
  afterEach(() => db.close());

  it('numbers a slug that is taken', async () => {
    expect((await articles.createDraft(draft('fold-care'))).slug).toBe('fold-care');
    expect((await articles.createDraft(draft('fold-care'))).slug).toBe('fold-care-2');
    expect((await articles.createDraft(draft('fold-care'))).slug).toBe('fold-care-3');
  });

  it('saves 30 simultaneous drafts of one slug, each under its own slug, and keeps every row', async () => {
    const saved = await Promise.all(Array.from({ length: 30 }, () => articles.createDraft(draft('same-topic'))));
    const slugs = saved.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(30);
    expect(slugs).toContain('same-topic');
    for (const slug of slugs) expect(slug).toMatch(/^same-topic(-\d+|-[0-9a-f]{6})?$/);
    const rows = await db.dataSource.getRepository(Article).find();
    expect(rows.map((row) => [row.id, row.slug]).sort()).toEqual(saved.map((article) => [article.id, article.slug]).sort());
  });

  it('does not retry a failure that is not a slug conflict', async () => {
    await expect(articles.createDraft({ ...draft('no-title'), title: null as unknown as string })).rejects.toThrow(/null|NOT NULL/i);
    expect(await db.dataSource.getRepository(Article).count()).toBe(0);
  });
});

describe(`ArticleService public reads on ${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let articles: ArticleService;
  const DAY = 24 * 60 * 60 * 1000;

  beforeEach(async () => {
    db = await createTestDataSource([Article]);
    articles = new ArticleService(db.dataSource.getRepository(Article), 'testtag-20');
    const live = await articles.createDraft(draft('live-post'));
    await articles.setPublished(live.id, true);
    await articles.createDraft(draft('draft-post'));
    const scheduled = await articles.createDraft(draft('scheduled-post'));
    await db.dataSource.getRepository(Article).update(scheduled.id, { published: true, publishedAt: new Date(Date.now() + DAY) });
    const yesterday = await articles.createDraft(draft('went-live-yesterday'));
    await db.dataSource.getRepository(Article).update(yesterday.id, { published: true, publishedAt: new Date(Date.now() - DAY) });
  });
  afterEach(() => db.close());

  it('lists only published posts whose publication date has come, never a draft or a scheduled post', async () => {
    expect((await articles.list()).map((article) => article.slug).sort()).toEqual(['live-post', 'went-live-yesterday']);
    expect((await articles.list({ category: 'guides' })).map((article) => article.slug).sort()).toEqual([
      'live-post',
      'went-live-yesterday',
    ]);
  });

  it('finds neither a draft nor a scheduled post by slug', async () => {
    expect((await articles.getPublishedBySlug('went-live-yesterday')).slug).toBe('went-live-yesterday');
    await expect(articles.getPublishedBySlug('draft-post')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(articles.getPublishedBySlug('scheduled-post')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves drafts and scheduled posts to the administrator', async () => {
    expect((await articles.listForAdmin()).map((article) => article.slug).sort()).toEqual([
      'draft-post',
      'live-post',
      'scheduled-post',
      'went-live-yesterday',
    ]);
  });
});
