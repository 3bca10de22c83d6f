import * as z from 'zod/mini';
import { isSlug, MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from './slug';

/** Length caps of the article editor's fields (the columns hold them). */
export const ARTICLE_LIMITS = {
  title: 200,
  category: 60,
  excerpt: 1000,
  metaDescription: 320,
  markdown: 200_000,
  author: 120,
  imageUrl: 500,
  phrase: 100,
  phrases: 30,
} as const;

/** A required text field, trimmed; its messages name the field as the API's `fields` do. */
const text = (field: string, max: number, description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
      z.describe(description),
    );

const phrases = (field: string, description: string) =>
  z
    .array(text(field, ARTICLE_LIMITS.phrase, 'One phrase.'), { error: `${field} must be a list of phrases` })
    .check(z.maxLength(ARTICLE_LIMITS.phrases, `${field} may hold at most ${ARTICLE_LIMITS.phrases} phrases`), z.describe(description));

/** A same-origin path (an upload) or an https address; never another scheme or a protocol-relative URL. */
const isCoverAddress = (value: string) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\/\S*$/.test(value);

/** Every field the editor writes, with its rules and its description (one text for OpenAPI and GraphQL). */
export const articleFields = {
  title: text('title', ARTICLE_LIMITS.title, 'Headline.'),
  slug: z
    .string({ error: 'slug must be text' })
    .check(
      z.maxLength(MAX_SLUG_LENGTH, `slug must be at most ${MAX_SLUG_LENGTH} characters`),
      z.regex(SLUG_PATTERN, SLUG_MESSAGE),
      z.describe('Address part, lower-case words joined by hyphens; generated from the title when a new article has none.'),
    ),
  category: z.string({ error: 'category must be text' }).check(
    z.refine(
      (value: string) => value.length <= ARTICLE_LIMITS.category && isSlug(value),
      `category must be lower-case words joined by hyphens (at most ${ARTICLE_LIMITS.category} characters)`,
    ),
    z.describe("Topic slug, e.g. 'blog' or 'guides'."),
  ),
  excerpt: text('excerpt', ARTICLE_LIMITS.excerpt, 'Short plain-text summary.'),
  metaDescription: text(
    'metaDescription',
    ARTICLE_LIMITS.metaDescription,
    `Search result summary, at most ${ARTICLE_LIMITS.metaDescription} characters (160 are shown whole).`,
  ),
  markdown: text(
    'markdown',
    ARTICLE_LIMITS.markdown,
    'The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content`.',
  ),
  targetKeywords: phrases('targetKeywords', 'Search phrases the article was written for.'),
  seoKeywords: phrases('seoKeywords', 'Meta keywords.'),
  imageUrl: z.nullable(
    z
      .string({ error: 'imageUrl must be text' })
      .check(
        z.maxLength(ARTICLE_LIMITS.imageUrl, `imageUrl must be at most ${ARTICLE_LIMITS.imageUrl} characters`),
        z.refine(isCoverAddress, 'imageUrl must be a path on this site or an https address'),
        z.describe('Cover image: a path on this site or an https address. Explicit null removes it.'),
      ),
  ),
  author: text('author', ARTICLE_LIMITS.author, 'Byline.'),
  published: z
    .boolean({ error: 'published must be true or false' })
    .check(z.describe('true publishes now (a first publication dates it), false takes it back to a draft.')),
  publishAt: z.nullable(
    z
      .date({ error: 'publishAt must be a date and time' })
      .check(
        z.describe(
          'Publication time: in the future it schedules the post, which appears by itself then. Explicit null withdraws a schedule.',
        ),
      ),
  ),
};

const optional = <T extends Record<string, z.ZodMiniType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema)])) as {
    [K in keyof T]: z.ZodMiniOptional<T[K]>;
  };

const { title, category, excerpt, metaDescription, markdown, ...withDefaults } = articleFields;

/** A new article: title, category, excerpt, meta description and Markdown; the slug comes from the title when left out. */
export const newArticleSchema = z.object({ title, category, excerpt, metaDescription, markdown, ...optional(withDefaults) });

/** An edit: only the fields given change, each checked as on a new article. */
export const articleChangesSchema = z.object(optional(articleFields));

/** A new article whose body comes as HTML (a catalogue import, the seed, a generated draft): no Markdown. */
export const newHtmlArticleSchema = z.omit(newArticleSchema, { markdown: true });

/** A new article as the editor, the API and the import send it, before it is checked. */
export type NewArticleInput = z.input<typeof newArticleSchema>;
/** An edit as sent. */
export type ArticleChanges = z.input<typeof articleChangesSchema>;
/** A new article's checked fields (trimmed). */
export type NewArticle = z.output<typeof newArticleSchema>;
/** What the editor writes of an article, every field present. */
export type ArticleFields = Required<Omit<z.output<typeof articleChangesSchema>, 'published' | 'publishAt'>>;
/** The publication controls of a save. */
export type ArticlePublication = Pick<ArticleChanges, 'published' | 'publishAt'>;
export type ArticleErrors = Partial<Record<keyof typeof articleFields, string>>;
