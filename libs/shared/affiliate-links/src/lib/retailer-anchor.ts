import { RETAILER_LINK_REL } from './retailer-link-rel';
import { assertValidAffiliateTag, isRetailerUrl, tagRetailerUrl } from './retailer-url';

/** Attributes written here on a retailer link; every other attribute is kept as it was. */
const MANAGED_ATTRIBUTES = new Set(['href', 'rel', 'target']);

/** URL parsers drop leading and trailing ASCII whitespace and control characters from an href, and nothing more. */
function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

/**
 * The attributes of an `<a>` (decoded values, as an HTML parser gives them) rewritten for a retailer link: the
 * href tagged, `rel="sponsored nofollow noopener"` replacing any rel, and `target="_blank"` unless a target is
 * set. Attributes of any other link come back as they are. One fixed order (href, the others, rel, target) is
 * what makes a second pass a no-op. Throws only when the affiliate tag is invalid.
 */
export function retailerAnchorAttributes(attributes: Readonly<Record<string, string>>, affiliateTag: string): Record<string, string> {
  assertValidAffiliateTag(affiliateTag);
  const href = attributes['href'];
  const url = href === undefined ? '' : trimControlsAndSpaces(href);
  if (!isRetailerUrl(url)) return { ...attributes };
  const others = Object.entries(attributes).filter(([name]) => !MANAGED_ATTRIBUTES.has(name.toLowerCase()));
  return {
    href: tagRetailerUrl(url, affiliateTag),
    ...Object.fromEntries(others),
    rel: RETAILER_LINK_REL,
    target: attributes['target'] ?? '_blank',
  };
}
