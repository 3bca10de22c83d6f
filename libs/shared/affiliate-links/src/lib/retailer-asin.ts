import { isRetailerHost, parseHttpUrl } from './retailer-host';

// A module of its own: the submission form needs it, the pages that only build retailer links do not, so it stays
// out of their first load.

// /dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN, /product/ASIN: the paths Amazon product pages use.
const ASIN_IN_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product)\/([A-Za-z0-9]{10})(?:[/?#]|$)/;

/**
 * The ASIN of an Amazon product link (upper-cased), or null when the URL is not on an Amazon storefront host (the
 * same host rule as tagging: amazon.com.evil.net is not one) or names no product.
 */
export function asinFromRetailerUrl(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (parsed === null || !isRetailerHost(parsed.hostname)) return null;
  return ASIN_IN_PATH.exec(parsed.pathname)?.[1]?.toUpperCase() ?? null;
}
