/**
 * Amazon storefront domains, as the part after "amazon.". Listing them (instead of matching "amazon.*") is what keeps
 * lookalikes such as amazon.evil.com or amazon.com.evil.net from ever receiving our tag or a sponsored rel.
 */
const AMAZON_TLDS: readonly string[] = [
  'com',
  'ca',
  'com.mx',
  'com.br',
  'co.uk',
  'ie',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'se',
  'pl',
  'com.be',
  'com.tr',
  'ae',
  'sa',
  'eg',
  'in',
  'co.jp',
  'sg',
  'com.au',
  'co.za',
  'cn',
];

/**
 * True when a hostname (as `URL.hostname` reports it) is an Amazon storefront: `amazon.<tld>` itself or any
 * subdomain of it (www., smile., m.). amzn.to is deliberately absent: short links redirect and must stay as issued.
 */
export function isRetailerHost(hostname: string): boolean {
  // A fully qualified name may end with a dot ("www.amazon.com.") and still reach the same host.
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return AMAZON_TLDS.some((tld) => host === `amazon.${tld}` || host.endsWith(`.amazon.${tld}`));
}

/** Parses an absolute or protocol-relative http(s) URL; null for anything else (relative paths, mailto:, junk). */
export function parseHttpUrl(url: string): URL | null {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return new URL(absolute);
  } catch {
    return null;
  }
}
