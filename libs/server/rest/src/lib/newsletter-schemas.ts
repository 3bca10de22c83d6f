import { descriptionOf, newsletterFields, newsletterPatchSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime, MAX_ID } from './common-schemas';

const when = (description: string) => z.nullable(z.iso.datetime()).check(z.describe(description));
const optionalText = (description: string | undefined) => z.optional(z.string().check(z.describe(description ?? '')));

/**
 * A new issue: `subject`, `markdown` and optionally `preheader` and `indexable` (checked by the shared newsletter
 * schema, a 400 naming each bad field), or `articleId` alone, a published article to start from.
 */
export const NewsletterCreateBody = z.object({
  subject: optionalText(descriptionOf(newsletterFields.subject)),
  preheader: optionalText(descriptionOf(newsletterFields.preheader)),
  markdown: optionalText(descriptionOf(newsletterFields.markdown)),
  indexable: z.optional(z.boolean().check(z.describe(descriptionOf(newsletterFields.indexable) ?? ''))),
  articleId: z.optional(
    z
      .int()
      .check(
        z.minimum(1),
        z.maximum(MAX_ID),
        z.describe('A published article to start from (its title, excerpt and body); instead of the fields.'),
      ),
  ),
});

/** A change: the fields given, each checked as on a new issue; only `indexable` once the send has begun. */
export const NewsletterPatchBody = newsletterPatchSchema;

export const NewsletterTestBody = z.object({
  email: z.string().check(z.describe('The address the test copy goes to.')),
});

export const NewsletterSendBody = z.object({
  sendAt: z.optional(z.iso.datetime().check(z.describe('When to send it (ISO 8601, in the future); left out, the send starts now.'))),
});

export const NewsletterOut = z
  .object({
    id: z.int(),
    slug: z.string().check(z.describe('The archive address: /newsletter/{slug}.')),
    subject: z.string(),
    preheader: z.string(),
    markdown: z.string(),
    status: z.enum(['draft', 'scheduled', 'sending', 'sent']).check(z.describe('draft, scheduled, sending or sent.')),
    indexable: z.boolean(),
    articleId: z.nullable(z.int()).check(z.describe('The article it was made from, if any.')),
    sendAt: when('When a scheduled issue is to be sent (or the send began).'),
    sendStartedAt: when('When the send began.'),
    sentAt: when('When the last copy was sent or failed for good.'),
    testSentAt: when('When a test copy was last sent.'),
    createdAt: dateTime('When the issue was created.'),
    updatedAt: dateTime('When the issue last changed.'),
    delivery: z.object({
      recipientCount: z.int().check(z.describe('Recipients queued so far.')),
      sentCount: z.int(),
      failedCount: z.int(),
      pendingCount: z.int().check(z.describe('Queued and not yet sent or failed.')),
    }),
  })
  .check(z.describe('A newsletter issue and how its send has gone.'));

export const NewsletterList = z.array(NewsletterOut);
