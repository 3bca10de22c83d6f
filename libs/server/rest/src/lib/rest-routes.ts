import type { AdminAuthService } from '@bcg/server/admin-auth';
import { batchesOf, NotFoundError, pageRequestOfQuery, type PageRequest, type RateLimiter } from '@bcg/server/core';
import {
  CATALOG_ERRORS,
  IMAGE_ERRORS,
  imageError,
  MAX_IMAGE_BYTES,
  toLegacyProduct,
  type FitService,
  type Product,
  type ProductEditorService,
  type ProductImageService,
  type ProductService,
} from '@bcg/server/catalog';
import {
  toAdminArticle,
  toLegacyArticle,
  type ArticleChanges,
  type ArticleImageService,
  type ArticleService,
  type FaqService,
  MAX_FAQS,
} from '@bcg/server/content';
import type { CatalogueTransferService } from '@bcg/server/catalogue-transfer';
import type { ContentGenerationService } from '@bcg/server/content-generation';
import { subscribersCsvStream, type EmailSubscriber, type LeadService } from '@bcg/server/leads';
import type { AnalyticsReportService } from '@bcg/server/analytics';
import type { AddressErasureService, ContactMessageService } from '@bcg/server/messages';
import type { Outbox } from '@bcg/server/mail';
import type { RevisionService } from '@bcg/server/revisions';
import type { SubmissionService } from '@bcg/server/submissions';
import { CONTACT_MESSAGES, EMAIL_MESSAGES, SUBMISSION_MESSAGES } from '@bcg/shared/validation';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import { DESK_ROUTES } from './desk-routes';
import { TRANSFER_ROUTES } from './transfer-routes';
import * as D from './desk-schemas';
import * as S from './rest-schemas';
import type { FieldMessages } from './rest-validation';
import { wholeList } from './streamed-list';

/** The services the legacy REST paths are served from (the same instances the resolvers use). */
export interface RestServices {
  products: ProductService;
  /** Product photos: checks uploads and writes their renditions under UPLOAD_DIR. */
  productImages: ProductImageService;
  /** The editorial desk's product writes (create, edit, archive, delete, order, restore). */
  productEditor: ProductEditorService;
  fit: FitService;
  articles: ArticleService;
  /** Article covers: the product photos' upload pipeline. */
  articleImages: ArticleImageService;
  faqs: FaqService;
  leads: LeadService;
  submissions: SubmissionService;
  contactMessages: ContactMessageService;
  adminAuth: AdminAuthService;
  /** Database-backed counters shared by every server process. */
  rateLimiter: RateLimiter;
  /** Every email the site sends, queued with the change that causes it (the admin's Outbox tab reads it). */
  outbox: Outbox;
  /** Deletion on request: a subscriber's address, its emails and its contact messages. */
  erasure: AddressErasureService;
  /** First-party page and retailer-click counts (issue 14). */
  analytics: AnalyticsReportService;
  contentGeneration: ContentGenerationService;
  /** Saved states of products and articles (every save records one; the editor lists and restores them). */
  revisions: RevisionService;
  /** Catalogue export and import (products, articles, FAQs as one JSON file). */
  catalogueTransfer: CatalogueTransferService;
}

/** The parts of a route schema (TypeBox); `response` is the 200 answer. */
export interface RestRouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
}

type Parsed<T> = T extends TSchema ? Static<T> : undefined;

/** A request after Fastify validated it against the route schema: the handler gets typed values, never `unknown`. */
export interface RestRequest<S extends RestRouteSchema = RestRouteSchema> {
  /** Client address (brute-force window, rate limits): the socket's, or the one a trusted proxy (TRUST_PROXY) names. */
  ip: string;
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
  /** Routes with `upload`: the file part of the multipart body, as a stream (not yet read); undefined when there is none. */
  upload?: () => Promise<UploadedFile | undefined>;
}

/** A file part of a multipart body, read as it arrives; `truncated` turns true once it went past the route's size limit. */
export type UploadedFile = Readable & { truncated?: boolean };

