import { randomBytes } from 'node:crypto';
import {
  countWords,
  isUniqueViolation,
  NotFoundError,
  pageOf,
  readingMinutes,
  thenById,
  ValidationError,
  whereAnyContains,
  type OrderKey,
  type Page,
  type PageRequest,
} from '@bcg/server/core';
import type { Revision, RevisionComparison, RevisionService } from '@bcg/server/revisions';
import { isSlug, MAX_SLUG_LENGTH, slugify } from '@bcg/shared/validation';
import {
  IsNull,
  LessThanOrEqual,
  Like,
  MoreThan,
  Or,
  type EntityManager,
  type FindOptionsOrder,
  type FindOptionsWhere,
  type Repository,
} from 'typeorm';
import { Article } from './article.entity';
import {
  checkArticleChanges,
  checkNewArticle,
  checkNewHtmlArticle,
  renderArticleMarkdown,
  type ArticleChanges,
  type ArticleFields,
  type NewArticleInput,
} from './article-rules';
import { readableRetailerLinks, renderArticleHtml, retailerAsinsIn } from './article-html';
import { ArticleSlugRedirect } from './article-slug-redirect.entity';
import { CONTENT_ERRORS } from './content.errors';

/** What a new draft needs; the rest (excerpt, author, figures) is derived. */
export interface DraftArticleInput {
  slug: string;
  title: string;
  category: string;
  metaDescription: string;
  content: string;
  targetKeywords: string[];
  seoKeywords: string[];
}

/** Byline of drafts written with the language model; the editor reviews them before publishing. */
const DRAFT_AUTHOR = 'Bulldog Collar Guide Editorial Team';

/** Inserts that find their numbered slug taken by a simultaneous one before a random suffix is used instead. */
const NUMBERED_SLUG_TRIES = 5;
/** Every try after those draws a fresh random suffix; a collision among them is vanishingly rare. */
const MAX_SLUG_TRIES = 10;
/** `base-3f9a1c`, the base shortened if need be so the whole still fits the column. */
const randomlySuffixed = (base: string) => `${base.slice(0, MAX_SLUG_LENGTH - 7).replace(/-+$/, '')}-${randomBytes(3).toString('hex')}`;

export interface ListArticlesOptions {
  category?: string;
  limit?: number;
  /** Skip this many first (REST ?offset=). */
  offset?: number;
}

/**
 * The one rule of what readers may see: published, and not scheduled for later (a publication date in the future
 * is a scheduled post). Every public read (GraphQL, REST, pages, sitemap, feed) goes through it; the administrator's
 * operations read drafts on purpose and do not.
 */
function publicArticles(now = new Date()): FindOptionsWhere<Article> {
  return { published: true, publishedAt: Or(IsNull(), LessThanOrEqual(now)) };
}

/**
 * The order of every public listing: newest publication first, then newest written, then the id, so that the order
 * is total and a page (or a cursor) always means the same rows.
 */
