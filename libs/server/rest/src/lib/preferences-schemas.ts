import * as z from 'zod/mini';
import { dateTime } from './common-schemas';

/** The signed token of a preferences link, as the link carries it. */
export const PreferencesTokenQuery = z.object({
  token: z.string().check(z.maxLength(600), z.describe('The token of the emailed preferences link.')),
});

export const PreferencesChange = z.object({
  newsletter: z.optional(z.nullable(z.boolean().check(z.describe('The newsletter on or off (on only for a confirmed subscription).')))),
  priceAlerts: z.optional(z.nullable(z.boolean().check(z.describe('false ends every price alert of the address.')))),
  everything: z.optional(z.nullable(z.boolean().check(z.describe('false unsubscribes the address and ends all its price alerts.')))),
});

export const Preferences = z.object({
  email: z.string(),
  subscribed: z.boolean().check(z.describe('A confirmed subscription: the newsletter can be switched on only then.')),
  newsletter: z.boolean(),
  priceAlerts: z.array(
    z.object({
      id: z.int(),
      productName: z.string(),
      productSlug: z.string(),
      belowCents: z.int().check(z.describe('The mark in cents: the email goes out when the price drops to it or under.')),
      currency: z.string(),
      status: z
        .string()
        .check(z.describe("'pending' until the address confirms it, 'active', or 'paused' while its collar is not listed.")),
      lastFiredAt: z.nullable(dateTime('When it last fired.')),
    }),
  ),
});
