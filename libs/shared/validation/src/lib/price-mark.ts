// The price-mark rules without zod: the review page's form reads them at first load, the schema builds on them.

/** At most this many confirmed price alerts per address (an archived collar's do not count): the server's rule, the confirmation page's words. */
export const MAX_PRICE_ALERTS = 20;

/** A mark is under this many dollars: no collar costs more, and a mistyped figure is refused rather than stored. */
const PRICE_MARK_MAX_DOLLARS = 100_000;

export const PRICE_ALERT_MESSAGES = {
  below: `Your price (below) must be in dollars and cents, more than 0 and under ${PRICE_MARK_MAX_DOLLARS.toLocaleString('en-US')}, such as 24.99`,
  /** A collar without a fresh Amazon price has no "current price" to go under: the reader types one. */
  noPrice: 'We have no current Amazon price for this collar: type the price you want to hear about.',
  productSlug: 'productSlug must name a collar of this site, such as leather-collar',
  /** An alert tells of a drop: a mark at or over the price now would tell of none. `current` as the page shows it. */
  notUnder: (current: string) =>
    `Your price (below) must be under the current Amazon price of ${current}: the alert tells you when the collar gets cheaper than it is now.`,
} as const;

/** Whole cents of a mark in dollars, or null when it is not a price above 0 and under the limit with at most 2 decimals. */
export function priceMarkCents(dollars: number): number | null {
  if (!Number.isFinite(dollars) || dollars <= 0 || dollars >= PRICE_MARK_MAX_DOLLARS) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/**
 * What a reader types in the form's price box ("24.99", "$24.99", "24") as dollars, or null when it is not a price:
 * the form then shows {@link PRICE_ALERT_MESSAGES.below}. Empty text means "below its current price".
 */
export function parsePriceMark(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return undefined;
  if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) return null;
  const dollars = Number(trimmed);
  return priceMarkCents(dollars) === null ? null : dollars;
}
