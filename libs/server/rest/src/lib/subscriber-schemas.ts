import { subscriberSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime, PAGE_QUERY } from './common-schemas';

/** A sign-up: the shared sign-up schema, the form's own. */
export const SubscribeBody = subscriberSchema;

/** The token of an emailed link (confirmation or unsubscribe), as the link carries it. */
export const TokenQuery = z.object({
  token: z.string().check(z.maxLength(200), z.describe('The token of the emailed link.')),
});

export const ConfirmationAnswer = z.object({
  success: z.boolean().check(z.describe('true when the address is confirmed (now or before).')),
  outcome: z
    .enum(['confirmed', 'already-confirmed', 'expired', 'unknown'])
    .check(z.describe('What the link did: confirmed, already-confirmed (used before), expired (older than 7 days) or unknown.')),
  message: z.string(),
});

const SubscriberStatus = z
  .enum(['pending', 'confirmed', 'unsubscribed'])
  .check(z.describe("Double opt-in: 'pending' until the emailed link is followed, then 'confirmed'; 'unsubscribed' gets no more email."));

export const SubscriberStatusQuery = z.object({ status: z.optional(SubscriberStatus) });

export const SubscribersQuery = z.object({ status: z.optional(SubscriberStatus), ...PAGE_QUERY });

export const Subscriber = z.object({
  id: z.int(),
  email: z.string(),
  leadMagnet: z.nullable(z.string()),
  subscribedAt: dateTime('When the address signed up.'),
  status: SubscriberStatus,
});
