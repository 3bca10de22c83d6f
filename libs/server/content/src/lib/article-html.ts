import { tagRetailerLinksInHtml } from '@bcg/shared/affiliate-links';
import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may contain: text structure, links, tables and same-origin or https images.
 * No scripts, styles, event handlers, iframes or forms, whatever was stored.
 */
const ARTICLE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'blockquote', 'code', 'pre',
    'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
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

/**
 * The body as readers get it: sanitised first (so stored content can never run script), then every
 * retailer URL tagged with the affiliate tag and marked rel="sponsored nofollow noopener".
 */
export function renderArticleHtml(html: string, affiliateTag: string): string {
  return tagRetailerLinksInHtml(sanitizeHtml(html, ARTICLE_HTML_POLICY), affiliateTag);
}
