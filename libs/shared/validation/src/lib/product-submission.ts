import { asinFromRetailerUrl, isValidAsin } from '@bcg/shared/affiliate-links';
import { validateEmail } from './email';

const PRODUCT_NAME_MAX_LENGTH = 200;
const SUBMITTER_NAME_MAX_LENGTH = 120;
/** Retailer links and ASINs are short; anything longer is not one. */
const PRODUCT_REFERENCE_MAX_LENGTH = 2000;

export const SUBMISSION_MESSAGES = {
  productNameRequired: 'Product name is required',
  productNameTooLong: `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`,
  referenceRequired: 'Enter the Amazon ASIN or the product’s Amazon link',
  referenceInvalid: 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q) or an Amazon product link that contains one',
  submitterNameTooLong: `Name must be at most ${SUBMITTER_NAME_MAX_LENGTH} characters`,
  productNameControl: 'Product name must be plain text on one line',
  submitterNameControl: 'Name must be plain text on one line',
} as const;

/** Tabs, line breaks, NUL and the other control characters have no place in a one-line name (PostgreSQL refuses NUL). */
export const hasControlCharacters = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

export interface ProductSubmissionFields {
  productName: string;
  /** An ASIN, or a retailer product URL the ASIN is taken from. */
  productReference: string;
  submitterName: string;
  submitterEmail: string;
}

export type ProductSubmissionErrors = Partial<Record<keyof ProductSubmissionFields, string>>;

/**
 * The ASIN in an ASIN or an Amazon product link, upper-cased; null when there is none. Which hosts count as Amazon is
 * the affiliate-links rule, the one that decides which links get the tag.
 */
export function extractAsin(reference: string): string | null {
  const text = reference.trim();
  if (isValidAsin(text.toUpperCase())) return text.toUpperCase();
  return /^https?:\/\//i.test(text) ? asinFromRetailerUrl(text) : null;
}

/** Field-by-field problems with a submission (empty object when it is acceptable). Web and server use the same rules. */
export function validateProductSubmission(fields: ProductSubmissionFields): ProductSubmissionErrors {
  const errors: ProductSubmissionErrors = {};
  const productName = fields.productName.trim();
  if (!productName) errors.productName = SUBMISSION_MESSAGES.productNameRequired;
  else if (productName.length > PRODUCT_NAME_MAX_LENGTH) errors.productName = SUBMISSION_MESSAGES.productNameTooLong;
  else if (hasControlCharacters(productName)) errors.productName = SUBMISSION_MESSAGES.productNameControl;

  const reference = fields.productReference.trim();
  if (!reference) errors.productReference = SUBMISSION_MESSAGES.referenceRequired;
  else if (reference.length > PRODUCT_REFERENCE_MAX_LENGTH || !extractAsin(reference))
    errors.productReference = SUBMISSION_MESSAGES.referenceInvalid;

  const submitterName = fields.submitterName.trim();
  if (submitterName.length > SUBMITTER_NAME_MAX_LENGTH) errors.submitterName = SUBMISSION_MESSAGES.submitterNameTooLong;
  else if (hasControlCharacters(submitterName)) errors.submitterName = SUBMISSION_MESSAGES.submitterNameControl;

  const emailProblem = validateEmail(fields.submitterEmail);
  if (emailProblem) errors.submitterEmail = emailProblem;
  return errors;
}
