/** rel of every retailer link: paid (sponsored, FTC and Google), not endorsed for ranking, no window.opener. */
export const RETAILER_LINK_REL = 'sponsored nofollow noopener';
export const AFFILIATE_TAG_PARAM = 'tag';

/** Amazon storefront top-level domains (amazon.<tld>), so lookalikes such as amazon.evil.com never match. */
const AMAZON_TLDS = new Set([
  'com', 'ca', 'com.mx', 'com.br', 'co.uk', 'de', 'fr', 'it', 'es', 'nl', 'se', 'pl', 'com.be', 'ie',
  'com.tr', 'ae', 'sa', 'eg', 'in', 'co.jp', 'sg', 'com.au', 'cn',
]);

export function isValidAsin(asin: string): boolean {
  return /^[A-Z0-9]{10}$/.test(asin);
}

/** Associates tags look like "name-20": letters, digits and hyphens. */
export function isValidAffiliateTag(tag: string): boolean {
  return /^[A-Za-z0-9-]{1,128}$/.test(tag);
}

function isRetailerHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const match = /^(?:[a-z0-9-]+\.)*amazon\.([a-z.]+)$/.exec(host);
  return match !== null && AMAZON_TLDS.has(match[1] ?? '');
}

function parseHttpUrl(url: string): URL | null {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return new URL(absolute);
  } catch {
    return null;
  }
}

/** True for an absolute (or protocol-relative) http(s) URL on an Amazon storefront. amzn.to short links are not. */
export function isRetailerUrl(url: string): boolean {
  const parsed = parseHttpUrl(url);
  return parsed !== null && isRetailerHost(parsed.hostname);
}

/** The retailer's product page for an ASIN, carrying the affiliate tag. */
export function buildRetailerUrl(asin: string, tag: string): string {
  if (!isValidAsin(asin)) throw new Error(`Invalid ASIN "${asin}": expected 10 upper-case letters or digits`);
  if (!isValidAffiliateTag(tag)) throw new Error(`Invalid affiliate tag "${tag}": use letters, digits and hyphens`);
  return `https://www.amazon.com/dp/${asin}?${AFFILIATE_TAG_PARAM}=${tag}`;
}

/**
 * The URL with exactly one `tag=<tag>` (added, or replacing any other), other parameters and the fragment kept in
 * order. Anything that is not a retailer URL comes back unchanged, byte for byte. Idempotent.
 */
export function tagRetailerUrl(url: string, tag: string): string {
  if (!isRetailerUrl(url)) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  // Work on the raw query text so parameters we do not touch keep their exact encoding.
  const params = query.split('&').filter((part) => part !== '' && (part.split('=')[0] ?? '').toLowerCase() !== AFFILIATE_TAG_PARAM);
  params.push(`${AFFILIATE_TAG_PARAM}=${encodeURIComponent(tag)}`);
  return `${base}?${params.join('&')}${hash}`;
}
