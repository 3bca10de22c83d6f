import { randomBytes } from 'node:crypto';
import { countWords, isUniqueViolation, NotFoundError, readingMinutes } from '@bcg/server/core';
import { isSlug, MAX_SLUG_LENGTH } from '@bcg/shared/validation';
import { IsNull, LessThanOrEqual, Like, Or, type FindOptionsWhere, type Repository } from 'typeorm';
import type { Article } from './article.entity';
import { renderArticleHtml } from './article-html';
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
}

/**
 * The one rule of what readers may see: published, and not scheduled for later (a publication date in the future
 * is a scheduled post). Every public read (GraphQL, REST, pages, sitemap, feed) goes through it; the administrator's
 * operations read drafts on purpose and do not.
 */
function publicArticles(now = new Date()): FindOptionsWhere<Article> {
  return { published: true, publishedAt: Or(IsNull(), LessThanOrEqual(now)) };
}

/** Articles as readers see them: newest first, retailer links tagged. */
export class ArticleService {
  constructor(
    private readonly articles: Repository<Article>,
    private readonly affiliateTag: string,
  ) {}

  /**
   * The articles readers may see (published, not scheduled), newest first (by publication, then creation),
   * optionally of one category. Drafts are only ever listed by `listForAdmin`.
   */
  async list({ category, limit }: ListArticlesOptions = {}): Promise<Article[]> {
    // No stored category can match anything else; PostgreSQL would even refuse a NUL in the query.
    if (category !== undefined && !isSlug(category)) return [];
    const where = publicArticles();
    if (category !== undefined) where.category = category;
    const rows = await this.articles.find({
      where,
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((article) => this.forReaders(article));
  }

  /** One article readers may see, by slug; unknown, draft and scheduled slugs are all "not found". */
  async getPublishedBySlug(slug: string): Promise<Article> {
    const article = isSlug(slug) ? await this.articles.findOneBy({ ...publicArticles(), slug }) : null;
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

  /** Administrator: every article, published or not, newest created first. */
  async listForAdmin(): Promise<Article[]> {
    return this.articles.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Administrator: one article by id, drafts included, with the body as readers would get it. */
  async getForPreview(id: number): Promise<Article> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    return this.forReaders(article);
  }

  /** Administrator: publish or unpublish. The first publication sets publishedAt; later ones keep that date. */
  async setPublished(id: number, published: boolean): Promise<Article> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.articleNotFound);
    article.published = published;
    if (published && !article.publishedAt) article.publishedAt = new Date();
    return this.forReaders(await this.articles.save(article));
  }

  private async freeSlug(base: string): Promise<string> {
    const taken = new Set(
      (await this.articles.find({ select: { slug: true }, where: [{ slug: base }, { slug: Like(`${base}-%`) }] })).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    let suffix = 2;
    while (taken.has(`${base}-${suffix}`)) suffix += 1;
    return `${base}-${suffix}`;
  }

  /** The body sanitised, every retailer URL tagged, whatever was stored. */
  private forReaders(article: Article): Article {
    article.content = renderArticleHtml(article.content, this.affiliateTag);
    return article;
  }
}
