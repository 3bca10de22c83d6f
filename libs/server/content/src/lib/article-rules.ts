import { checkedInput } from '@bcg/server/core';
import {
  articleChangesSchema,
  newArticleSchema,
  newHtmlArticleSchema,
  type ArticleChanges,
  type NewArticleInput,
} from '@bcg/shared/validation';
import { marked } from 'marked';
import { renderArticleHtml } from './article-html';

export type { ArticleChanges, ArticleFields, NewArticleInput } from '@bcg/shared/validation';

// The rules are the shared article schema, the editor form's own, so REST, GraphQL, the import and the form refuse
// the same input with the same words.

/** A new article's fields, trimmed, or a ValidationError naming each bad field. */
export function checkNewArticle(input: NewArticleInput): NewArticleInput {
  return checkedInput(newArticleSchema, input);
}

/** A new article with an HTML body (catalogue import): its fields but the Markdown, trimmed, or a ValidationError. */
export function checkNewHtmlArticle(input: Omit<NewArticleInput, 'markdown'>): Omit<NewArticleInput, 'markdown'> {
  return checkedInput(newHtmlArticleSchema, input);
}

/** An edit's fields, trimmed, or a ValidationError naming each bad field. */
export function checkArticleChanges(input: ArticleChanges): ArticleChanges {
  return checkedInput(articleChangesSchema, input);
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
