import { isRetailerUrl, RETAILER_LINK_REL, tagRetailerUrl } from './retailer-url';
import { tagRetailerUrlsInText } from './tag-text';

// A tag: "<" + name + attributes (quoted values may contain ">") + ">". Anything else is text.
const TAG = /<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

interface Attribute {
  name: string;
  value: string | null;
  /** The attribute exactly as written, so attributes we do not change are kept byte for byte. */
  source: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#38': '&', '#34': '"', '#x26': '&' };

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#38|#34|#x26);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity);
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function parseAttributes(source: string): Attribute[] {
  const attributes: Attribute[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const raw = match[2];
    const value = raw === undefined ? null : raw.startsWith('"') || raw.startsWith("'") ? raw.slice(1, -1) : raw;
    attributes.push({ name: match[1] ?? '', value, source: match[0] });
  }
  return attributes;
}

/** Rewrites an <a> start tag that points at the retailer: tagged href, sponsored rel, new tab. */
function rewriteAnchor(tag: string, affiliateTag: string): string {
  const body = /^<a(\s[\s\S]*?)?(\/?)>$/i.exec(tag);
  if (!body) return tag;
  const attributes = parseAttributes(body[1] ?? '');
  const href = attributes.find((attribute) => attribute.name.toLowerCase() === 'href');
  if (!href?.value) return tag;
  const url = decodeAttribute(href.value.trim());
  if (!isRetailerUrl(url)) return tag;
  // A fixed order (href, the others as written, rel, target) makes a second pass a no-op.
  const named = (name: string) => attributes.find((attribute) => attribute.name.toLowerCase() === name);
  const others = attributes.filter((attribute) => !['href', 'rel', 'target'].includes(attribute.name.toLowerCase()));
  const parts = [
    `href="${encodeAttribute(tagRetailerUrl(url, affiliateTag))}"`,
    ...others.map((attribute) => attribute.source),
    `rel="${RETAILER_LINK_REL}"`,
    named('target')?.source ?? 'target="_blank"',
  ];
  return `<a ${parts.join(' ')}${body[2]}>`;
}

/**
 * Tags retailer links in an HTML string: hrefs of <a> elements get the affiliate tag, rel="sponsored nofollow
 * noopener" and a new tab; retailer URLs written as text are tagged too. Other tags' attributes (img src, ...)
 * and other links are untouched. A string transform, not a sanitiser; idempotent and safe on malformed markup.
 */
export function tagRetailerLinksInHtml(html: string, affiliateTag: string): string {
  let output = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    output += tagRetailerUrlsInText(html.slice(last, match.index), affiliateTag);
    const tag = match[0];
    output += /^<a[\s>/]/i.test(tag) ? rewriteAnchor(tag, affiliateTag) : tag;
    last = match.index + tag.length;
  }
  return output + tagRetailerUrlsInText(html.slice(last), affiliateTag);
}
