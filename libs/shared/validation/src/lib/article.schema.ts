import * as z from 'zod/mini';
import { described, text } from './schema-kit';
import { isSlug, MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from './slug';

/** Length caps of the article editor's fields (the columns hold them). */
const ARTICLE_LIMITS = {
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

/** A required text field, trimmed; lower-case labels: its messages name the field as the API's `fields` do. */
const required = (field: string, max: number, description: string, multiLine = false) =>
  text(field, { max, required: true, multiLine, trim: true, description });

const phrases = (field: string, description: string) =>
  described(
    z
      .array(required(field, ARTICLE_LIMITS.phrase, 'One phrase.'), { error: `${field} must be a list of phrases` })
      .check(z.maxLength(ARTICLE_LIMITS.phrases, `${field} may hold at most ${ARTICLE_LIMITS.phrases} phrases`)),
    description,
  );

/** A same-origin path (an upload) or an https address; never another scheme or a protocol-relative URL. */
const isCoverAddress = (value: string) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\/\S*$/.test(value);

/** Every field the editor writes, with its rules and its description (one text for OpenAPI and GraphQL). */
export const articleFields = {
  title: required('title', ARTICLE_LIMITS.title, 'Headline, on one line.'),
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
  excerpt: required('excerpt', ARTICLE_LIMITS.excerpt, 'Short plain-text summary.', true),
  metaDescription: required(
    'metaDescription',
    ARTICLE_LIMITS.metaDescription,
    `Search result summary, at most ${ARTICLE_LIMITS.metaDescription} characters (160 are shown whole).`,
    true,
  ),
  markdown: required(
    'markdown',
    ARTICLE_LIMITS.markdown,
    'The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content`.',
    true,
  ),
  targetKeywords: phrases('targetKeywords', 'Search phrases the article was written for.'),
  seoKeywords: phrases('seoKeywords', 'Meta keywords.'),
  imageUrl: described(
    z.nullable(
      z
        .string({ error: 'imageUrl must be text' })
        .check(
          z.maxLength(ARTICLE_LIMITS.imageUrl, `imageUrl must be at most ${ARTICLE_LIMITS.imageUrl} characters`),
          z.refine(isCoverAddress, 'imageUrl must be a path on this site or an https address'),
        ),
    ),
    'Cover image: a path on this site or an https address. Explicit null removes it.',
  ),
  author: required('author', ARTICLE_LIMITS.author, 'Byline, on one line.'),
  published: z
    .boolean({ error: 'published must be true or false' })
    .check(z.describe('true publishes now (a first publication dates it), false takes it back to a draft.')),
  publishAt: described(
    z.nullable(z.date({ error: 'publishAt must be a date and time' })),
    'Publication time: in the future it schedules the post, which appears by itself then. Explicit null withdraws a schedule.',
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
/** What the editor writes of an article, every field present. */
export type ArticleFields = Required<Omit<z.output<typeof articleChangesSchema>, 'published' | 'publishAt'>>;
