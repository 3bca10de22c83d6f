import * as z from 'zod/mini';
import { emailAddress } from './email';
import { described } from './schema-kit';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';

/** A mark is under this many dollars: no collar costs more, and a mistyped figure is refused rather than stored. */
export const PRICE_MARK_MAX_DOLLARS = 100_000;

export const PRICE_ALERT_MESSAGES = {
  below: `below must be a price in dollars and cents, more than 0 and under ${PRICE_MARK_MAX_DOLLARS.toLocaleString('en-US')}, such as 24.99`,
  productSlug: 'productSlug must name a collar of this site, such as leather-collar',
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

/** A price alert as the review page's form, REST and GraphQL send it. */
export const priceAlertSchema = z.object({
  email: emailAddress('The address the alert is sent to; stored trimmed and lower-cased.'),
  productSlug: described(
    z
      .string({ error: PRICE_ALERT_MESSAGES.productSlug })
      .check(z.maxLength(MAX_SLUG_LENGTH, PRICE_ALERT_MESSAGES.productSlug), z.regex(SLUG_PATTERN, PRICE_ALERT_MESSAGES.productSlug)),
    'The slug of the collar to watch (its review page is /collars/{slug}).',
  ),
  below: described(
    z.optional(
      z.nullable(
        z
          .number({ error: PRICE_ALERT_MESSAGES.below })
          .check(z.refine((value: number) => priceMarkCents(value) !== null, PRICE_ALERT_MESSAGES.below)),
      ),
    ),
    'The mark in dollars: the alert fires when the price is at or under it. Left out: below the current price.',
  ),
});

export type PriceAlertFields = z.input<typeof priceAlertSchema>;
