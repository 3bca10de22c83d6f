import { ValidationError } from '@bcg/server/core';
import { isSlug, MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from '@bcg/shared/validation';
import { marked } from 'marked';
import { z } from 'zod';
import { renderArticleHtml } from './article-html';

/** What the editor writes of an article; the body as Markdown, which the server renders to `content`. */
export interface ArticleFields {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  metaDescription: string;
  markdown: string;
  targetKeywords: string[];
  seoKeywords: string[];
  imageUrl: string | null;
  author: string;
}

/** A new article: the slug is generated from the title when left out; keywords, image and author have defaults. */
export type NewArticleInput = Pick<ArticleFields, 'title' | 'category' | 'excerpt' | 'metaDescription' | 'markdown'> &
  Partial<ArticleFields> &
  ArticlePublication;

/** An edit: only the fields given change. */
export type ArticleChanges = Partial<ArticleFields> & ArticlePublication;

/**
 * Publication controls of a save. `publishAt` schedules (a future time) or dates (a past time) the publication;
 * null withdraws a scheduled publication. `published` true publishes now, false takes the article back to a draft.
 */
export interface ArticlePublication {
  published?: boolean;
  publishAt?: Date | null;
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const keywords = (field: string) =>
  z.array(text(field, 100), { error: `${field} must be a list of phrases` }).max(30, `${field} may hold at most 30 phrases`);

/** The rules of every editable field, one place for REST and GraphQL (both reach them through the service). */
const FIELD_RULES = {
  title: text('title', 200),
  slug: z
    .string({ error: 'slug must be text' })
    .max(MAX_SLUG_LENGTH, `slug must be at most ${MAX_SLUG_LENGTH} characters`)
    .regex(SLUG_PATTERN, SLUG_MESSAGE),
  category: z
    .string({ error: 'category must be text' })
    .refine((value) => value.length <= 60 && isSlug(value), 'category must be lower-case words joined by hyphens (at most 60 characters)'),
  excerpt: text('excerpt', 1000),
  metaDescription: text('metaDescription', 320),
  markdown: text('markdown', 200_000),
  targetKeywords: keywords('targetKeywords'),
  seoKeywords: keywords('seoKeywords'),
  // A same-origin path (an upload) or an https address; never another scheme or a protocol-relative URL.
  imageUrl: z
    .string({ error: 'imageUrl must be text' })
    .max(500, 'imageUrl must be at most 500 characters')
    .refine(
      (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\/\S*$/.test(value),
      'imageUrl must be a path on this site or an https address',
    )
    .nullable(),
  author: text('author', 120),
  published: z.boolean({ error: 'published must be true or false' }),
  publishAt: z.date({ error: 'publishAt must be a date and time' }).nullable(),
} as const;

const NEW_ARTICLE = z
  .object(FIELD_RULES)
  .partial()
  .required({ title: true, category: true, excerpt: true, metaDescription: true, markdown: true });
const CHANGES = z.object(FIELD_RULES).partial();
/** A new article whose body comes as HTML (a catalogue import of the seed's or a generated article): no Markdown. */
const NEW_HTML_ARTICLE = NEW_ARTICLE.omit({ markdown: true });

/** The first problem as the message and every field's own problem, as forms show them (400 / BAD_USER_INPUT). */
function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'input');
    fields[field] ??= issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
  }
  throw new ValidationError(Object.values(fields)[0] ?? 'Invalid article', fields);
}

/** A new article's fields, trimmed, or a ValidationError naming each bad field. */
export function checkNewArticle(input: NewArticleInput): NewArticleInput {
  return checked(NEW_ARTICLE, input) as NewArticleInput;
}

/** A new article with an HTML body (catalogue import): its fields but the Markdown, trimmed, or a ValidationError. */
export function checkNewHtmlArticle(input: Omit<NewArticleInput, 'markdown'>): Omit<NewArticleInput, 'markdown'> {
  return checked(NEW_HTML_ARTICLE, input) as Omit<NewArticleInput, 'markdown'>;
}

/** An edit's fields, trimmed, or a ValidationError naming each bad field. */
export function checkArticleChanges(input: ArticleChanges): ArticleChanges {
  return checked(CHANGES, input) as ArticleChanges;
}

/**
 * Markdown as stored HTML: rendered by `marked` (GitHub flavour, so a bare https address becomes a link), then the
 * article sanitiser and affiliate tagging every other body goes through: raw HTML in the Markdown (a script, an
 * event handler) is dropped, and every retailer link, written or bare, carries the tag.
 */
export function renderArticleMarkdown(markdown: string, affiliateTag: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return renderArticleHtml(html, affiliateTag);
}
