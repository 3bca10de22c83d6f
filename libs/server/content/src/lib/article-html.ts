import { retailerAnchorAttributes, tagRetailerUrlsInHtmlText } from '@bcg/shared/affiliate-links';
import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may contain: text structure, links, tables and same-origin or https images.
 * No scripts, styles, event handlers, iframes, forms or comments, whatever was stored.
 */
const ARTICLE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Heading levels below the page's own <h1>.
  transformTags: { h1: 'h2' },
};

/** The body with only what {@link ARTICLE_HTML_POLICY} allows; links untouched. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_POLICY);
}

// In the sanitiser's output "<" and ">" only ever delimit tags: text and attribute values have them escaped.
const TEXT_BETWEEN_TAGS = /(^|>)([^<]+)/g;

/**
 * The body as readers get it, in one parse: sanitised (so stored content can never run script) while every
 * retailer link gets the affiliate tag and rel="sponsored nofollow noopener"; then retailer URLs written as text
 * are tagged in the sanitiser's normalised output, where the text between tags is plain escaped text. The href
 * is rewritten before the sanitiser checks its scheme, so a tagged link is filtered like any other.
 */
export function renderArticleHtml(html: string, affiliateTag: string): string {
  const sanitised = sanitizeHtml(html, {
    ...ARTICLE_HTML_POLICY,
    transformTags: {
      ...ARTICLE_HTML_POLICY.transformTags,
      a: (tagName, attribs) => ({ tagName, attribs: retailerAnchorAttributes(attribs, affiliateTag) }),
    },
  });
  return sanitised.replace(
    TEXT_BETWEEN_TAGS,
    (_match, start: string, text: string) => start + tagRetailerUrlsInHtmlText(text, affiliateTag),
  );
}
