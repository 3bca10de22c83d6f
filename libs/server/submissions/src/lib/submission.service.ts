import {
  checkedInput,
  ConflictError,
  NO_RATE_LIMIT,
  NotFoundError,
  pageOf,
  thenById,
  tryAgainIn,
  ValidationError,
  whereAnyContains,
  type Page,
  type PageRequest,
  type RateLimitGuard,
} from '@bcg/server/core';
import { extractAsin, normaliseEmail, submissionSchema, type SubmissionFields } from '@bcg/shared/validation';
import type { Repository } from 'typeorm';
import { ProductSubmission } from './product-submission.entity';

/** A page of the admin's submission list: a search and an order. */
export interface SubmissionPageRequest extends PageRequest {
  q?: string | null;
  sort?: SubmissionSort;
}

const SUBMISSION_ERRORS = {
  notFound: 'Product submission not found',
  badStatus: 'Status must be approved or rejected',
  notPending: (status: string) => `Only pending submissions can be approved or rejected; this one is ${status}`,
} as const;

/** The moves the administrator may make: pending to approved or rejected, nothing else. */
const MODERATION_STATUSES = ['approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** How the administrator's submission table is ordered. */
export type SubmissionSort = 'newest' | 'oldest';

const SUBMISSION_THANKS = 'Thank you! We will look at this collar and may add it to our tests.';

/** The 429 text of the submission limit. */
export const submissionRateLimitMessage = (seconds: number): string =>
  `Too many product suggestions from your connection. ${tryAgainIn(seconds)}`;

/** `website` is the honeypot: hidden from people, filled in by form-spamming bots. A missing reference is reported as its field's problem. */
export type SubmitProductRequest = Omit<SubmissionFields, 'productReference'> & { productReference?: string };

/** Product suggestions from visitors, held for the administrator's moderation. */
export class SubmissionService {
  constructor(
    private readonly submissions: Repository<ProductSubmission>,
    /** Counts every valid attempt per client (SUBMISSION_RATE_LIMIT), shared by all server processes: input the shared schema refuses is refused before it, at the REST edge and here alike. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
  ) {}

  /**
   * Validates with the shared rules and stores the suggestion as pending (whatever else the client sends).
   * A filled honeypot gets the same thanks but nothing is stored, so bots learn nothing. Throws TooManyRequestsError
   * when `clientKey` is over the submission limit; resolves only after the row is committed.
   */
  async submit(request: SubmitProductRequest, clientKey: string): Promise<{ success: true; message: string }> {
    // Checked first, as the REST edge does, so both count only suggestions that could be stored.
    const fields = checkedInput(submissionSchema, request);
    await this.rateLimit(clientKey);
    if ((fields.website ?? '').trim() !== '') return { success: true, message: SUBMISSION_THANKS };
    await this.submissions.insert({
      productName: fields.productName,
      amazonAsin: extractAsin(fields.productReference) ?? '',
      submitterName: fields.submitterName || null,
      submitterEmail: normaliseEmail(fields.submitterEmail),
      status: 'pending',
    });
    return { success: true, message: SUBMISSION_THANKS };
  }

  /**
   * One page of the submissions for the admin's table, with how many match: searched in the product name, ASIN and
   * submitter's address (case-insensitive "contains"), newest or oldest first. Paged and counted in SQL.
   */
  async page({ q, sort = 'newest', offset, limit }: SubmissionPageRequest): Promise<Page<ProductSubmission>> {
    const query = this.submissions.createQueryBuilder('submission');
    whereAnyContains(query, ['submission.productName', 'submission.amazonAsin', 'submission.submitterEmail'], q);
    const direction = sort === 'oldest' ? 'ASC' : 'DESC';
    return pageOf(query, thenById('submission', 'submittedAt', direction), { offset, limit });
  }

  /** Every submission, newest first, or a window of them (administrator only: the callers check the session). */
  list(page: Partial<PageRequest> = {}): Promise<ProductSubmission[]> {
    return this.submissions.find({ order: { submittedAt: 'DESC', id: 'DESC' }, skip: page.offset, take: page.limit });
  }

  /**
   * Moves a pending submission to approved or rejected. Any other status is a ValidationError, an unknown id a
   * NotFoundError, a submission that is no longer pending a ConflictError; nothing changes in those cases.
   * Ids arrive validated by the edges (REST: 1 to 2^31 - 1; GraphQL: a 32-bit Int).
   */
  async updateStatus(id: number, status: string): Promise<ProductSubmission> {
    if (!(MODERATION_STATUSES as readonly string[]).includes(status)) {
      throw new ValidationError(SUBMISSION_ERRORS.badStatus);
    }
    // The condition on status makes two concurrent moderations unable to both succeed.
    const result = await this.submissions.update({ id, status: 'pending' }, { status });
    if (!result.affected) {
      const current = await this.submissions.findOneBy({ id });
      if (!current) throw new NotFoundError(SUBMISSION_ERRORS.notFound);
      throw new ConflictError(SUBMISSION_ERRORS.notPending(current.status));
    }
    return this.submissions.findOneByOrFail({ id });
  }

  /** Deletes a submission whatever its status; an unknown id is a NotFoundError. */
  async delete(id: number): Promise<void> {
    const result = await this.submissions.delete({ id });
    if (!result.affected) throw new NotFoundError(SUBMISSION_ERRORS.notFound);
  }
}
