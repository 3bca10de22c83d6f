import type { AdminAuthService } from '@bcg/server/admin-auth';
import type { RateLimiter } from '@bcg/server/core';
import { toLegacyProduct, type ProductService } from '@bcg/server/catalog';
import { toLegacyArticle, type ArticleService, type FaqService } from '@bcg/server/content';
import type { ContentGenerationService } from '@bcg/server/content-generation';
import type { LeadService } from '@bcg/server/leads';
import type { SubmissionService } from '@bcg/server/submissions';

/** The services the legacy REST paths are served from (the same instances the resolvers use). */
export interface RestServices {
  products: ProductService;
  articles: ArticleService;
  faqs: FaqService;
  leads: LeadService;
  submissions: SubmissionService;
  adminAuth: AdminAuthService;
  /** Database-backed counters shared by every server process. */
  rateLimiter: RateLimiter;
  contentGeneration: ContentGenerationService;
}

export interface RestRequest {
  /** Client address (brute-force window, rate limits): the socket's, or the one a trusted proxy (TRUST_PROXY) names. */
  ip: string;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/** One row of the adapter: a spec path and how to answer it. Handlers only parse, call and shape. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  handle: (services: RestServices, request: RestRequest) => Promise<unknown>;
  /** Requires `Authorization: Bearer <sessionId>` of a live admin session (401 otherwise). */
  admin?: true;
  /** Never stored by browsers or proxies, even for a GET (each call does fresh work). */
  noStore?: true;
  /** Fields added to this route's error body, so a refused call keeps the route's answer shape. */
  errorFields?: Record<string, unknown>;
}

const idParam = (params: Record<string, string>): number => {
  const id = Number(params['id']);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
};

/** The spec's calls (section 7), exactly as external tools know them. */
export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'GET',
    url: '/api/products',
    handle: async ({ products }) => (await products.list()).map(toLegacyProduct),
  },
  {
    method: 'GET',
    url: '/api/articles',
    handle: async ({ articles }, { query }) =>
      (await articles.list({ publishedOnly: query['published'] === 'true' })).map(toLegacyArticle),
  },
  {
    method: 'GET',
    url: '/api/faqs',
    handle: async ({ faqs }) =>
      (await faqs.list()).map(({ id, question, answer }) => ({ id, question, answer })),
  },
  {
    method: 'GET',
    url: '/api/content/blog-posts/:slug',
    handle: async ({ articles }, { params }) => ({
      success: true,
      post: toLegacyArticle(await articles.getPublishedBySlug(params['slug'] ?? '')),
    }),
  },
  {
    method: 'POST',
    url: '/api/subscribe',
    handle: ({ leads }, { body, ip }) => {
      // Only these two fields are read: an id, a date or anything else in the body is ignored.
      const { email, leadMagnet } = (body ?? {}) as { email?: unknown; leadMagnet?: unknown };
      return leads.subscribe({ email, leadMagnet }, ip);
    },
  },
  {
    // Not in the spec's table (its submission call is not shown): the adapter's path for the submission form.
    method: 'POST',
    url: '/api/product-submissions',
    handle: ({ submissions }, { body, ip }) => {
      // Only the form's fields are read: a status, id or date in the body is ignored (the row is always pending).
      const input = (body ?? {}) as Record<string, unknown>;
      return submissions.submit({
        productName: input['productName'],
        productReference: input['productReference'] ?? input['amazonAsin'] ?? input['productUrl'],
        submitterName: input['submitterName'],
        submitterEmail: input['submitterEmail'],
        website: input['website'],
      }, ip);
    },
  },
  {
    method: 'GET',
    url: '/api/content/test-perplexity',
    noStore: true,
    errorFields: { message: 'Connection test failed', response: null },
    handle: ({ contentGeneration }, { ip }) => contentGeneration.testConnection(ip),
  },
  {
    method: 'POST',
    url: '/api/content/test-generate',
    errorFields: { message: 'Content generation failed', content: null, usage: null },
    handle: async ({ contentGeneration }, { ip }) => {
      const { success, message, content, usage, error } = await contentGeneration.generate(ip);
      return { success, message, content, usage, error };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/login',
    handle: ({ adminAuth }, { body, ip }) => adminAuth.login((body as { password?: unknown } | null)?.password, ip),
  },
  {
    method: 'POST',
    url: '/api/admin/logout',
    handle: async ({ adminAuth }, { body }) => {
      await adminAuth.logout((body as { sessionId?: unknown } | null)?.sessionId);
      return { success: true };
    },
  },
  {
    method: 'GET',
    url: '/api/admin/product-submissions',
    admin: true,
    handle: async ({ submissions }) => (await submissions.list()).map(toLegacySubmission),
  },
  {
    method: 'GET',
    url: '/api/admin/email-subscribers',
    admin: true,
    handle: async ({ leads }) =>
      (await leads.list()).map(({ id, email, leadMagnet, subscribedAt }) => ({ id, email, leadMagnet, subscribedAt: subscribedAt.toISOString() })),
  },
  {
    method: 'PATCH',
    url: '/api/admin/product-submissions/:id/status',
    admin: true,
    handle: async ({ submissions }, { params, body }) =>
      toLegacySubmission(await submissions.updateStatus(idParam(params), (body as { status?: unknown } | null)?.status)),
  },
  {
    method: 'DELETE',
    url: '/api/admin/product-submissions/:id',
    admin: true,
    handle: async ({ submissions }, { params }) => {
      await submissions.delete(idParam(params));
      return { success: true };
    },
  },
  {
    method: 'GET',
    url: '/api/admin/articles',
    admin: true,
    handle: async ({ articles }) => (await articles.listForAdmin()).map(toLegacyArticle),
  },
  {
    method: 'GET',
    url: '/api/admin/articles/:id',
    admin: true,
    handle: async ({ articles }, { params }) => toLegacyArticle(await articles.getForPreview(idParam(params))),
  },
  {
    method: 'PATCH',
    url: '/api/admin/articles/:id/published',
    admin: true,
    handle: async ({ articles }, { params, body }) =>
      toLegacyArticle(await articles.setPublished(idParam(params), (body as { published?: unknown } | null)?.published)),
  },
];

function toLegacySubmission(submission: {
  id: number;
  productName: string;
  amazonAsin: string;
  submitterName: string | null;
  submitterEmail: string;
  status: string;
  submittedAt: Date;
}) {
  return { ...submission, submittedAt: submission.submittedAt.toISOString() };
}
