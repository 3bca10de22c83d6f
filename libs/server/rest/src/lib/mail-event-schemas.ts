import { SUPPRESSION_REASONS } from '@bcg/server/mail';
import { emailAddress } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime, PAGED_QUERY } from './common-schemas';

/** At most this many notices in one request (a provider batches them; more must come in further requests). */
const MAX_MAIL_EVENTS = 500;

const MailEvent = z.object({
  type: z
    .enum(SUPPRESSION_REASONS as ['bounce', 'complaint'], { error: "type must be 'bounce' or 'complaint'" })
    .check(z.describe("'bounce' (the address's mail server refused a message) or 'complaint' (its owner marked a message as spam).")),
  email: emailAddress('The recipient the notice is about.'),
  permanent: z.optional(
    z
      .boolean({ error: 'permanent must be true or false' })
      .check(z.describe('For a bounce: false when the refusal was temporary (a full mailbox), which suppresses nothing. Default true.')),
  ),
  detail: z.optional(
    z
      .string({ error: 'detail must be text' })
      .check(z.maxLength(500, 'detail must be at most 500 characters'), z.describe("The provider's words, e.g. '550 5.1.1 no such user'.")),
  ),
});

export const MailEventsBody = z
  .object({
    events: z
      .array(MailEvent, { error: 'events must be a list of notices' })
      .check(
        z.minLength(1, 'events must hold at least one notice'),
        z.maxLength(MAX_MAIL_EVENTS, `events may hold at most ${MAX_MAIL_EVENTS} notices a request`),
      ),
  })
  .check(z.describe('Bounce and complaint notices from the mail provider.'));

export const MailEventsAnswer = z.object({
  results: z
    .array(
      z.object({
        email: z.string(),
        outcome: z
          .enum(['suppressed', 'already-suppressed', 'ignored-soft-bounce'])
          .check(z.describe("What the notice did: 'suppressed', 'already-suppressed', or 'ignored-soft-bounce' (a temporary refusal).")),
      }),
    )
    .check(z.describe('One result per notice, in the order sent.')),
});

export const SuppressionQuery = z.object({
  ...PAGED_QUERY,
  q: z.optional(z.string().check(z.maxLength(254, 'q must be at most 254 characters'), z.describe('Only addresses containing this text.'))),
});

export const MailSuppression = z
  .object({
    id: z.int(),
    email: z.string().check(z.describe('The suppressed address.')),
    reason: z.enum(SUPPRESSION_REASONS as ['bounce', 'complaint']).check(z.describe("'bounce' (refused for good) or 'complaint'.")),
    detail: z.nullable(z.string()).check(z.describe("The mail server's or provider's words, if any.")),
    createdAt: dateTime('When the address was suppressed.'),
  })
  .check(z.describe('An address no email goes to.'));
