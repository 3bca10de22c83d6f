import { ARTICLE_HTML_TAGS } from '@bcg/server/content';
import sanitizeHtml from 'sanitize-html';

/**
 * The passes below read and rewrite a body the article pipeline has sanitised: they allow its elements, with any
 * attribute it kept. (Allowing every element, `allowedTags: false`, includes `script` and `style`, for which
 * sanitize-html printed a four-line warning on the console at every call, outside the JSON log.)
 */
const SANITISED_BODY: Pick<sanitizeHtml.IOptions, 'allowedTags' | 'allowedAttributes'> = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: false,
};

/** The distinct http(s) link targets of a body, in reading order: their index is their link's `position`. */
export function linkTargetsOf(html: string): string[] {
  const targets: string[] = [];
  sanitizeHtml(html, {
    ...SANITISED_BODY,
    exclusiveFilter: (frame) => {
      const href = frame.tag === 'a' ? frame.attribs['href'] : undefined;
      if (href && /^https?:\/\//i.test(href) && !targets.includes(href)) targets.push(href);
      return false;
    },
  });
  return targets;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INLINE_STYLE: Record<string, string> = {
  p: `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2937;`,
  li: `margin:0 0 8px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2937;`,
  h2: `margin:24px 0 12px;font-family:${FONT};font-size:21px;line-height:1.3;color:#1f2a44;`,
  h3: `margin:20px 0 10px;font-family:${FONT};font-size:18px;line-height:1.3;color:#1f2a44;`,
  a: 'color:#1f2a44;text-decoration:underline;word-break:break-word;',
  img: 'max-width:100%;height:auto;border:0;',
  table: 'width:100%;border-collapse:collapse;',
  blockquote: 'margin:0 0 16px;padding:0 0 0 12px;border-left:4px solid #f59e0b;',
};

/**
 * The body as an email carries it: each element styled inline (mail clients drop style sheets), images and tables
 * no wider than a 320 px screen, and each link's target replaced by `hrefFor` (the click redirect).
 */
export function emailBody(html: string, hrefFor: (href: string) => string): string {
  return sanitizeHtml(html, {
    ...SANITISED_BODY,
    transformTags: {
      '*': (tagName, attribs) => {
        const style = INLINE_STYLE[tagName];
        const next: Record<string, string> = { ...attribs, ...(style ? { style } : {}) };
        if (tagName === 'a' && attribs['href'] && /^https?:\/\//i.test(attribs['href'])) next['href'] = hrefFor(attribs['href']);
        return { tagName, attribs: next };
      },
    },
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const value = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
  });

/**
 * The plain-text part: paragraphs and headings apart, list items as "- ", and each link as its words followed by its
 * target in brackets (`hrefFor`, as in the HTML part), so a text-only reader can follow every link the HTML has.
 */
export function emailText(html: string, hrefFor: (href: string) => string): string {
  // The body is the article pipeline's sanitised HTML: attributes in double quotes, so these patterns hold.
  const text = html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, words: string) => {
      const target = /^https?:\/\//i.test(decode(href)) ? hrefFor(decode(href)) : decode(href);
      return `${words.replace(/<[^>]+>/g, '')} (${target})`;
    })
    .replace(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/gi, (_whole, words: string) => `\n\n${words.replace(/<[^>]+>/g, '').toUpperCase()}\n\n`)
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol|blockquote|table|tr|pre)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
