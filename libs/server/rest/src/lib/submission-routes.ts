import { SUBMISSION_MESSAGES } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { Done, IdParams, PageQuery, Thanks } from './common-schemas';
import { type RestRoute, route } from './rest-route';
import { wholeList } from './streamed-list';
import { ProductSubmissionBody, StatusBody, Submission } from './submission-schemas';

function toLegacySubmission(submission: {
  id: number;
  productName: string;
  amazonAsin: string;
  submitterName: string | null;
  submitterEmail: string;
  status: string;
  submittedAt: Date;
}) {
  const { id, productName, amazonAsin, submitterName, submitterEmail, status, submittedAt } = submission;
  return { id, productName, amazonAsin, submitterName, submitterEmail, status, submittedAt: submittedAt.toISOString() };
}

/** Collar suggestions from visitors and their moderation. */
export const SUBMISSION_ROUTES: readonly RestRoute[] = [
  route({
    // Not one of the legacy REST paths: the adapter's path for the submission form.
    method: 'POST',
    url: '/api/product-submissions',
    operationId: 'submitProduct',
    summary: 'Suggests a collar for review; it is stored as pending whatever else is sent (rate-limited per client).',
    tag: 'forms',
    schema: { body: ProductSubmissionBody, response: Thanks },
    fieldMessages: { productName: { missing: SUBMISSION_MESSAGES.productNameRequired } },
    // Only the form's fields are read: a status, id or date in the body is ignored (the row is always pending).
    handle: ({ submissions }, { body, ip }) =>
      submissions.submit(
        {
          productName: body.productName,
          productReference: body.productReference ?? body.amazonAsin ?? body.productUrl,
          submitterName: body.submitterName,
          submitterEmail: body.submitterEmail,
          website: body.website,
        },
        ip,
      ),
  }),
  route({
    method: 'GET',
    url: '/api/admin/product-submissions',
    operationId: 'listProductSubmissions',
    summary: 'Every collar suggestion, newest first (?limit=, ?offset= a window of them).',
    tag: 'admin',
    admin: true,
    schema: { querystring: PageQuery, response: z.array(Submission) },
    handle: async ({ submissions }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => submissions.list(page), query.offset, toLegacySubmission)
        : (await submissions.list(query)).map(toLegacySubmission),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/product-submissions/:id/status',
    operationId: 'updateProductSubmissionStatus',
    summary: 'Approves or rejects a pending suggestion (409 when it is no longer pending).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: StatusBody, response: Submission },
    handle: async ({ submissions }, { params, body }) => toLegacySubmission(await submissions.updateStatus(params.id, body.status)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/product-submissions/:id',
    operationId: 'deleteProductSubmission',
    summary: 'Deletes a suggestion, whatever its status.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ submissions }, { params }) => {
      await submissions.delete(params.id);
      return { success: true as const };
    },
  }),
];
