import { minorUnitsPerUnit } from '@bcg/shared/validation';
import type { AvailabilityType, RetailerItem, RetailerItemError, RetailerItemsResult, RetailerOffer } from '../retailer-client';
import type { CreatorsErrorEntry, CreatorsItem, CreatorsListing, GetItemsAnswer } from './creators-api.protocol';

const AVAILABILITY_TYPES: ReadonlySet<string> = new Set<AvailabilityType>([
  'IN_STOCK',
  'IN_STOCK_SCARCE',
  'OUT_OF_STOCK',
  'PREORDER',
  'BACKORDER',
  'UNAVAILABLE',
  'UNKNOWN',
]);

/** An ASIN as it appears in the retailer's error messages (B0 plus eight, or an ISBN-10 for books). */
const ASIN_IN_TEXT = /\b(B0[0-9A-Z]{8}|\d{9}[\dX])\b/;

/** Code of the error the client adds for an identifier the retailer answered neither as an item nor as an error. */
export const MISSING_ITEM_CODE = 'ItemMissing';

/**
 * The listing's price in the smallest unit of its currency (100 for USD, 1 for JPY). The amount is the price; the
 * display text is kept only for the sync to compare with it (a text that disagrees is reported, never shown).
 */
function offerOf(listing: CreatorsListing | undefined): RetailerOffer | null {
  const money = listing?.price?.money;
  if (!money) return null;
  return {
    amountCents: Math.round(money.amount * minorUnitsPerUnit(money.currency)),
    currency: money.currency,
    displayAmount: money.displayAmount,
  };
}

function availabilityOf(listing: CreatorsListing | undefined): RetailerItem['availability'] {
  const availability = listing?.availability;
  if (!availability) return null;
  // A kind this site does not know yet is stored as UNKNOWN rather than refused: the message still says what it is.
  const type = availability.type && AVAILABILITY_TYPES.has(availability.type) ? (availability.type as AvailabilityType) : 'UNKNOWN';
  return { type, message: availability.message?.trim() || null };
}

/** The buy-box winner's listing, which need not be the first; with no winner named, the first. */
function buyBoxListing(item: CreatorsItem): CreatorsListing | undefined {
  const listings = item.offersV2?.listings ?? [];
  return listings.find((listing) => listing.isBuyBoxWinner === true) ?? listings[0];
}

function toRetailerItem(item: CreatorsItem): RetailerItem {
  const listing = buyBoxListing(item);
  const large = item.images?.primary?.large;
  return {
    asin: item.asin,
    detailPageUrl: item.detailPageURL ?? null,
    title: item.itemInfo?.title?.displayValue.trim() || null,
    image: large ? { url: large.url, width: large.width, height: large.height } : null,
    offer: offerOf(listing),
    availability: availabilityOf(listing),
  };
}

/** The requested identifier an error message names, if any (requested ones first, so a lower-case ASIN is found too). */
export function asinNamedIn(message: string, requested: readonly string[]): string | null {
  const upper = message.toUpperCase();
  const named = requested.find((asin) => upper.includes(asin.toUpperCase()));
  return named ?? ASIN_IN_TEXT.exec(message)?.[1] ?? null;
}

function toRetailerError(entry: CreatorsErrorEntry, requested: readonly string[]): RetailerItemError {
  return { asin: asinNamedIn(entry.message, requested), code: entry.code, message: entry.message };
}

/**
 * The site's reading of a getItems answer: the requested items (in the order asked, whatever order they came in), an
 * error per identifier the retailer refused, and one for each identifier it left out altogether, so that every
 * requested identifier is accounted for exactly once.
 */
export function toItemsResult(answer: GetItemsAnswer, requested: readonly string[]): RetailerItemsResult {
  const wanted = new Map(requested.map((asin) => [asin.toUpperCase(), asin]));
  const byAsin = new Map<string, RetailerItem>();
  for (const item of answer.itemsResult?.items ?? []) {
    const asin = wanted.get(item.asin.toUpperCase());
    if (asin && !byAsin.has(asin)) byAsin.set(asin, { ...toRetailerItem(item), asin });
  }
  const errors = (answer.errors ?? []).map((entry) => toRetailerError(entry, requested));
  const named = [...byAsin.keys(), ...errors.flatMap((error) => (error.asin ? [error.asin] : []))];
  const accounted = new Set(named.map((asin) => asin.toUpperCase()));
  for (const asin of requested) {
    if (accounted.has(asin.toUpperCase())) continue;
    errors.push({ asin, code: MISSING_ITEM_CODE, message: `The retailer's answer held neither the item ${asin} nor an error about it.` });
  }
  return { items: requested.flatMap((asin) => byAsin.get(asin) ?? []), errors };
}
