import type { AvailabilityType, LinkProblem } from '@bcg/web/graphql';

/** What each link-health kind means, in the owner's words. */
export const PROBLEM_WORDS: Record<LinkProblem, string> = {
  FAILED: 'Check failed',
  UNKNOWN_ASIN: 'ASIN unknown at Amazon',
  OUT_OF_STOCK: 'Out of stock at Amazon',
  TITLE_CHANGED: 'Title changed at Amazon',
  PRICE_DOUBTFUL: 'Price from Amazon doubtful',
  REFUSED_URL: 'Address from Amazon refused',
};

/** The retailer's availability kinds, as the owner reads them (the public pages say only whether it can be bought). */
export const AVAILABILITY_WORDS: Record<AvailabilityType, string> = {
  IN_STOCK: 'In stock',
  IN_STOCK_SCARCE: 'In stock, only a few left',
  OUT_OF_STOCK: 'Out of stock',
  PREORDER: 'Available to pre-order',
  BACKORDER: 'On back order (ships when restocked)',
  UNAVAILABLE: 'Unavailable',
  UNKNOWN: 'Availability not given',
};

const exact = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A moment as the owner's clock shows it, with its zone, e.g. "Nov 26, 2026, 10:42 AM EST". */
export const exactTime = (iso: string) => exact.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How far a moment is from `now`, in the largest whole unit: "3 days ago", "in 20 minutes", "just now" (under a minute). */
export function relativeTime(iso: string, now: number): string {
  const difference = new Date(iso).getTime() - now;
  for (const [unit, size] of UNITS) {
    const count = Math.trunc(difference / size);
    if (count !== 0) return relative.format(count, unit);
  }
  return difference > 0 ? 'within a minute' : 'just now';
}

/** An interval in minutes as the owner set it: "every hour", "every 90 minutes", "every 24 hours". */
export function intervalWords(minutes: number): string {
  if (minutes === 60) return 'every hour';
  if (minutes % 60 === 0) return `every ${minutes / 60} hours`;
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

/** "3 retailer links need attention", "1 retailer link needs attention". */
export const attentionWords = (count: number) =>
  count === 1 ? '1 retailer link needs attention' : `${count} retailer links need attention`;
