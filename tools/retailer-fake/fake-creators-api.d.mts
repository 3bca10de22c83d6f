export type FakeAvailabilityType = 'IN_STOCK' | 'IN_STOCK_SCARCE' | 'OUT_OF_STOCK' | 'PREORDER' | 'BACKORDER' | 'UNAVAILABLE' | 'UNKNOWN';

/** A product the fake sells. */
export interface FakeCatalogueItem {
  asin: string;
  title: string;
  /** The listed price in the marketplace's currency (34.99). */
  amount: number;
}

/** How one product answers, beyond its catalogue entry. */
export interface FakeItemPatch {
  title?: string;
  amount?: number;
  /** The buy box's display text, e.g. "$0.99" whatever the amount; default the amount formatted. */
  displayAmount?: string;
  /** ISO 4217; default the marketplace's. */
  currency?: string;
  availability?: { type: FakeAvailabilityType; message?: string };
  /** The buy-box winner is the second listing (a pricier marketplace seller is first). */
  buyBoxNotFirst?: boolean;
  /** false: answered as ItemNotAccessible, as for an ASIN the retailer no longer knows. */
  known?: boolean;
  /** The main image's address; default `https://m.media-amazon.com/images/I/<ASIN>._AC_SL500_.jpg`. */
  imageUrl?: string;
  /** The detail page's address; default `https://<marketplace>/dp/<ASIN>?tag=...`. */
  detailPageUrl?: string;
}

export interface FakeSwitches {
  throttleNext: number;
  ratePerSecond: number | null;
  retryAfterSeconds: number | null;
  ineligible: boolean;
  failNext: number;
  failStatus: number;
  malformedNext: number;
  delayMs: number;
  tokenDown: boolean;
  knowsEveryAsin: boolean;
  /** The next N requests (token or getItems) answer 400 with their Authorization header, body and credentials echoed. */
  echoNext: number;
  /** The next N requests (token or getItems) answer 200 with a body that never ends (or see `oversizeDeclared`). */
  oversizeNext: number;
  /** Oversize answers declare a Content-Length of 2 MB and send nothing. */
  oversizeDeclared: boolean;
}

/** Every period of `everyMs` (fake clock), a `share` (0..1) of the products moves by up to `maxPercent`. */
export interface FakeDriftRule {
  everyMs: number;
  share: number;
  maxPercent: number;
}

export interface FakeCounts {
  tokenRequests: number;
  tokensIssued: number;
  getItemsRequests: number;
  itemsRequested: number;
  throttled: number;
  failed: number;
  /** Oversize answers begun, and those whose client hung up (each one, as the fake never ends them itself). */
  oversizeSent: number;
  oversizeAbandoned: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export interface FakeControl {
  set(switches: Partial<FakeSwitches>): void;
  setItem(asin: string, patch: FakeItemPatch): void;
  /** Prices that take effect at the given fake-clock times (ms). */
  schedulePrices(asin: string, schedule: { at: number; amount: number }[]): void;
  setDrift(rule: FakeDriftRule | null): void;
  /** Every token issued so far is expired from now on. */
  expireTokens(): void;
  /** Moves the fake's clock forward. */
  advance(ms: number): void;
  now(): number;
  counts(): FakeCounts;
  switches(): FakeSwitches;
  /** The last 50 POST requests (token and getItems), oldest first. */
  requests(): FakeRequest[];
  reset(): void;
}

export interface FakeCreatorsApiOptions {
  /** Default 0: any free port. */
  port?: number;
  catalogue?: FakeCatalogueItem[];
  /** The fake's clock in ms (default Date.now). */
  clock?: () => number;
  credential?: { id: string; secret: string };
  /** Default www.amazon.com (USD). */
  marketplace?: string;
  /** When set, getItems refuses any other partner tag. */
  partnerTag?: string | null;
  /** Default 3600. */
  tokenLifetimeSeconds?: number;
}

export interface FakeCreatorsApi {
  /** The API origin (AMAZON_API_URL). */
  url: string;
  /** The 2.x (Cognito-style, form-encoded) token endpoint. */
  tokenUrl: string;
  /** The 3.x (Login with Amazon-style, JSON) token endpoint. */
  lwaTokenUrl: string;
  tokenUrlFor(version: string): string;
  control: FakeControl;
  /** Stops listening and drops open connections (a request in flight fails as on a network fault). */
  close(): Promise<void>;
}

export const FAKE_CREDENTIAL: { id: string; secret: string };
export const FAKE_PARTNER_TAG: string;
export function startFakeCreatorsApi(options?: FakeCreatorsApiOptions): Promise<FakeCreatorsApi>;
