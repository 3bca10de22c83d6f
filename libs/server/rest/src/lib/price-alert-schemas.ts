import { priceAlertSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';

/** A price alert: the shared schema, the review page's form's own. */
export const PriceAlertBody = priceAlertSchema;

export const PriceAlertAnswer = z.object({
  success: z.literal(true),
  message: z.string().check(z.describe('What happens next, in words to show the reader.')),
  belowCents: z.int().check(z.describe('The mark in cents: once confirmed, the alert fires when the Amazon price drops to it or under.')),
});

export const StopQuery = z.object({
  token: z.string().check(z.maxLength(200), z.describe('The token of the List-Unsubscribe link of the alert email.')),
});

export const PriceAlertCount = z.object({
  productId: z.int(),
  productName: z.string(),
  productSlug: z.string(),
  pending: z.int().check(z.describe('Alerts waiting for their address to be confirmed.')),
  active: z.int().check(z.describe('Alerts watching the price.')),
  fired: z.int().check(z.describe('Alert emails sent for this collar.')),
});
