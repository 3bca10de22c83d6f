import { NotFoundError } from '@bcg/server/core';
import type { FindOptionsWhere, Repository } from 'typeorm';
import type { Article } from './article.entity';
import { renderArticleHtml } from './article-html';
import { CONTENT_ERRORS } from './content.errors';

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
    const article = await this.articles.findOneBy({ slug, published: true });
    if (!article) throw new NotFoundError(CONTENT_ERRORS.postNotFound);
    return this.forReaders(article);
  }

  /** The body sanitised, every retailer URL tagged, whatever was stored. */
  private forReaders(article: Article): Article {
    article.content = renderArticleHtml(article.content, this.affiliateTag);
    return article;
  }
}
