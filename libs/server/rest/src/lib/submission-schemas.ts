import { SUBMISSION_MESSAGES, submissionSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime, optionalText } from './common-schemas';

/** The reference a body gives, under its name or a legacy one (what the route passes on). */
const referenceOf = (body: unknown): unknown => {
  const { productReference, amazonAsin, productUrl } = body as { productReference?: unknown; amazonAsin?: unknown; productUrl?: unknown };
  return productReference ?? amazonAsin ?? productUrl;
};

const reference = submissionSchema.shape.productReference;
/** Checked on the body as a whole, so a problem with the reference is reported with the other fields' at once. */
const referenceRule = (test: (value: unknown) => boolean, message: string) =>
  z.refine((body: unknown) => test(referenceOf(body)), {
    message,
    path: ['productReference'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/**
 * A collar suggestion: the shared submission schema, the form's own, with the reference also accepted under its
 * legacy names (amazonAsin, productUrl) and checked by the same rule whichever name carries it.
 */
export const ProductSubmissionBody = z
  .extend(z.partial(submissionSchema, { productReference: true }), {
    amazonAsin: optionalText('Legacy name of productReference.'),
    productUrl: optionalText('Legacy name of productReference.'),
  })
  .check(
    referenceRule((value) => typeof value === 'string' && value.trim() !== '', SUBMISSION_MESSAGES.referenceRequired),
    referenceRule(
      (value) => typeof value !== 'string' || value.trim() === '' || reference.safeParse(value).success,
      SUBMISSION_MESSAGES.referenceInvalid,
    ),
  );

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