const PUBLIC_ORDER: FindOptionsOrder<Article> = { publishedAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC', id: 'DESC' };

/** Where an article stands for the administrator: a draft, published and out, or published with a date still to come. */
export type ArticleStatus = 'draft' | 'published' | 'scheduled';

/** How the administrator's article table is ordered. */
export type AdminArticleSort = 'newest' | 'oldest' | 'title' | 'titleDesc';

/** A page of the admin's article table: a status, a category, a search (title or slug), an order. */
export interface AdminArticlePageRequest extends PageRequest {
  status?: ArticleStatus | null;
  category?: string | null;
  q?: string | null;
  sort?: AdminArticleSort;
}

/** Each order ends on the id, so it is total; each has an index (a deep page is an index walk). */
const ADMIN_ARTICLE_ORDER: Record<AdminArticleSort, OrderKey[]> = {
  newest: thenById('article', 'createdAt', 'DESC'),
  oldest: thenById('article', 'createdAt', 'ASC'),
  title: thenById('article', 'title', 'ASC'),
  titleDesc: thenById('article', 'title', 'DESC'),
};

/** A public post as a link in the sitemap or the feed: no body. */
export type ArticleLink = Pick<
  Article,
  'id' | 'slug' | 'title' | 'category' | 'metaDescription' | 'createdAt' | 'publishedAt' | 'updatedAt'
>;

/** The columns of an {@link ArticleLink}. */
const ARTICLE_LINK_COLUMNS: Record<keyof ArticleLink, true> = {
  id: true,
  slug: true,
  title: true,
  category: true,
  metaDescription: true,
  createdAt: true,
  publishedAt: true,
  updatedAt: true,
};

/** Byline of articles written in the editor without one. */
const EDITOR_AUTHOR = 'Bulldog Collar Guide Editorial Team';

/** The fields whose change is a change of the content (updatedAt); the slug and the publication state are not. */
const CONTENT_FIELDS = [
  'title',
  'category',
  'excerpt',
  'metaDescription',
  'content',
  'targetKeywords',
  'seoKeywords',
  'imageUrl',
  'author',
] as const satisfies readonly (keyof Article)[];

/** What a revision keeps of an article: everything the editor and the publication controls can change. */
export type ArticleState = Pick<Article, (typeof CONTENT_FIELDS)[number] | 'slug' | 'markdown' | 'published'> & {
  publishedAt: string | null;
};

const stateOf = (article: Article): ArticleState => ({
  slug: article.slug,
  title: article.title,
  category: article.category,
  excerpt: article.excerpt,
  metaDescription: article.metaDescription,
  markdown: article.markdown,
  content: article.content,
  targetKeywords: article.targetKeywords,
  seoKeywords: article.seoKeywords,
  imageUrl: article.imageUrl,
  author: article.author,
  published: article.published,
  publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
});

/** What only a catalogue import may give a new or changed article (never a REST body or GraphQL input). */
export interface ArticleImport {
  /** The body as HTML, for an article without Markdown (the seed's, generated drafts). */
  html?: string;
  /** When it was written, kept from the export (the date the blog shows). */
  createdAt?: Date;
  /** When its content last changed, kept from the export. */
  updatedAt?: Date;
}

export interface ArticleServiceOptions {
  /** The clock that decides whether a scheduled post is out yet (tests move it instead of waiting). */
  now?: () => Date;
  /** Where every editor save records a revision (in the save's transaction). */
  revisions?: RevisionService;
  /** The catalogue's product names by ASIN: the words of retailer links written as bare addresses. */
  productNames?: (asins: string[], manager?: EntityManager) => Promise<ReadonlyMap<string, string>>;
}

/** Articles as readers see them: newest first, retailer links tagged. */
export class ArticleService {
  private readonly now: () => Date;
  private readonly revisions?: RevisionService;
  private readonly productNames: (asins: string[], manager?: EntityManager) => Promise<ReadonlyMap<string, string>>;
  /** Publication times still to come at the last listing or save (ms, ascending): see publicationRevision. */
  private scheduled: number[] = [];
  /** How many of them have come out since this process started. */
  private cameOut = 0;

  constructor(
    private readonly articles: Repository<Article>,
    private readonly affiliateTag: string,
    options: ArticleServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.revisions = options.revisions;
    this.productNames = options.productNames ?? (async () => new Map());
  }

  /**
   * Changes whenever a scheduled post comes out with the passing of time (no write involved), so a response cache
   * that adds it to its revision drops the lists (/blog, the sitemap, the feed) at that moment, not later. A count
   * that only grows: a post that comes out is counted once, however the schedule is reloaded, so an answer cached
   * before that moment never matches again.
   */
  publicationRevision(): string {
    const now = this.now().getTime();
    let due = 0;
    while (due < this.scheduled.length && (this.scheduled[due] ?? Infinity) <= now) due += 1;
    if (due) {
      this.cameOut += due;
      this.scheduled = this.scheduled.slice(due);
    }
    return String(this.cameOut);
  }

  /**
   * Reloads the future publication times: every public listing does (so any answer that leaves a scheduled post
   * out was rendered with its time known here), and so does every save. Times that passed are counted first.
   */
  private async refreshSchedule(): Promise<void> {
    const now = this.now();
    const rows = await this.articles.find({
      select: { id: true, publishedAt: true },
      where: { published: true, publishedAt: MoreThan(now) },
    });
    this.publicationRevision();
    this.scheduled = rows.flatMap((row) => row.publishedAt?.getTime() ?? []).sort((a, b) => a - b);
  }

  /**
   * The articles readers may see (published, not scheduled), newest first (by publication, then creation),
   * optionally of one category. Drafts are only ever listed by `listForAdmin`.
   */
  async list({ category, limit, offset }: ListArticlesOptions = {}): Promise<Article[]> {
    const where = await this.publicWhere(category);
    if (!where) return [];
    const rows = await this.articles.find({ where, order: PUBLIC_ORDER, take: limit, skip: offset });
    return this.allForReaders(rows);
  }

  /**
   * One page of {@link list} (the same articles in the same order) and how many there are in all: what /blog and
   * /guides show a page at a time (GraphQL `articlesConnection`).
   */
  async page({ category, offset, limit }: PageRequest & { category?: string }): Promise<Page<Article>> {
    const where = await this.publicWhere(category);
    if (!where) return { items: [], totalCount: 0, offset };
    const [rows, totalCount] = await this.articles.findAndCount({ where, order: PUBLIC_ORDER, take: limit, skip: offset });
    return { items: await this.allForReaders(rows), totalCount, offset };
  }

  /**
   * The posts readers may see, in {@link list}'s order, with only what a list of links needs (the sitemap, the
   * feed): no body is read or sanitised, so the sitemap of thousands of posts stays a quick indexed read.
   */
  async listLinks({ limit }: { limit?: number } = {}): Promise<ArticleLink[]> {
    const where = await this.publicWhere(undefined);
    if (!where) return [];
    return this.articles.find({ select: ARTICLE_LINK_COLUMNS, where, order: PUBLIC_ORDER, take: limit });
  }

  /** The condition of a public listing (of one category), or null when no stored category can match it. */
  private async publicWhere(category: string | undefined): Promise<FindOptionsWhere<Article> | null> {
    // No stored category can match anything else; PostgreSQL would even refuse a NUL in the query.
    if (category !== undefined && !isSlug(category)) return null;
    await this.refreshSchedule();
    const where = publicArticles(this.now());
    if (category !== undefined) where.category = category;
    return where;
  }

  /** One article readers may see, by slug; unknown, draft and scheduled slugs are all "not found". */
  async getPublishedBySlug(slug: string): Promise<Article> {
    const article = isSlug(slug) ? await this.articles.findOneBy({ ...publicArticles(this.now()), slug }) : null;
    if (!article) throw new NotFoundError(CONTENT_ERRORS.postNotFound);
    return this.forReaders(article);
  }

  /**
   * Saves an unpublished article. A slug that is taken gets the first free suffix (-2, -3, ...), so a
   * generated draft never overwrites or blocks an existing article. Simultaneous drafts can pick the same free
   * slug; the database's unique index lets one of them in and the others look again (after a few rounds, with a
   * random suffix), so none fails: a generated draft is paid for before it is saved. Written through the
   * repository (not SQL) so entity subscribers (cache invalidation) see it.
   */
  async createDraft(input: DraftArticleInput): Promise<Article> {
    const wordCount = countWords(input.content);
    for (let attempt = 1; ; attempt++) {
      const slug = attempt <= NUMBERED_SLUG_TRIES ? await this.freeSlug(input.slug) : randomlySuffixed(input.slug);
      const draft = this.articles.create({
        ...input,
        slug,
        excerpt: input.metaDescription,
        author: DRAFT_AUTHOR,
        imageUrl: null,
        wordCount,
        readingTime: readingMinutes(wordCount),
        published: false,
        publishedAt: null,
        markdown: null,
        updatedAt: this.now(),
      });
      try {
        // One INSERT is atomic by itself. Without a transaction of its own, a slug conflict fails only this
        // statement: on SQLite every save shares one connection, and the ROLLBACK of a failed save's transaction
        // would also undo the drafts other simultaneous saves had just written inside it.
        return await this.articles.save(draft, { transaction: false });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= MAX_SLUG_TRIES) throw error;
      }
    }
  }

  /** Administrator: every article, published or not, newest created first (or a window of them). */
  async listForAdmin(page: Partial<PageRequest> = {}): Promise<Article[]> {
    return this.articles.find({ order: { createdAt: 'DESC', id: 'DESC' }, skip: page.offset, take: page.limit });
  }

  /**
   * Administrator: one page of the articles for the admin's table, with how many match: of one status (draft,
   * published, scheduled: published with a date still to come) and category, searched in the title and slug
   * (case-insensitive "contains", `%` and `_` literal), newest or oldest written first, or by title. Paged and counted
   * in SQL.
   */
  pageForAdmin({ status, category, q, sort = 'newest', offset, limit }: AdminArticlePageRequest): Promise<Page<Article>> {
    const query = this.articles.createQueryBuilder('article');
    const now = this.now();
    if (status === 'draft') query.andWhere('article.published = :published', { published: false });
    if (status === 'published')
      query.andWhere('article.published = :published AND (article.publishedAt IS NULL OR article.publishedAt <= :now)', {
        published: true,
        now,
      });
    if (status === 'scheduled') query.andWhere('article.published = :published AND article.publishedAt > :now', { published: true, now });
    if (category) query.andWhere('article.category = :category', { category });
    whereAnyContains(query, ['article.title', 'article.slug'], q);
    return pageOf(query, ADMIN_ARTICLE_ORDER[sort], { offset, limit });
  }

  /** Administrator: the categories articles are filed under, A to Z (the Articles tab's filter). */
  async categories(): Promise<string[]> {
    const rows = await this.articles
      .createQueryBuilder('article')
      .select('DISTINCT article.category', 'category')
      .orderBy('category', 'ASC')
      .getRawMany<{ category: string }>();
    return rows.map((row) => row.category);
  }

  /** Administrator: one article by id, drafts included, with the body as readers would get it. */
  async getForPreview(id: number): Promise<Article> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    return this.forReaders(article);
  }

  /** Administrator: publish or unpublish. The first publication sets publishedAt; later ones keep that date. */
  async setPublished(id: number, published: boolean): Promise<Article> {
    return this.update(id, { published });
  }

  /**
   * Administrator: a new article from the editor, a draft unless `published` or `publishAt` says otherwise. The
   * slug is the given one (400 when taken) or generated from the title (the first free -2, -3, ...). The Markdown
   * is rendered, sanitised and tagged into `content`; the save records revision 1 in the same transaction.
   */
  async create(input: NewArticleInput): Promise<Article> {
    const fields = checkNewArticle(input);
    const base = fields.slug ?? (slugify(fields.title) || 'article');
    const slug = fields.slug ?? (await this.freeSlug(base));
    return this.forReaders(await this.saving((manager) => this.insert(manager, { ...fields, slug })));
  }

  /**
   * {@link create} inside the caller's transaction (the catalogue import runs every row in one), with what only an
   * import may set: an HTML body (`imported.html`, sanitised and tagged like every body, for articles that have no
   * Markdown) and the dates the article had. The caller calls {@link scheduleChanged} after its commit.
   */
  async createIn(
    manager: EntityManager,
    input: Omit<NewArticleInput, 'markdown'> & { markdown?: string },
    imported: ArticleImport = {},
  ): Promise<Article> {
    const fields = imported.html === undefined ? checkNewArticle(input as NewArticleInput) : checkNewHtmlArticle(input);
    const slug = fields.slug ?? (await this.freeSlug(slugify(fields.title) || 'article', manager.getRepository(Article)));
    return this.insert(manager, { ...fields, slug }, imported);
  }

  private async insert(
    manager: EntityManager,
    fields: Omit<NewArticleInput, 'markdown'> & { markdown?: string; slug: string },
    imported: ArticleImport = {},
  ): Promise<Article> {
    const { slug } = fields;
    await this.claimSlug(manager, slug, null);
    const repository = manager.getRepository(Article);
    const article = repository.create({
      slug,
      title: fields.title,
      category: fields.category,
      excerpt: fields.excerpt,
      metaDescription: fields.metaDescription,
      targetKeywords: fields.targetKeywords ?? [],
      seoKeywords: fields.seoKeywords ?? [],
      imageUrl: fields.imageUrl ?? null,
      author: fields.author ?? EDITOR_AUTHOR,
      published: false,
      publishedAt: null,
      updatedAt: imported.updatedAt ?? this.now(),
      ...(imported.createdAt ? { createdAt: imported.createdAt } : {}),
    });
    if (imported.html !== undefined) this.setContent(article, renderArticleHtml(imported.html, this.affiliateTag), null);
    else this.applyMarkdown(article, fields.markdown ?? '');
    this.applyPublication(article, fields);
    const row = await repository.save(article);
    await this.revisions?.record(manager, { subject: 'article', subjectId: row.id, state: stateOf(row), previous: null });
    return row;
  }

  /**
   * Administrator: saves the fields given (and the publication controls). `updatedAt` moves only when the content
   * changed; a new slug of a published article keeps the old one answering 301 (see redirectFor). Every save that
   * changes something records a revision in its transaction, so two simultaneous edits keep both states; a save that
   * changes nothing writes nothing and records no revision.
   */
  async update(id: number, changes: ArticleChanges): Promise<Article> {
    return this.edit(id, checkArticleChanges(changes));
  }

  /**
   * {@link update} inside the caller's transaction (the catalogue import); `html` replaces the body of an article
   * that has no Markdown, sanitised and tagged like every body. The caller calls {@link scheduleChanged} after its commit.
   */
  async updateIn(manager: EntityManager, id: number, changes: ArticleChanges, html?: string): Promise<Article> {
    return this.editIn(
      manager,
      id,
      checkArticleChanges(changes),
      html === undefined ? undefined : renderArticleHtml(html, this.affiliateTag),
    );
  }

  /** Reloads the times of scheduled posts after writes made through {@link createIn} or {@link updateIn} have committed. */
  scheduleChanged(): Promise<void> {
    return this.refreshSchedule();
  }

  /** A checked edit; `html` (a restore of an HTML body) replaces the body without Markdown. */
  private async edit(id: number, fields: ArticleChanges, html?: string): Promise<Article> {
    return this.forReaders(await this.saving((manager) => this.editIn(manager, id, fields, html)));
  }

  private async editIn(manager: EntityManager, id: number, fields: ArticleChanges, html?: string): Promise<Article> {
    const repository = manager.getRepository(Article);
    // Two edits at once must not both start from the same state (the later would save, and record, the article
    // without the earlier edit): PostgreSQL locks the row until this transaction ends; SQLite transactions are
    // exclusive already (isolateSqliteTransactions), and TypeORM refuses row locks there.
    const postgres = manager.connection.driver.options.type === 'postgres';
    const article = await repository.findOne({ where: { id }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    const previous = stateOf(article);
    this.applyFields(article, fields);
    if (html !== undefined) this.setContent(article, html, null);
    if (fields.slug !== undefined && fields.slug !== previous.slug) {
      await this.claimSlug(manager, fields.slug, article.id);
      // Only a slug readers may have seen needs its URL kept; a draft's was never public.
      if (article.publishedAt) await manager.getRepository(ArticleSlugRedirect).save({ slug: previous.slug, articleId: article.id });
    }
    this.applyPublication(article, fields);
    const next = stateOf(article);
    if ((Object.keys(next) as (keyof ArticleState)[]).every((key) => JSON.stringify(previous[key]) === JSON.stringify(next[key])))
      return article;
    if (CONTENT_FIELDS.some((key) => JSON.stringify(previous[key]) !== JSON.stringify(article[key]))) article.updatedAt = this.now();
    const row = await repository.save(article);
    await this.revisions?.record(manager, { subject: 'article', subjectId: row.id, state: stateOf(row), previous });
    return row;
  }

  /**
   * Administrator: deletes an article for good (its revisions stay, so it can be read back, and a catalogue export
   * from before brings it back); its old addresses stop redirecting. NotFoundError for an unknown id.
   */
  async delete(id: number): Promise<void> {
    try {
      await this.articles.manager.transaction(async (manager) => {
        const article = await manager.getRepository(Article).findOneBy({ id });
        if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
        await manager.getRepository(ArticleSlugRedirect).delete({ articleId: id });
        await manager.getRepository(Article).remove(article);
      });
    } finally {
      await this.refreshSchedule().catch(() => undefined);
    }
  }

  /** Administrator: an article's revisions, newest first (NOT_FOUND for an unknown article). */
  async revisionsOf(id: number): Promise<Revision[]> {
    if (!(await this.articles.existsBy({ id }))) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    return this.requireRevisions().list('article', id);
  }

  /**
   * Administrator: saves a revision's content as a new save, which records a revision of its own: the state it
   * replaces stays in the list. The publication state is left as it is now, and so is the slug (the post's address)
   * unless `restoreSlug` asks for the revision's.
   */
  async restoreRevision(id: number, revisionId: number, { restoreSlug = false }: { restoreSlug?: boolean } = {}): Promise<Article> {
    const found = await this.requireRevisions().get<ArticleState>('article', id, revisionId);
    if (!found) throw new NotFoundError(CONTENT_ERRORS.revisionNotFound);
    const { state } = found;
    const restored: ArticleChanges = {
      ...(restoreSlug ? { slug: state.slug } : {}),
      title: state.title,
      category: state.category,
      excerpt: state.excerpt,
      metaDescription: state.metaDescription,
      targetKeywords: state.targetKeywords,
      seoKeywords: state.seoKeywords,
      imageUrl: state.imageUrl,
      author: state.author,
    };
    // An HTML body (seeded or generated) has no Markdown to render: its stored HTML comes back as it was.
    return state.markdown !== null
      ? this.update(id, { ...restored, markdown: state.markdown })
      : this.edit(id, checkArticleChanges(restored), state.content);
  }

  /**
   * Administrator: what restoring a revision would change, field by field (the value now, then the revision's), for
   * the owner to read before saying yes. The publication state is not restored, so it is not listed; the slug is,
   * though a restore keeps it unless asked. The body is compared as the editor shows it (Markdown, else HTML).
   */
  async compareRevision(id: number, revisionId: number): Promise<RevisionComparison> {
    const found = await this.requireRevisions().get<ArticleState>('article', id, revisionId);
    if (!found) throw new NotFoundError(CONTENT_ERRORS.revisionNotFound);
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    const current = stateOf(article);
    const body = (state: ArticleState) => state.markdown ?? state.content;
    const fields = [
      'title',
      'slug',
      'category',
      'excerpt',
      'metaDescription',
      'targetKeywords',
      'seoKeywords',
      'imageUrl',
      'author',
    ] as const;
    const changes = [
      ...fields.map((field) => ({
        field,
        current: JSON.stringify(current[field] ?? null),
        revision: JSON.stringify(found.state[field] ?? null),
      })),
      { field: 'body', current: JSON.stringify(body(current)), revision: JSON.stringify(body(found.state)) },
    ].filter((change) => change.current !== change.revision);
    return { revision: found.revision, changes };
  }

  /** Administrator: the editor's live preview, rendered exactly as a save would store it. */
  previewMarkdown(markdown: string): string {
    return renderArticleMarkdown(markdown, this.affiliateTag);
  }

  /**
   * Markdown as readers get a published body: rendered, sanitised, retailer links tagged and sponsored, and retailer
   * addresses written as text turned into links named after their collar (the newsletter's body). Reads through
   * `manager` when given (a caller's transaction).
   */
  async renderReadable(markdown: string, manager?: EntityManager): Promise<string> {
    const html = renderArticleMarkdown(markdown, this.affiliateTag);
    const asins = retailerAsinsIn(html);
    const names = asins.length > 0 ? await this.productNames(asins, manager) : new Map<string, string>();
    return readableRetailerLinks(html, this.affiliateTag, names);
  }

  /**
   * Where an old address of a renamed article now is: its current slug and category, when the slug was once one
   * of an article readers may see now; null otherwise (404). A live slug never redirects, so there is no loop.
   */
  async redirectFor(slug: string): Promise<Pick<Article, 'slug' | 'category'> | null> {
    if (!isSlug(slug)) return null;
    const redirect = await this.articles.manager.getRepository(ArticleSlugRedirect).findOneBy({ slug });
    if (!redirect) return null;
    const article = await this.articles.findOneBy({ ...publicArticles(this.now()), id: redirect.articleId });
    return article && article.slug !== slug ? { slug: article.slug, category: article.category } : null;
  }

  private requireRevisions(): RevisionService {
    if (!this.revisions) throw new Error('ArticleService was built without a RevisionService');
    return this.revisions;
  }

  /** One editor save: a transaction (the row, its slug history and its revision together), then fresh schedule times. */
  private async saving(work: (manager: EntityManager) => Promise<Article>): Promise<Article> {
    try {
      return await this.articles.manager.transaction(work);
    } catch (error) {
      // Two saves claiming one free slug at once: the unique index lets one in; the other is told like any taken slug.
      if (isUniqueViolation(error)) throw new ValidationError(CONTENT_ERRORS.slugTaken, { slug: CONTENT_ERRORS.slugTaken });
      throw error;
    } finally {
      await this.refreshSchedule().catch(() => undefined);
    }
  }

  /** A slug for `articleId` (null: a new article): 400 when another article has it; an old URL of it stops redirecting. */
  private async claimSlug(manager: EntityManager, slug: string, articleId: number | null): Promise<void> {
    const owner = await manager.getRepository(Article).findOne({ select: { id: true }, where: { slug } });
    if (owner && owner.id !== articleId) throw new ValidationError(CONTENT_ERRORS.slugTaken, { slug: CONTENT_ERRORS.slugTaken });
    await manager.getRepository(ArticleSlugRedirect).delete({ slug });
  }

  private applyFields(article: Article, fields: Partial<ArticleFields>): void {
    const { markdown, ...plain } = fields;
    for (const [key, value] of Object.entries(plain)) {
      if (value !== undefined) (article as unknown as Record<string, unknown>)[key] = value;
    }
    if (markdown !== undefined) this.applyMarkdown(article, markdown);
  }

  private applyMarkdown(article: Article, markdown: string): void {
    this.setContent(article, renderArticleMarkdown(markdown, this.affiliateTag), markdown);
  }

  private setContent(article: Article, content: string, markdown: string | null): void {
    article.markdown = markdown;
    article.content = content;
    article.wordCount = countWords(content);
    article.readingTime = readingMinutes(article.wordCount);
  }

  /**
   * `publishAt` dates the publication (a future one schedules it; null withdraws a schedule, leaving a draft);
   * `published` true publishes now unless already out (the first publication date is kept), false unpublishes.
   */
  private applyPublication(article: Article, { published, publishAt }: ArticleChanges): void {
    const now = this.now();
    if (publishAt !== undefined && publishAt !== null) {
      article.published = true;
      article.publishedAt = publishAt;
    } else if (publishAt === null) {
      if (article.publishedAt && article.publishedAt > now) {
        article.published = false;
        article.publishedAt = null;
      }
    }
    if (published === true && !(publishAt instanceof Date)) {
      article.published = true;
      if (!article.publishedAt || article.publishedAt > now) article.publishedAt = now;
    } else if (published === false) {
      article.published = false;
    }
  }

  private async freeSlug(base: string, articles: Repository<Article> = this.articles): Promise<string> {
    const taken = new Set(
      (await articles.find({ select: { slug: true }, where: [{ slug: base }, { slug: Like(`${base}-%`) }] })).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  /** The body sanitised, every retailer URL tagged (in hrefs only), whatever was stored. */
  private async forReaders(article: Article): Promise<Article> {
    return (await this.allForReaders([article]))[0] as Article;
  }

  /** {@link forReaders} for a list, with one lookup of the product names its bodies' bare retailer addresses need. */
  private async allForReaders(articles: Article[]): Promise<Article[]> {
    for (const article of articles) article.content = renderArticleHtml(article.content, this.affiliateTag);
    const asins = [...new Set(articles.flatMap((article) => retailerAsinsIn(article.content)))];
    const names = asins.length > 0 ? await this.productNames(asins) : new Map<string, string>();
    for (const article of articles) article.content = readableRetailerLinks(article.content, this.affiliateTag, names);
    return articles;
  }
}
