import { MAX_MAIL_EVENTS } from '@bcg/server/mail';
import * as z from 'zod/mini';
import { dateTime, PAGED_QUERY } from './common-schemas';

const OUTCOMES = ['suppressed', 'already-suppressed', 'ignored-soft-bounce', 'invalid-address'] as const;

export const MailEvent = z
  .object({
    type: z
      .enum(['bounce', 'complaint'])
      .check(z.describe("'bounce': the address's server refused our mail; 'complaint': its owner marked it as spam.")),
    email: z.string().check(z.maxLength(254), z.describe('The recipient the notice is about.')),
    permanent: z.optional(
      z
        .boolean()
        .check(
          z.describe('Bounces only: false for a soft bounce (full mailbox, server away), which is counted and ignored. Default true.'),
        ),
    ),
    detail: z.optional(
      z.string().check(z.maxLength(1000), z.describe("The provider's words, e.g. the SMTP reply; kept with the suppression.")),
    ),
  })
  .check(z.describe('One notice of the mail provider.'));

export const MailEventsBody = z.object({
  events: z
    .array(MailEvent)
    .check(z.minLength(1), z.maxLength(MAX_MAIL_EVENTS), z.describe(`1 to ${MAX_MAIL_EVENTS} notices, applied in order.`)),
});

export const MailEventsAnswer = z.object({
  success: z.literal(true),
  results: z
    .array(
      z.object({
        email: z.string().check(z.describe('The address, normalised when it is valid.')),
        outcome: z
          .enum(OUTCOMES)
          .check(
            z.describe(
              "'suppressed' (no email goes there any more), 'already-suppressed' (the first reason stays), 'ignored-soft-bounce', or 'invalid-address'.",
            ),
          ),
      }),
    )
    .check(z.describe("Each notice's outcome, in the order sent.")),
  counts: z.object({
    suppressed: z.int(),
    'already-suppressed': z.int(),
    'ignored-soft-bounce': z.int(),
    'invalid-address': z.int(),
  }),
});

export const MailSuppressionQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(254), z.describe('Only addresses containing this text (case-insensitive).'))),
  ...PAGED_QUERY,
});

export const MailSuppression = z
  .object({
    id: z.int(),
    email: z.string().check(z.describe('The suppressed address, normalised.')),
    reason: z.string().check(z.describe("'bounce' (refused for good) or 'complaint' (marked as spam).")),
    detail: z.nullable(z.string()).check(z.describe("The mail server's or provider's words, if any.")),
    createdAt: dateTime('When the address was suppressed.'),
  })
  .check(z.describe('An address no email is sent to until the owner releases it.'));

export const Released = z.object({ success: z.literal(true) });
