import { Type } from '@sinclair/typebox';
import { dateTime, IdParams, MAX_ID, nullable, PAGE_QUERY } from './common-schemas';

export const SlugParams = Type.Object({
  slug: Type.String({ description: 'The post slug: lower-case words joined by hyphens. Any other text is "Post not found".' }),
});

export const ArticlesQuery = Type.Object({
  ...PAGE_QUERY,
  published: Type.Optional(
    Type.String({
      description: 'Kept for the clients that send it: with any value, or none, the answer holds the published articles only.',
    }),
  ),
});

export const PublishedBody = Type.Object({
  published: Type.Boolean({ description: 'true publishes (the first time sets publishedAt), false unpublishes.' }),
});

export const Article = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    excerpt: Type.String(),
    imageUrl: nullable<string>('string'),
    author: Type.String(),
    category: Type.String({ description: "'guides' or 'blog'." }),
    metaDescription: Type.String(),
    readTime: Type.String({ description: 'e.g. "8 min read".' }),
    readingTime: Type.Integer({ description: 'Minutes to read.' }),
    wordCount: Type.Integer(),
    content: Type.String({ description: 'Sanitised HTML, retailer links carrying the affiliate tag.' }),
    targetKeywords: Type.Array(Type.String()),
    seoKeywords: Type.Array(Type.String()),
    published: Type.Boolean(),
    createdAt: dateTime('When the article was created.'),
    publishedAt: nullable<string>('string', { format: 'date-time', description: 'First publication; null for a draft never published.' }),
  },
  { description: 'A guide or blog article (spec section 3).' },
);

export const BlogPostAnswer = Type.Object({ success: Type.Literal(true), post: Article });

/** An article as the editor reads it: the public shape plus its Markdown source and its last content change. */
export const AdminArticle = Type.Object(
  {
    ...Article.properties,
    markdown: nullable<string>('string', { description: 'Markdown source of the body; null for a body written as HTML.' }),
    updatedAt: dateTime('When the content last changed (publication toggles do not count).'),
  },
  { description: 'An article with its editor fields.' },
);

const editorText = (description: string) => Type.Optional(Type.String({ description }));

const phrases = (description: string) => Type.Optional(Type.Array(Type.String(), { description }));

/**
 * The article editor's fields (POST creates, PATCH changes the ones given). Types only: the rules (required fields,
 * lengths, slug pattern) are the service's, so REST and GraphQL answer the same messages naming the field.
 */
export const ArticleEditBody = Type.Object(
  {
    title: editorText('Headline (required for a new article).'),
    slug: editorText('Address part, lower-case words joined by hyphens; generated from the title when a new article has none.'),
    category: editorText("Topic slug, e.g. 'blog' or 'guides' (required for a new article)."),
    excerpt: editorText('Short plain-text summary (required for a new article).'),
    metaDescription: editorText('Search result summary, at most 320 characters; 160 are shown whole (required for a new article).'),
    markdown: editorText(
      'The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content` (required for a new article).',
    ),
    targetKeywords: phrases('Search phrases the article was written for.'),
    seoKeywords: phrases('Meta keywords.'),
    imageUrl: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'Cover image: a path on this site or an https address; null for none.' }),
    ),
    author: editorText('Byline.'),
    published: Type.Optional(
      Type.Boolean({ description: 'true publishes now (a first publication dates it), false takes it back to a draft.' }),
    ),
    publishAt: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Publication time (ISO 8601): in the future it schedules the post, which appears by itself then; null withdraws a schedule.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ArticleRevisionParams = Type.Object({
  id: IdParams.properties.id,
  revisionId: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Id of one of the article revisions.' }),
});
