import { articleChangesSchema, described } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime, IdParams, MAX_ID, PAGE_QUERY } from './common-schemas';

export const SlugParams = z.object({
  slug: z.string().check(z.describe('The post slug: lower-case words joined by hyphens. Any other text is "Post not found".')),
});

export const ArticlesQuery = z.object({
  ...PAGE_QUERY,
  published: z.optional(
    z
      .string()
      .check(z.describe('Kept for the clients that send it: with any value, or none, the answer holds the published articles only.')),
  ),
});

export const PublishedBody = z.object({
  published: z.boolean().check(z.describe('true publishes (the first time sets publishedAt), false unpublishes.')),
});

export const Article = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    imageUrl: z.nullable(z.string()),
    author: z.string(),
    category: z.string().check(z.describe("'guides' or 'blog'.")),
    metaDescription: z.string(),
    readTime: z.string().check(z.describe('e.g. "8 min read".')),
    readingTime: z.int().check(z.describe('Minutes to read.')),
    wordCount: z.int(),
    content: z.string().check(z.describe('Sanitised HTML, retailer links carrying the affiliate tag.')),
    targetKeywords: z.array(z.string()),
    seoKeywords: z.array(z.string()),
    published: z.boolean(),
    createdAt: dateTime('When the article was created.'),
    publishedAt: z.nullable(z.iso.datetime()).check(z.describe('First publication; null for a draft never published.')),
  })
  .check(z.describe('A guide or blog article.'));

export const BlogPostAnswer = z.object({ success: z.literal(true), post: Article });

/** An article as the editor reads it: the public shape plus its Markdown source and its last content change. */
export const AdminArticle = z
  .object({
    ...Article.shape,
    markdown: z.nullable(z.string()).check(z.describe('Markdown source of the body; null for a body written as HTML.')),
    updatedAt: dateTime('When the content last changed (publication toggles do not count).'),
  })
  .check(z.describe('An article with its editor fields.'));

/**
 * The article editor's fields (POST creates, PATCH changes the ones given): the shared article schema, the editor
 * form's own, so REST refuses what the form and GraphQL refuse, in the same words. Only `publishAt` differs: JSON
 * carries it as ISO 8601 text, which the route reads as a date.
 */
export const ArticleEditBody = z.strictObject({
  ...articleChangesSchema.shape,
  publishAt: z.optional(
    described(
      z.nullable(z.string()),
      'Publication time (ISO 8601): in the future it schedules the post, which appears by itself then; null withdraws a schedule.',
    ),
  ),
});

export const ArticleRevisionParams = z.object({
  id: IdParams.shape.id,
  revisionId: z.int().check(z.minimum(1), z.maximum(MAX_ID), z.describe('Id of one of the article revisions.')),
});
