import { isRetailerHost, parseHttpUrl } from './retailer-host';

/** The query parameter that carries the Amazon Associates tag. */
export const AFFILIATE_TAG_PARAM = 'tag';

/** An Amazon ASIN: exactly 10 upper-case letters or digits. The one copy of the rule (validation and config use it). */
const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
/** An Associates tag such as "mysite-20": 1 to 128 letters, digits or hyphens. */
export const AFFILIATE_TAG_PATTERN = /^[A-Za-z0-9-]{1,128}$/;

/** True for an Amazon ASIN: exactly 10 upper-case letters or digits. */
export function isValidAsin(asin: string): boolean {
  return ASIN_PATTERN.test(asin);
}

/** True for an Associates tag such as "mysite-20": 1 to 128 letters, digits or hyphens. */
export function isValidAffiliateTag(tag: string): boolean {
  return AFFILIATE_TAG_PATTERN.test(tag);
}

/**
 * Throws unless the tag is valid. The taggers check too, not only the builder: a tag with "&", "#" or "." could
 * break out of the parameter or be cut off as sentence punctuation, and then tagging would no longer be idempotent.
 */
export function assertValidAffiliateTag(tag: string): void {
  if (!isValidAffiliateTag(tag)) {
    throw new Error(`Invalid affiliate tag "${tag}": expected 1-128 letters, digits or hyphens, e.g. "mysite-20"`);
  }
}

/**
 * True for an absolute (or protocol-relative, `//www.amazon.com/...`) http(s) URL on an Amazon storefront host.
 * amzn.to short links and lookalike hosts (amazon.evil.com, notamazon.com) are not retailer URLs.
 */
export function isRetailerUrl(url: string): boolean {
  const parsed = parseHttpUrl(url);
  return parsed !== null && isRetailerHost(parsed.hostname);
}

/**
 * The retailer's product page for an ASIN with the affiliate tag: `https://www.amazon.com/dp/{asin}?tag={tag}`.
 * Throws an Error naming the bad value when the ASIN or the tag is invalid.
 */
export function buildRetailerUrl(asin: string, tag: string): string {
  if (!isValidAsin(asin)) throw new Error(`Invalid ASIN "${asin}": expected exactly 10 upper-case letters or digits`);
  assertValidAffiliateTag(tag);
  return `https://www.amazon.com/dp/${asin}?${AFFILIATE_TAG_PARAM}=${tag}`;
}

/** Decodes a query key as URLSearchParams would ("+" is a space); an invalid escape is compared as written. */
function decodeQueryKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** Any spelling that a reader of the query could take for the tag: TAG=, Tag=, t%61g=, a bare "tag". */
function isTagParameter(part: string): boolean {
  return decodeQueryKey(part.split('=', 1)[0] ?? '').toLowerCase() === AFFILIATE_TAG_PARAM;
}

/**
 * The URL with exactly one `tag=<tag>`: added when absent, replacing any other tag; the other parameters and the
 * fragment are kept, in order. URLs that are not retailer URLs (or do not parse) come back byte for byte.
 * Idempotent. Throws when the tag itself is invalid.
 */
export function tagRetailerUrl(url: string, tag: string): string {
  assertValidAffiliateTag(tag);
  if (!isRetailerUrl(url)) return url;
  // Edit the raw text rather than re-serialising a URL object, so parameters we do not touch keep their exact
  // encoding and a protocol-relative URL stays protocol-relative.
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && !isTagParameter(part));
  return `${base}?${[...kept, `${AFFILIATE_TAG_PARAM}=${tag}`].join('&')}${hash}`;
}
