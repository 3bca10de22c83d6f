import {
  asinFromRetailerUrl,
  RETAILER_LINK_FALLBACK_TEXT,
  RETAILER_LINK_REL,
  replaceRetailerUrlsInHtmlText,
  retailerAnchorAttributes,
  tagRetailerUrl,
  tagRetailerUrlsInHtmlText,
} from '@bcg/shared/affiliate-links';
import sanitizeHtml from 'sanitize-html';

/**
 * The elements an article body may contain: text structure, links, tables and images. No script, style, iframe or
 * form. Later passes over a sanitised body (the newsletter's email) allow these and no more, so sanitize-html never
 * sees `script` or `style` allowed (which it would answer with a warning on the console at every call).
 */
export const ARTICLE_HTML_TAGS: readonly string[] = [
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
];

/**
 * What an article body may contain: text structure, links, tables and same-origin or https images.
 * No scripts, styles, event handlers, iframes, forms or comments, whatever was stored.
 */
const ARTICLE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
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

// A tag or the text up to the next one, in the output of renderArticleHtml (well formed, "<" only ever opens a tag).
const TAG_OR_TEXT = /<(\/?)([a-zA-Z0-9]+)[^>]*>|[^<]+/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Calls `visit` for each stretch of text with where it is: inside a link, inside code (shown as written), or neither;
 * its answer replaces the text. Tags come back as they are.
 */
function mapText(html: string, visit: (text: string, place: 'link' | 'code' | 'prose') => string): string {
  let links = 0;
  let code = 0;
  return html.replace(TAG_OR_TEXT, (token, closing: string | undefined, name: string | undefined) => {
    if (name === undefined) return visit(token, code > 0 ? 'code' : links > 0 ? 'link' : 'prose');
    const step = closing ? -1 : 1;
    const lower = name.toLowerCase();
    if (lower === 'a') links = Math.max(0, links + step);
    if (lower === 'code' || lower === 'pre') code = Math.max(0, code + step);
    return token;
  });
}

/** The ASINs of the retailer addresses written as text in a body (outside code), for {@link readableRetailerLinks}' names. */
export function retailerAsinsIn(html: string): string[] {
  const asins = new Set<string>();
  mapText(html, (text, place) => {
    if (place !== 'code')
      replaceRetailerUrlsInHtmlText(text, (url) => {
        const asin = asinFromRetailerUrl(url);
        if (asin) asins.add(asin);
        return url;
      });
    return text;
  });
  return [...asins];
}

/**
 * A body from {@link renderArticleHtml} with every retailer address written as text made readable: as a link's words it
 * becomes the product's name (when `names` has its ASIN) or "View on Amazon"; in prose it becomes such a link, tagged
 * and sponsored. The affiliate tag is then only ever in an href, never in the words a reader sees. Addresses in code
 * are shown as written. Applied when a body is read (not stored), so a renamed product's links follow its name.
 */
export function readableRetailerLinks(html: string, affiliateTag: string, names: ReadonlyMap<string, string>): string {
  const words = (url: string) => {
    const asin = asinFromRetailerUrl(url);
    return escapeHtml((asin && names.get(asin)) || RETAILER_LINK_FALLBACK_TEXT);
  };
  return mapText(html, (text, place) => {
    if (place === 'code') return text;
    if (place === 'link') return replaceRetailerUrlsInHtmlText(text, words);
    return replaceRetailerUrlsInHtmlText(
      text,
      (url) => `<a href="${escapeHtml(tagRetailerUrl(url, affiliateTag))}" rel="${RETAILER_LINK_REL}" target="_blank">${words(url)}</a>`,
    );
  });
}
