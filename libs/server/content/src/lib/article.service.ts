import { NotFoundError } from '@bcg/server/core';
import type { FindOptionsWhere, Repository } from 'typeorm';
import type { Article } from './article.entity';
import { renderArticleHtml } from './article-html';
import { CONTENT_ERRORS } from './content.errors';

/** Slugs and categories are lower-case words joined by hyphens; nothing else can name an article. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 160;
const isSlug = (value: string) => value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);

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

  /** The body sanitised, every retailer URL tagged, whatever was stored. */
  private forReaders(article: Article): Article {
    article.content = renderArticleHtml(article.content, this.affiliateTag);
    return article;
  }
}
