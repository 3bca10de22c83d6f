import * as z from 'zod/mini';
import { emailAddress } from './email';
import { described } from './schema-kit';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';
import { PRICE_ALERT_MESSAGES, priceMarkCents } from './price-mark';

export * from './price-mark';

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
    'The mark in dollars, under the current Amazon price when there is one: the alert fires when the price drops to it or under. Left out: one cent under the current price.',
  ),
});

export type PriceAlertFields = z.input<typeof priceAlertSchema>;
