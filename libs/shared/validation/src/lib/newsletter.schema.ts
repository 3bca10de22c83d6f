import * as z from 'zod/mini';
import { described, text } from './schema-kit';

/** Length caps of a newsletter issue's fields (the columns hold them). */
export const NEWSLETTER_LIMITS = { subject: 150, preheader: 200, markdown: 100_000 } as const;

/**
 * Every field of an issue with its rules and description: the dashboard's editor, the REST API and GraphQL check
 * with these (one set of words for every way in). The output is trimmed.
 */
export const newsletterFields = {
  subject: text('Subject', {
    max: NEWSLETTER_LIMITS.subject,
    required: true,
    trim: true,
    description: `The subject line of the email and the title of the archive page: one line, 1 to ${NEWSLETTER_LIMITS.subject} characters.`,
  }),
  preheader: text('Preheader', {
    max: NEWSLETTER_LIMITS.preheader,
    trim: true,
    description: `The line inboxes show after the subject: one line, at most ${NEWSLETTER_LIMITS.preheader} characters (may be empty).`,
  }),
  markdown: text('Body', {
    max: NEWSLETTER_LIMITS.markdown,
    required: true,
    multiLine: true,
    trim: true,
    description: `The body in Markdown (the article syntax; retailer links are tagged and marked sponsored), 1 to ${NEWSLETTER_LIMITS.markdown.toLocaleString('en-US')} characters.`,
  }),
  indexable: described(
    z.boolean({ error: 'Indexable must be true or false' }),
    'Whether search engines may index the archive page of the issue once it is sent (and the sitemap lists it).',
  ),
};

/** A whole issue as the editor sends it; `preheader` may be left out (empty) and `indexable` defaults to false. */
export const newsletterSchema = z.object({
  subject: newsletterFields.subject,
  preheader: z._default(newsletterFields.preheader, ''),
  markdown: newsletterFields.markdown,
  indexable: z._default(newsletterFields.indexable, false),
});

/** A change of an issue: any of its fields, each checked by the same rules; a field left out stays as it is. */
export const newsletterPatchSchema = z.partial(z.object(newsletterFields));

/** An issue as typed, before it is checked (the form's state). */
export type NewsletterFields = z.input<typeof newsletterSchema>;
export type NewsletterPatch = z.input<typeof newsletterPatchSchema>;
export type NewsletterErrors = Partial<Record<keyof NewsletterFields, string>>;
