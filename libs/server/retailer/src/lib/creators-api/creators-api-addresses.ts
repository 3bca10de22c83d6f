import type { RetailerItem } from '../retailer-client';
import { IMAGE_HOSTS } from './creators-api.protocol';

/** The longest address kept (the stored column's length). */
const MAX_ADDRESS_LENGTH = 1000;

const IMAGE_HOST_SET: ReadonlySet<string> = new Set(IMAGE_HOSTS);

/** An address as the owner reads it in a sentence: quoted, and cut short when long. */
const quoted = (url: string) => `“${url.length > 120 ? `${url.slice(0, 119)}…` : url}”`;

/**
 * The address as it is kept (the parser's spelling) when it is https on one of `hosts` (default port, no user name
 * or password, at most 1000 characters); otherwise why not, in a few words.
 */
function checked(url: string, hosts: ReadonlySet<string>, hostWords: string): { url: string } | { refusal: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: 'it is not an address' };
  }
  if (parsed.protocol !== 'https:') return { refusal: 'it is not https' };
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (!hosts.has(host) || parsed.port !== '') return { refusal: `its host is not ${hostWords}` };
  if (parsed.username || parsed.password) return { refusal: 'it carries a user name or password' };
  if (parsed.href.length > MAX_ADDRESS_LENGTH) return { refusal: `it is longer than ${MAX_ADDRESS_LENGTH} characters` };
  return { url: parsed.href };
}

/** Whether an image address is one the site keeps: https on Amazon's image hosts (the listing shows no other). */
export function isRetailerImageUrl(url: string): boolean {
  return 'url' in checked(url, IMAGE_HOST_SET, '');
}

/**
 * The item with only the addresses the site accepts from the retailer: its image https on Amazon's image hosts, its
 * detail page https on the marketplace's own host. Any other is dropped (the rest of the item stays) and named in
 * `dropped`, one sentence each, for the product's link-health report.
 */
export function withCheckedAddresses(item: RetailerItem, marketplace: string): RetailerItem {
  const dropped: string[] = [];
  let image = item.image;
  if (image) {
    const result = checked(image.url, IMAGE_HOST_SET, "one of Amazon's image hosts");
    if ('url' in result) image = { ...image, url: result.url };
    else {
      dropped.push(`Amazon's image address ${quoted(image.url)} was not stored: ${result.refusal}.`);
      image = null;
    }
  }
  let detailPageUrl = item.detailPageUrl;
  if (detailPageUrl !== null) {
    const result = checked(detailPageUrl, new Set([marketplace.toLowerCase()]), marketplace);
    if ('url' in result) detailPageUrl = result.url;
    else {
      dropped.push(`Amazon's product page address ${quoted(detailPageUrl)} was dropped: ${result.refusal}.`);
      detailPageUrl = null;
    }
  }
  return { ...item, image, detailPageUrl, ...(dropped.length > 0 ? { dropped: [...(item.dropped ?? []), ...dropped] } : {}) };
}