/** How /api/openapi.json groups the calls. */
export const REST_TAGS = [
  { name: 'catalog', description: 'The tested collars.' },
  { name: 'content', description: 'Guides, blog posts and FAQs.' },
  { name: 'forms', description: 'Sign-ups, contact messages and collar suggestions from visitors.' },
  { name: 'content-generation', description: 'Article drafts written with the Perplexity API (rate-limited).' },
  {
    name: 'admin',
    description: 'The administrator: login, moderation and publishing. Bearer session required except for login and logout.',
  },
] as const;

/** One row of the adapter: a spec path, its schemas and how to answer it. Handlers only call and shape. */
export interface RestRoute<S extends RestRouteSchema = RestRouteSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** OpenAPI: a stable name for generated clients, a one-line summary and a group. */
  operationId: string;
  summary: string;
  tag: (typeof REST_TAGS)[number]['name'];
  schema: S;
  handle: (services: RestServices, request: RestRequest<S>) => Promise<Static<S['response']>>;
  /** Requires `Authorization: Bearer <sessionId>` of a live admin session (401 otherwise, before any validation). */
  admin?: true;
  /** Never stored by browsers or proxies, even for a GET (each call does fresh work). */
  noStore?: true;
  /**
   * RFC 8058 one-click: mail providers POST here from their own servers, with a form-encoded body
   * (`List-Unsubscribe=One-Click`) and no session. The cross-site write guard lets it through, and any body is
   * read and ignored; the token in the URL is the whole authority.
   */
  oneClick?: true;
  /**
   * The body is multipart/form-data carrying one file of at most `maxBytes` (anything past it is discarded and
   * `truncated` set): the cross-site write guard lets that type through here only, and the handler reads the file as
   * a stream from `request.upload`, so it is never held whole in memory.
   */
  upload?: { maxBytes: number };
  /** The answer is a file of this type (the handler returns its text), offered for download under this name (or the name for now). */
  download?: { contentType: string; filename: string | ((now: Date) => string) };
  /** A larger body cap than the server's 64 KB, for this route only (the catalogue import). */
  bodyLimit?: number;
  /**
   * Checks a JSON body's text before it is parsed, in place of the server's own depth check (so it must refuse at
   * least bodies nested past 64 levels); rejecting refuses the body with the error, a 400 for a ValidationError. For
   * a large body whose scan or parsing in one go could hold up the server.
   */
  checkJsonText?: (text: string) => Promise<void>;
  /** Fields added to this route's error body, so a refused call keeps the route's answer shape. */
  errorFields?: Record<string, unknown>;
  /** The spec's messages for body fields that are missing or of the wrong type (else a generic "body/x must be ..."). */
  fieldMessages?: FieldMessages;
}

const toRestSubscriber = ({ id, email, leadMagnet, subscribedAt, status }: EmailSubscriber) => ({
  id,
  email,
  leadMagnet,
  subscribedAt: subscribedAt.toISOString(),
  status,
});

const legacyProduct = (products: ProductService, product: Product) =>
  toLegacyProduct(product, products.isPriceFresh(product), products.editorialScore(product));

/** Checks a row against its own schemas, then files it with the others. */
const route = <S extends RestRouteSchema>(definition: RestRoute<S>): RestRoute => definition as unknown as RestRoute;

