import { asinFromRetailerUrl, isValidAsin } from '@bcg/shared/affiliate-links';
import * as z from 'zod/mini';
import { emailAddress } from './email';
import { described, text, TEXT_MESSAGES } from './schema-kit';

const PRODUCT_NAME_MAX_LENGTH = 200;
const SUBMITTER_NAME_MAX_LENGTH = 120;
/** Retailer links and ASINs are short; anything longer is not one. */
const PRODUCT_REFERENCE_MAX_LENGTH = 2000;

export const SUBMISSION_MESSAGES = {
  productNameRequired: TEXT_MESSAGES.required('Product name'),
  productNameTooLong: TEXT_MESSAGES.tooLong('Product name', PRODUCT_NAME_MAX_LENGTH),
  referenceRequired: 'Enter the Amazon ASIN or the product’s Amazon link',
  referenceInvalid: 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q) or an Amazon product link that contains one',
  submitterNameTooLong: TEXT_MESSAGES.tooLong('Name', SUBMITTER_NAME_MAX_LENGTH),
} as const;

/**
 * The ASIN in an ASIN or an Amazon product link, upper-cased; null when there is none. Which hosts count as Amazon is
 * the affiliate-links rule, the one that decides which links get the tag.
 */
export function extractAsin(reference: string): string | null {
  const text = reference.trim();
  if (isValidAsin(text.toUpperCase())) return text.toUpperCase();
  return /^https?:\/\//i.test(text) ? asinFromRetailerUrl(text) : null;
}

/** A collar a visitor suggests for review, as the form, REST and GraphQL send it; the output is trimmed. */
export const submissionSchema = z.object({
  productName: text('Product name', {
    max: PRODUCT_NAME_MAX_LENGTH,
    required: true,
    trim: true,
    description: `The name of the collar (required, up to ${PRODUCT_NAME_MAX_LENGTH} characters on one line).`,
  }),
  productReference: z
    .string({
      error: (issue) => (issue.input === undefined ? SUBMISSION_MESSAGES.referenceRequired : SUBMISSION_MESSAGES.referenceInvalid),
    })
    .check(
      z.trim(),
      z.minLength(1, SUBMISSION_MESSAGES.referenceRequired),
      z.refine(
        (reference: string) => reference.length <= PRODUCT_REFERENCE_MAX_LENGTH && extractAsin(reference) !== null,
        SUBMISSION_MESSAGES.referenceInvalid,
      ),
      z.describe('The Amazon ASIN, or an Amazon product link the ASIN is taken from.'),
    ),
  submitterName: described(
    z.optional(z.nullable(text('Name', { max: SUBMITTER_NAME_MAX_LENGTH, trim: true }))),
    "The visitor's name (optional, up to 120 characters on one line; shown as 'Anonymous' without one).",
  ),
  submitterEmail: emailAddress("The visitor's email address (required), in case the reviewers have a question."),
  // Not checked: a bot fills it, and the service answers a filled one with thanks and stores nothing.
  website: described(z.optional(z.nullable(z.string())), 'Leave empty (a field for bots: anything in it drops the submission).'),
});

export type SubmissionFields = z.input<typeof submissionSchema>;
export type SubmissionErrors = Partial<Record<keyof SubmissionFields, string>>;
