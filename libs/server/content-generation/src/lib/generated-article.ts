import { countWords, readingMinutes } from '@bcg/server/core';
import { renderArticleHtml } from '@bcg/server/content';
import { MAX_SLUG_LENGTH, slugify } from '@bcg/shared/validation';
import { PERPLEXITY_ERRORS, PerplexityError } from './perplexity.client';

/** A generated article, ready to be shown and saved as a draft. */
export interface GeneratedArticle {
  title: string;
  slug: string;
  metaDescription: string;
  /** Sanitised HTML, retailer links tagged. */
  content: string;
  targetKeywords: string[];
  seoKeywords: string[];
  wordCount: number;
  readingTime: number;
}

const MAX_TITLE = 200;
const MAX_META = 320;

/** Sonar answers carry citation markers like "[1]" that mean nothing without its source list. */
const stripCitations = (text: string): string => text.replace(/\s?\[\d+(?:,\s*\d+)*\]/g, '');

const plain = (value: unknown, max: number): string =>
  typeof value === 'string'
    ? stripCitations(value)
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, max)
    : '';

const keywords = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? [...new Set(value.map((entry) => plain(entry, 80).toLowerCase()).filter(Boolean))].slice(0, max) : [];

/** The JSON object in an answer, even when the model wrapped it in a Markdown fence or a sentence. */
function extractJson(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) throw new PerplexityError('malformed', PERPLEXITY_ERRORS.malformed);
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new PerplexityError('malformed', PERPLEXITY_ERRORS.malformed);
  }
}

/**
 * Reads the model's JSON answer into an article: text fields trimmed and bounded, the body sanitised and its
 * retailer links tagged (the same rendering readers get), word count and reading time computed from the body.
 * An answer without a title or a body is "malformed".
 */
export function parseGeneratedArticle(answer: string, affiliateTag: string): GeneratedArticle {
  const raw = extractJson(answer) as Record<string, unknown> | null;
  const title = plain(raw?.['title'], MAX_TITLE);
  const content = renderArticleHtml(typeof raw?.['content'] === 'string' ? stripCitations(raw['content']) : '', affiliateTag).trim();
  if (!title || !content) throw new PerplexityError('malformed', PERPLEXITY_ERRORS.malformed);
  const wordCount = countWords(content);
  return {
    title,
    slug: slugify(plain(raw?.['slug'], MAX_SLUG_LENGTH)) || slugify(title) || 'bulldog-collar-article',
    metaDescription: plain(raw?.['metaDescription'], MAX_META) || title,
    content,
    targetKeywords: keywords(raw?.['targetKeywords'], 10),
    seoKeywords: keywords(raw?.['seoKeywords'], 20),
    wordCount,
    readingTime: readingMinutes(wordCount),
  };
}
