import * as z from 'zod/mini';
import { dateTime, optionalNullableText, optionalText } from './common-schemas';

export const ProductSubmissionBody = z.object({
  productName: z.string().check(z.describe('Up to 200 characters of plain text.')),
  productReference: optionalText(
    'The Amazon ASIN, or an Amazon product link the ASIN is taken from. One of productReference, amazonAsin or productUrl is required.',
  ),
  amazonAsin: optionalText('Legacy name of productReference.'),
  productUrl: optionalText('Legacy name of productReference.'),
  submitterName: optionalNullableText('Optional, up to 120 characters of plain text.'),
  submitterEmail: z.string().check(z.describe('The submitter’s address: 5 to 254 characters once trimmed.')),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the submission, with the same thanks).'),
});

export const StatusBody = z.object({
  status: z.enum(['approved', 'rejected']).check(z.describe('Only a pending submission can be moved.')),
});

export const Submission = z.object({
  id: z.int(),
  productName: z.string(),
  amazonAsin: z.string(),
  submitterName: z.nullable(z.string()),
  submitterEmail: z.string(),
  status: z.string().check(z.describe("'pending', 'approved' or 'rejected'.")),
  submittedAt: dateTime('When the suggestion was received.'),
});
