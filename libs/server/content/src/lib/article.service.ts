import { countWords, NotFoundError, readingMinutes } from '@bcg/server/core';
import { isSlug } from '@bcg/shared/validation';
import { Like, type FindOptionsWhere, type Repository } from 'typeorm';
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
export const DRAFT_AUTHOR = 'Bulldog Collar Guide Editorial Team';

export interface ListArticlesOptions {
  publishedOnly?: boolean;
  category?: string;
  limit?: number;
}

/** Articles as readers see them: newest first, retailer links tagged. */
export class ArticleService {
  constructor(
    private readonly articles: Repository<Article>,
    private readonly affiliateTag: string,
  ) {}

  /** Articles newest first (by publication, then creation), optionally only published ones of one category. */
  async list({ publishedOnly = false, category, limit }: ListArticlesOptions = {}): Promise<Article[]> {
    // No stored category can match anything else; PostgreSQL would even refuse a NUL in the query.
    if (category !== undefined && !isSlug(category)) return [];
    const where: FindOptionsWhere<Article> = {};
    if (publishedOnly) where.published = true;
    if (category !== undefined) where.category = category;
    const rows = await this.articles.find({
      where,
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((article) => this.forReaders(article));
  }

  /** One published article by slug; unknown and unpublished slugs are both "not found". */
  async getPublishedBySlug(slug: string): Promise<Article> {
    const article = isSlug(slug) ? await this.articles.findOneBy({ slug, published: true }) : null;
    if (!article) throw new NotFoundError(CONTENT_ERRORS.postNotFound);
    return this.forReaders(article);
  }

  /**
   * Saves an unpublished article. A slug that is taken gets the first free suffix (-2, -3, ...), so a
   * generated draft never overwrites or blocks an existing article. Written through the repository (not SQL)
   * so entity subscribers (cache invalidation) see it.
   */
  async createDraft(input: DraftArticleInput): Promise<Article> {
    const slug = await this.freeSlug(input.slug);
    const wordCount = countWords(input.content);
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
    return this.articles.save(draft);
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
    const taken = new Set((await this.articles.find({ select: { slug: true }, where: [{ slug: base }, { slug: Like(`${base}-%`) }] })).map((row) => row.slug));
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
