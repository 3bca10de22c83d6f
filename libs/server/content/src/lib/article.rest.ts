import type { Article } from './article.entity';

/** The legacy REST shape of an article. */
export interface LegacyArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  author: string;
  category: string;
  metaDescription: string;
  readTime: string;
  readingTime: number;
  wordCount: number;
  content: string;
  targetKeywords: string[];
  seoKeywords: string[];
  published: boolean;
  createdAt: string;
  publishedAt: string | null;
}

export function toLegacyArticle(article: Article): LegacyArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    imageUrl: article.imageUrl,
    author: article.author,
    category: article.category,
    metaDescription: article.metaDescription,
    readTime: article.readTime,
    readingTime: article.readingTime,
    wordCount: article.wordCount,
    content: article.content,
    targetKeywords: article.targetKeywords,
    seoKeywords: article.seoKeywords,
    published: article.published,
    createdAt: article.createdAt.toISOString(),
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
  };
}

/** The editor's REST shape: the legacy article plus its Markdown source and last content change. */
export function toAdminArticle(article: Article): LegacyArticle & { markdown: string | null; updatedAt: string } {
  return { ...toLegacyArticle(article), markdown: article.markdown, updatedAt: article.updatedAt.toISOString() };
}
