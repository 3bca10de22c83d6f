import { ValidationError } from '@bcg/server/core';
import { extractAsin, normaliseEmail, validateProductSubmission } from '@bcg/shared/validation';
import type { Repository } from 'typeorm';
import { ProductSubmission } from './product-submission.entity';

export const SUBMISSION_THANKS = 'Thank you! We will look at this collar and may add it to our tests.';

export interface SubmitProductRequest {
  productName?: unknown;
  productReference?: unknown;
  submitterName?: unknown;
  submitterEmail?: unknown;
  /** Honeypot: hidden from people, filled in by form-spamming bots. */
  website?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Product suggestions from visitors, held for the administrator's moderation. */
export class SubmissionService {
  constructor(private readonly submissions: Repository<ProductSubmission>) {}

  /**
   * Validates with the shared rules and stores the suggestion as pending (whatever else the client sends).
   * A filled honeypot gets the same thanks but nothing is stored, so bots learn nothing.
   */
  async submit(request: SubmitProductRequest): Promise<{ success: true; message: string }> {
    if (text(request.website).trim() !== '') return { success: true, message: SUBMISSION_THANKS };
    const fields = {
      productName: text(request.productName),
      productReference: text(request.productReference),
      submitterName: text(request.submitterName),
      submitterEmail: text(request.submitterEmail),
    };
    const errors = validateProductSubmission(fields);
    const first = Object.values(errors)[0];
    if (first) throw new ValidationError(first, errors);
    await this.submissions.insert({
      productName: fields.productName.trim(),
      amazonAsin: extractAsin(fields.productReference) ?? '',
      submitterName: fields.submitterName.trim() || null,
      submitterEmail: normaliseEmail(fields.submitterEmail),
      status: 'pending',
    });
    return { success: true, message: SUBMISSION_THANKS };
  }
}
