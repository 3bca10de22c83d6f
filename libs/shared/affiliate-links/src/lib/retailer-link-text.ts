import { RETAILER_LINK_REL } from './retailer-link-rel';

/** The words of a retailer link whose product the catalogue does not name (never the address with its tag). */
export const RETAILER_LINK_FALLBACK_TEXT = 'View on Amazon';

/**
 * Whether server-rendered HTML (an article body as readers get it) holds a retailer link: every one carries
 * {@link RETAILER_LINK_REL} (as does any link its author marked as paid, which needs the disclosure just the same).
 */
export function containsRetailerLink(html: string): boolean {
  return html.includes(`rel="${RETAILER_LINK_REL}"`);
}
