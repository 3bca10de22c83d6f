/**
 * What the sync needs from a retailer's product API, in the site's words. The one implementation that speaks a real
 * retailer's protocol (Amazon's Creators API) lives in `creators-api/`; nothing else knows its names.
 */

/** The retailer's availability kinds, as the site stores them (`product.availabilityType`). */
export type AvailabilityType = 'IN_STOCK' | 'IN_STOCK_SCARCE' | 'OUT_OF_STOCK' | 'PREORDER' | 'BACKORDER' | 'UNAVAILABLE' | 'UNKNOWN';

export interface RetailerOffer {
  /** The buy-box price in the smallest unit of `currency` (cents). */
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** The retailer's own display text, e.g. '$34.99'. */
  displayAmount: string;
}

/** One product as the retailer describes it now. */
export interface RetailerItem {
  asin: string;
  detailPageUrl: string | null;
  title: string | null;
  image: { url: string; width: number; height: number } | null;
  /** The buy-box winner's offer; null when the retailer offers none. */
  offer: RetailerOffer | null;
  availability: { type: AvailabilityType; message: string | null } | null;
  /**
   * What was dropped from the retailer's answer for this item, one sentence each for the owner: an image or product
   * page address that is not https on the retailer's own hosts. Absent when nothing was.
   */
  dropped?: string[];
}

/** An identifier the retailer refused or does not know (it comes back as an error, not an item). */
export interface RetailerItemError {
  /** The identifier concerned, when the retailer names it; null for an error about the whole request. */
  asin: string | null;
  code: string;
  message: string;
}

export interface RetailerItemsResult {
  items: RetailerItem[];
  errors: RetailerItemError[];
}

/** Why a whole request failed. `retryAfterMs` is the retailer's hint when it gave one (throttling). */
export type RetailerFailureKind = 'throttled' | 'unauthorized' | 'ineligible' | 'timeout' | 'server' | 'malformed' | 'network';

export class RetailerApiError extends Error {
  constructor(
    readonly kind: RetailerFailureKind,
    message: string,
    readonly code: string | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'RetailerApiError';
  }
}

export interface RetailerClient {
  /** At most this many identifiers per `getItems` call. */
  readonly maxItemsPerRequest: number;
  /** The marketplace's currency; an offer in another currency is refused by the sync. */
  readonly currency: string;
  /** Looks up 1..maxItemsPerRequest identifiers. Throws RetailerApiError when the request as a whole fails. */
  getItems(asins: readonly string[], signal?: AbortSignal): Promise<RetailerItemsResult>;
}