/** The spec's calls (section 7), exactly as external tools know them. */
export const REST_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/products',
    operationId: 'listProducts',
    summary: 'Every tested collar, in catalogue order (?limit=, ?offset= a window of them; ?breed= only those suited to a breed).',
    tag: 'catalog',
    schema: { querystring: S.ProductsQuery, response: Type.Array(S.Product) },
    handle: async ({ products }, { query }) => {
      const read = async (page: PageRequest) => (await products.page({ ...page, breed: query.breed })).items;
      const offset = query.offset ?? 0;
      const shape = (product: Product) => legacyProduct(products, product);
      return query.limit === undefined ? wholeList(read, offset, shape) : (await read({ offset, limit: query.limit })).map(shape);
    },
  }),
  route({
    // Not in the spec's table: the data of one review page, for external tools.
    method: 'GET',
    url: '/api/products/:slug',
    operationId: 'getProduct',
    summary: 'One public collar with its review, by the slug of its page /collars/{slug} (404 "Product not found" otherwise).',
    tag: 'catalog',
    schema: { params: S.ProductSlugParams, response: S.ProductAnswer },
    handle: async ({ products }, { params }) => {
      const product = await products.bySlug(params.slug);
      if (!product) throw new NotFoundError(CATALOG_ERRORS.productNotFound);
      return { success: true as const, product: legacyProduct(products, product) };
    },
  }),
  route({
    // Not in the spec's table: the bulldog fit finder (the /fit-finder page and GraphQL fitRecommendation answer the same).
    method: 'GET',
    url: '/api/fit',
    operationId: 'fitRecommendation',
    summary:
      'One page of the collars offered for one dog (suited to the breed first, then most room, then score), the minimum width, the fitted length and any neck warning; 400 with a message per field for bad values.',
    tag: 'catalog',
    schema: { querystring: S.FitQuery, response: S.FitAnswer },
    handle: async ({ products, fit }, { query }) => {
      const { page, ...dog } = query;
      const { input, matches, closest, ...answer } = await fit.recommend(dog, page);
      return {
        success: true as const,
        recommendation: {
          ...answer,
          breed: input.breed,
          age: input.age,
          unit: input.unit,
          matches: matches.map(({ collar, ...match }) => ({ ...match, product: legacyProduct(products, collar.product) })),
          closest: closest.map(({ collar, ...miss }) => ({ ...miss, product: legacyProduct(products, collar.product) })),
        },
      };
    },
  }),
  route({
    method: 'GET',
    url: '/api/articles',
    operationId: 'listArticles',
    summary:
      'Published articles, newest first, with or without ?published=true: never a draft or a scheduled post (see /api/admin/articles); ?limit=, ?offset= a window of them.',
    tag: 'content',
    schema: { querystring: S.ArticlesQuery, response: Type.Array(S.Article) },
    handle: async ({ articles }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => articles.list(page), query.offset, toLegacyArticle)
        : (await articles.list({ limit: query.limit, offset: query.offset })).map(toLegacyArticle),
  }),
  route({
    method: 'GET',
    url: '/api/faqs',
    operationId: 'listFaqs',
    summary: 'The frequently asked questions, in order (?limit=, ?offset= a window of them).',
    tag: 'content',
    schema: { querystring: S.PageQuery, response: Type.Array(S.Faq) },
    // The list holds at most MAX_FAQS questions: without a limit, that many is every one.
    handle: async ({ faqs }, { query }) =>
      (await faqs.page({ offset: query.offset ?? 0, limit: query.limit ?? MAX_FAQS })).map(({ id, question, answer }) => ({
        id,
        question,
        answer,
      })),
  }),
  route({
    method: 'GET',
    url: '/api/content/blog-posts/:slug',
    operationId: 'getBlogPost',
    summary: 'One published post by slug (404 "Post not found" for unknown and unpublished ones).',
    tag: 'content',
    schema: { params: S.SlugParams, response: S.BlogPostAnswer },
    handle: async ({ articles }, { params }) => ({
      success: true as const,
      post: toLegacyArticle(await articles.getPublishedBySlug(params.slug)),
    }),
  }),
  route({
    method: 'POST',
    url: '/api/subscribe',
    operationId: 'subscribe',
    summary: 'Signs an address up for the sizing guide; signing up again adds nothing (rate-limited per client).',
    tag: 'forms',
    schema: { body: S.SubscribeBody, response: S.Thanks },
    fieldMessages: { email: { missing: EMAIL_MESSAGES.required, invalid: EMAIL_MESSAGES.invalid } },
    // Only these fields are read: an id, a date or anything else in the body is ignored.
    handle: ({ leads }, { body: { email, leadMagnet, signupPage, breed }, ip }) =>
      leads.subscribe({ email, leadMagnet, signupPage, breed }, ip),
  }),
  route({
    method: 'GET',
    url: '/api/subscribe/confirm',
    operationId: 'confirmSubscription',
    summary: 'Confirms the address of a confirmation email (double opt-in) and sends the sizing guide; the outcome says what the link did.',
    tag: 'forms',
    schema: { querystring: S.TokenQuery, response: S.ConfirmationAnswer },
    noStore: true,
    handle: async ({ leads }, { query }) => {
      const outcome = await leads.confirm(query.token);
      return { success: outcome === 'confirmed' || outcome === 'already-confirmed', outcome, message: leads.confirmationMessage(outcome) };
    },
  }),
  route({
    method: 'POST',
    url: '/api/unsubscribe',
    operationId: 'unsubscribe',
    summary:
      'One-click unsubscribe (RFC 8058), the target of the List-Unsubscribe header: no session, cookie or Origin needed, any body ignored; repeating it is harmless (404 for an unknown token).',
    tag: 'forms',
    schema: { querystring: S.TokenQuery, response: S.Thanks },
    oneClick: true,
    handle: ({ leads }, { query }) => leads.unsubscribe(query.token),
  }),
  route({
    // Not in the spec's table (its submission call is not shown): the adapter's path for the submission form.
    method: 'POST',
    url: '/api/product-submissions',
    operationId: 'submitProduct',
    summary: 'Suggests a collar for review; it is stored as pending whatever else is sent (rate-limited per client).',
    tag: 'forms',
    schema: { body: S.ProductSubmissionBody, response: S.Thanks },
    fieldMessages: {
      productName: { missing: SUBMISSION_MESSAGES.productNameRequired },
      submitterEmail: { missing: EMAIL_MESSAGES.required, invalid: EMAIL_MESSAGES.invalid },
    },
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
    // The spec's contact form made no call; issue 13 has it store the message for the administrator.
    method: 'POST',
    url: '/api/contact',
    operationId: 'sendContactMessage',
    summary: 'Sends a message to the site’s team; the administrator reads it in the dashboard (rate-limited per client).',
    tag: 'forms',
    schema: { body: S.ContactBody, response: S.Thanks },
    fieldMessages: {
      name: { missing: CONTACT_MESSAGES.nameRequired },
      email: { missing: EMAIL_MESSAGES.required, invalid: EMAIL_MESSAGES.invalid },
      message: { missing: CONTACT_MESSAGES.messageRequired },
    },
    // Only the form's fields are read: an id, a read state or a date in the body is ignored.
    handle: ({ contactMessages }, { body: { name, email, subject, message, website }, ip }) =>
      contactMessages.send({ name, email, subject, message, website }, ip),
  }),
  route({
    method: 'GET',
    url: '/api/content/test-perplexity',
    operationId: 'testPerplexity',
    summary: 'Checks the connection to Perplexity with a short question (rate-limited, never cached).',
    tag: 'content-generation',
    noStore: true,
    errorFields: { message: 'Connection test failed', response: null },
    schema: { response: S.ConnectionTestAnswer },
    handle: ({ contentGeneration }, { ip }) => contentGeneration.testConnection(ip),
  }),
  route({
    method: 'POST',
    url: '/api/content/test-generate',
    operationId: 'testGenerate',
    summary: 'Generates an article and saves it as an unpublished draft (no body; rate-limited).',
    tag: 'content-generation',
    errorFields: { message: 'Content generation failed', content: null, usage: null },
    schema: { response: S.GenerationTestAnswer },
    handle: async ({ contentGeneration }, { ip }) => {
      const { success, message, content, usage, error } = await contentGeneration.generate(ip);
      return { success, message, content, usage, error };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/login',
    operationId: 'adminLogin',
    summary: 'Checks the administrator password: a session id on success, {success: false} otherwise (429 after 5 failures in 15 minutes).',
    tag: 'admin',
    schema: { body: S.LoginBody, response: S.LoginAnswer },
    handle: ({ adminAuth }, { body, ip }) => adminAuth.login(body.password, ip),
  }),
  route({
    method: 'POST',
    url: '/api/admin/logout',
    operationId: 'adminLogout',
    summary: 'Ends a session (an unknown one is ignored).',
    tag: 'admin',
    schema: { body: S.LogoutBody, response: S.Done },
    handle: async ({ adminAuth }, { body }) => {
      await adminAuth.logout(body.sessionId);
      return { success: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/product-submissions',
    operationId: 'listProductSubmissions',
    summary: 'Every collar suggestion, newest first (?limit=, ?offset= a window of them).',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.PageQuery, response: Type.Array(S.Submission) },
    handle: async ({ submissions }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => submissions.list(page), query.offset, toLegacySubmission)
        : (await submissions.list(query)).map(toLegacySubmission),
  }),
  route({
    method: 'GET',
    url: '/api/admin/email-subscribers',
    operationId: 'listEmailSubscribers',
    summary: 'Every sign-up, newest first, with its double opt-in status (?status= one of them; ?limit=, ?offset= a window).',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.SubscribersQuery, response: Type.Array(S.Subscriber) },
    handle: async ({ leads }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => leads.list(query.status, page), query.offset, toRestSubscriber)
        : (await leads.list(query.status, query)).map(toRestSubscriber),
  }),
  route({
    method: 'GET',
    url: '/api/admin/email-subscribers.csv',
    operationId: 'exportEmailSubscribers',
    summary:
      'Every sign-up as CSV with its status and consent record (?status= one status); cells a spreadsheet would run as a formula start with an apostrophe.',
    tag: 'admin',
    admin: true,
    download: { contentType: 'text/csv; charset=utf-8', filename: (now) => `email-subscribers-${now.toISOString().slice(0, 10)}.csv` },
    schema: { querystring: S.SubscriberStatusQuery, response: Type.String({ description: 'RFC 4180 CSV with a header row.' }) },
    // Streamed a batch at a time: the list of sign-ups can be long. Fastify sends a stream as it is.
    handle: async ({ leads }, { query }) => subscribersCsvStream(batchesOf((page) => leads.list(query.status, page))) as unknown as string,
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/email-subscribers/:id',
    operationId: 'eraseEmailSubscriber',
    summary:
      'Erases a subscriber completely (deletion on request): the row with its consent record, every outbox email to the address and every contact message from it.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.Erased },
    handle: async ({ erasure }, { params }) => ({ success: true as const, ...(await erasure.eraseSubscriber(params.id)) }),
  }),
  route({
    method: 'GET',
    url: '/api/admin/analytics',
    operationId: 'getAnalyticsReport',
    summary:
      'Traffic and retailer clicks over UTC days (default the last 30): totals, a per-day series, top pages, referrers, campaigns, products and positions.',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.AnalyticsRangeQuery, response: S.AnalyticsReport },
    handle: ({ analytics }, { query }) => analytics.report(query),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/product-submissions/:id/status',
    operationId: 'updateProductSubmissionStatus',
    summary: 'Approves or rejects a pending suggestion (409 when it is no longer pending).',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: S.StatusBody, response: S.Submission },
    handle: async ({ submissions }, { params, body }) => toLegacySubmission(await submissions.updateStatus(params.id, body.status)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/product-submissions/:id',
    operationId: 'deleteProductSubmission',
    summary: 'Deletes a suggestion, whatever its status.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.Done },
    handle: async ({ submissions }, { params }) => {
      await submissions.delete(params.id);
      return { success: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/messages',
    operationId: 'listContactMessages',
    summary: 'The contact messages, newest first, with their read state, a page at a time (?limit=, ?offset=).',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.PagedQuery, response: Type.Array(S.ContactMessage) },
    handle: async ({ contactMessages }, { query }) => (await contactMessages.list(pageRequestOfQuery(query))).map(toRestContactMessage),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/messages/:id',
    operationId: 'setContactMessageRead',
    summary: 'Marks a contact message read or unread.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: S.ReadBody, response: S.ContactMessage },
    handle: async ({ contactMessages }, { params, body }) => toRestContactMessage(await contactMessages.setRead(params.id, body.read)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/messages/:id/sender',
    operationId: 'eraseContactMessageSender',
    summary:
      'Erases the sender of a contact message completely (deletion on request): every message from the address, every outbox email to it or about its messages, and its sign-up if any.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.Erased },
    handle: async ({ erasure }, { params }) => ({ success: true as const, ...(await erasure.eraseMessageSender(params.id)) }),
  }),
  route({
    method: 'GET',
    url: '/api/admin/outbox',
    operationId: 'listOutboxEmails',
    summary: 'The emails the site has queued, sent or failed to send, newest first (?status= one state; ?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.OutboxQuery, response: Type.Array(S.OutboxEmail) },
    handle: async ({ outbox }, { query }) =>
      (await outbox.list({ status: query.status, ...pageRequestOfQuery(query) })).map(toRestOutboxEmail),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles',
    operationId: 'listAdminArticles',
    summary: 'The articles, drafts included, newest created first, a page at a time (?limit=, ?offset=).',
    tag: 'admin',
    admin: true,
    schema: { querystring: S.PagedQuery, response: Type.Array(S.Article) },
    handle: async ({ articles }, { query }) => (await articles.listForAdmin(pageRequestOfQuery(query))).map(toLegacyArticle),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id',
    operationId: 'getAdminArticle',
    summary: 'One article by id, drafts included, with the body as readers would get it and its editor fields (markdown, updatedAt).',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.AdminArticle },
    handle: async ({ articles }, { params }) => toAdminArticle(await articles.getForPreview(params.id)),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/articles/:id/published',
    operationId: 'setArticlePublished',
    summary: 'Publishes or unpublishes an article (the first publication sets publishedAt).',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: S.PublishedBody, response: S.Article },
    handle: async ({ articles }, { params, body }) => toLegacyArticle(await articles.setPublished(params.id, body.published)),
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles',
    operationId: 'createArticle',
    summary: 'Writes a new article from Markdown: a draft, published now (published: true) or scheduled (publishAt).',
    tag: 'admin',
    admin: true,
    schema: { body: S.ArticleEditBody, response: S.AdminArticle },
    handle: async ({ articles }, { body }) => {
      const { title = '', category = '', excerpt = '', metaDescription = '', markdown = '', ...rest } = editorFields(body);
      return toAdminArticle(await articles.create({ title, category, excerpt, metaDescription, markdown, ...rest }));
    },
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/articles/:id',
    operationId: 'updateArticle',
    summary: 'Changes the fields given, publishes, unpublishes or schedules (publishAt); a renamed published slug keeps answering 301.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: S.ArticleEditBody, response: S.AdminArticle },
    handle: async ({ articles }, { params, body }) => toAdminArticle(await articles.update(params.id, editorFields(body))),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/articles/:id',
    operationId: 'deleteArticle',
    summary: 'Deletes an article for good (its revisions are kept; its old addresses stop redirecting).',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.Done },
    handle: async ({ articles }, { params }) => {
      await articles.delete(params.id);
      return { success: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id/revisions',
    operationId: 'listArticleRevisions',
    summary: 'The saved states of an article, newest first (who, when, what changed).',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: Type.Array(S.Revision) },
    handle: async ({ articles }, { params }) =>
      (await articles.revisionsOf(params.id)).map(({ id, number, author, changedFields, createdAt }) => ({
        id,
        number,
        author,
        changedFields,
        createdAt: createdAt.toISOString(),
      })),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id/revisions/:revisionId',
    operationId: 'compareArticleRevision',
    summary: 'What restoring one revision of an article would change, field by field: its value now and the revision’s.',
    tag: 'admin',
    admin: true,
    schema: { params: S.ArticleRevisionParams, response: D.RevisionComparison },
    handle: async ({ articles }, { params }) => {
      const { revision, changes } = await articles.compareRevision(params.id, params.revisionId);
      const { id, number, author, changedFields, createdAt } = revision;
      return { revision: { id, number, author, changedFields, createdAt: createdAt.toISOString() }, changes };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles/:id/revisions/:revisionId/restore',
    operationId: 'restoreArticleRevision',
    summary:
      "Saves a revision's content as a new save (itself a revision: nothing is lost); the publication state stays, and the slug unless ?restoreSlug=true.",
    tag: 'admin',
    admin: true,
    schema: { params: S.ArticleRevisionParams, querystring: D.RestoreQuery, response: S.AdminArticle },
    handle: async ({ articles }, { params, query }) =>
      toAdminArticle(await articles.restoreRevision(params.id, params.revisionId, { restoreSlug: query.restoreSlug === 'true' })),
  }),
  route({
    method: 'POST',
    url: '/api/admin/products/:id/image',
    operationId: 'uploadProductImage',
    summary:
      'Sets the photo of a product from a multipart/form-data body with one file (JPEG, PNG or WebP by its bytes, at most 8 MB): ' +
      'it is written as AVIF and WebP renditions at 320, 640 and 960 px without metadata; imageUrl becomes the largest WebP. ' +
      'A file that is not such an image answers 400 (fields.image) and changes nothing.',
    tag: 'admin',
    admin: true,
    upload: { maxBytes: MAX_IMAGE_BYTES },
    schema: { params: S.IdParams, response: S.ProductAnswer },
    handle: async ({ products, productImages }, { params, upload }) => {
      const file = await upload?.();
      if (!file) throw imageError(IMAGE_ERRORS.missing);
      return { success: true as const, product: legacyProduct(products, await productImages.attachUpload(params.id, file)) };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles/:id/image',
    operationId: 'uploadArticleImage',
    summary:
      "Sets the cover of an article from a multipart/form-data body with one file, through the product photos' pipeline (JPEG, PNG or WebP by its bytes, " +
      'at most 8 MB, AVIF and WebP renditions at 320, 640 and 960 px without metadata); imageUrl becomes the largest WebP. ' +
      'A file that is not such an image answers 400 (fields.image) and changes nothing.',
    tag: 'admin',
    admin: true,
    upload: { maxBytes: MAX_IMAGE_BYTES },
    schema: { params: S.IdParams, response: Type.Object({ success: Type.Literal(true), article: S.AdminArticle }) },
    handle: async ({ articleImages }, { params, upload }) => {
      const file = await upload?.();
      if (!file) throw imageError(IMAGE_ERRORS.missing);
      return { success: true as const, article: toAdminArticle(await articleImages.attachUpload(params.id, file)) };
    },
  }),
  ...DESK_ROUTES,
  ...TRANSFER_ROUTES,
];

/**
 * The editor body as the service takes it: `publishAt` as a date. An unreadable time becomes an invalid date, which
 * the service refuses naming the field (its rules are the one place, shared with GraphQL).
 */
function editorFields({ publishAt, ...fields }: Static<typeof S.ArticleEditBody>): ArticleChanges {
  return publishAt === undefined ? fields : { ...fields, publishAt: publishAt === null ? null : new Date(publishAt) };
}

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

function toRestContactMessage(contact: {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  readAt: Date | null;
  createdAt: Date;
}) {
  const { id, name, email, subject, message, readAt, createdAt } = contact;
  return {
    id,
    name,
    email,
    subject,
    message,
    read: readAt !== null,
    readAt: readAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

function toRestOutboxEmail(email: {
  id: number;
  messageId: string;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}) {
  const { id, messageId, kind, toAddress, subject, text, status, attempts, lastError, nextAttemptAt, sentAt, createdAt } = email;
  return {
    id,
    messageId,
    kind,
    to: toAddress,
    subject,
    status,
    attempts,
    lastError,
    createdAt: createdAt.toISOString(),
    nextAttemptAt: nextAttemptAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    text,
  };
}
