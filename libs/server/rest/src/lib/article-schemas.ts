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
  .check(z.describe('A guide or blog article (spec section 3).'));

export const BlogPostAnswer = z.object({ success: z.literal(true), post: Article });

/** An article as the editor reads it: the public shape plus its Markdown source and its last content change. */
export const AdminArticle = z
  .object({
    ...Article.shape,
    markdown: z.nullable(z.string()).check(z.describe('Markdown source of the body; null for a body written as HTML.')),
    updatedAt: dateTime('When the content last changed (publication toggles do not count).'),
  })
  .check(z.describe('An article with its editor fields.'));

const editorText = (description: string) => z.optional(z.string().check(z.describe(description)));

const phrases = (description: string) => z.optional(z.array(z.string()).check(z.describe(description)));

/**
 * The article editor's fields (POST creates, PATCH changes the ones given). Types only: the rules (required fields,
 * lengths, slug pattern) are the service's, so REST and GraphQL answer the same messages naming the field.
 */
export const ArticleEditBody = z.strictObject({
  title: editorText('Headline (required for a new article).'),
  slug: editorText('Address part, lower-case words joined by hyphens; generated from the title when a new article has none.'),
  category: editorText("Topic slug, e.g. 'blog' or 'guides' (required for a new article)."),
  excerpt: editorText('Short plain-text summary (required for a new article).'),
  metaDescription: editorText('Search result summary, at most 320 characters; 160 are shown whole (required for a new article).'),
  markdown: editorText('The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content` (required for a new article).'),
  targetKeywords: phrases('Search phrases the article was written for.'),
  seoKeywords: phrases('Meta keywords.'),
  imageUrl: z.optional(z.nullable(z.string()).check(z.describe('Cover image: a path on this site or an https address; null for none.'))),
  author: editorText('Byline.'),
  published: z.optional(
    z.boolean().check(z.describe('true publishes now (a first publication dates it), false takes it back to a draft.')),
  ),
  publishAt: z.optional(
    z
      .nullable(z.string())
      .check(
        z.describe(
          'Publication time (ISO 8601): in the future it schedules the post, which appears by itself then; null withdraws a schedule.',
        ),
      ),
  ),
});

export const ArticleRevisionParams = z.object({
  id: IdParams.shape.id,
  revisionId: z.int().check(z.minimum(1), z.maximum(MAX_ID), z.describe('Id of one of the article revisions.')),
});
