import { decodeAttributeValue, encodeAttributeValue } from './html-entities';
import { tokenizeHtml, type HtmlToken } from './html-tokenizer';
import { assertValidAffiliateTag, isRetailerUrl, RETAILER_LINK_REL, tagRetailerUrl } from './retailer-url';
import { tagRetailerUrlsInHtmlText } from './tag-text';

type StartTag = Extract<HtmlToken, { kind: 'start-tag' }>;

/** Attributes this lib writes itself on a retailer link; every other attribute is copied as written. */
const MANAGED_ATTRIBUTES = new Set(['href', 'rel', 'target']);

/** URL parsers drop leading and trailing ASCII whitespace and control characters from an href, and nothing more. */
function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

/** Rewrites an <a> start tag whose href is a retailer URL: tagged href, sponsored rel, new tab unless set. */
function rewriteAnchor(token: StartTag, affiliateTag: string): string {
  const attribute = (name: string) => token.attributes.find((candidate) => candidate.name.toLowerCase() === name);
  // Browsers use the first of duplicate attributes, so that is the one that decides.
  const href = attribute('href');
  if (href === undefined || href.value === null) return token.source;
  const url = trimControlsAndSpaces(decodeAttributeValue(href.value));
  if (!isRetailerUrl(url)) return token.source;
  const others = token.attributes.filter((candidate) => !MANAGED_ATTRIBUTES.has(candidate.name.toLowerCase()));
  // One fixed layout (href, the others as written, rel, target) is what makes a second pass a no-op.
  const parts = [
    `href="${encodeAttributeValue(tagRetailerUrl(url, affiliateTag))}"`,
    ...others.map((other) => other.source),
    `rel="${RETAILER_LINK_REL}"`,
    attribute('target')?.source ?? 'target="_blank"',
  ];
  // The space keeps a trailing "/" from being read as part of an unquoted value on the next pass.
  return `<${token.name} ${parts.join(' ')}${token.selfClosing ? ' /' : ''}>`;
}

function rewriteToken(token: HtmlToken, affiliateTag: string): string {
  switch (token.kind) {
    case 'text':
      return tagRetailerUrlsInHtmlText(token.source, affiliateTag);
    case 'start-tag':
      return token.name.toLowerCase() === 'a' ? rewriteAnchor(token, affiliateTag) : token.source;
    default:
      return token.source;
  }
}

/**
 * Tags the retailer links of an HTML string. Every `<a>` whose href (quoted or not, `&amp;` understood) is a
 * retailer URL gets the affiliate tag, `rel="sponsored nofollow noopener"` (replacing any rel) and
 * `target="_blank"` unless it has a target; retailer URLs written as text get the tag too. Other links, other
 * tags' attributes (img src, ...), comments and script or style bodies are left as they are.
 *
 * A string transform, not a sanitiser: run it on HTML that has already been sanitised. Idempotent, linear in the
 * input, and never throws on malformed markup; throws only when the affiliate tag itself is invalid.
 */
export function tagRetailerLinksInHtml(html: string, affiliateTag: string): string {
  assertValidAffiliateTag(affiliateTag);
  return tokenizeHtml(html)
    .map((token) => rewriteToken(token, affiliateTag))
    .join('');
}
