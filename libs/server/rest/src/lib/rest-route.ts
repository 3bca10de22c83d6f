import type { AdminAuthService } from '@bcg/server/admin-auth';
import type { AnalyticsReportService } from '@bcg/server/analytics';
import type { FitService, ProductEditorService, ProductImageService, ProductService } from '@bcg/server/catalogue';
import type { CatalogueTransferService } from '@bcg/server/catalogue-transfer';
import type { ArticleImageService, ArticleService, FaqService } from '@bcg/server/content';
import type { ContentGenerationService } from '@bcg/server/content-generation';
import type { RateLimiter, SecretValue } from '@bcg/server/core';
import type { LeadService, PreferencesService } from '@bcg/server/leads';
import type { MailSuppressionService, Outbox } from '@bcg/server/mail';
import type { AddressErasureService } from '@bcg/server/address-erasure';
import type { ContactMessageService } from '@bcg/server/messages';
import type { PriceAlertService } from '@bcg/server/price-alerts';
import type { NewsletterService } from '@bcg/server/newsletter';
import type { LinkHealthService, PriceHistoryService, RetailerSyncControls } from '@bcg/server/retailer';
import type { RevisionService } from '@bcg/server/revisions';
import type { SubmissionService } from '@bcg/server/submissions';
import type { Schema } from '@bcg/shared/validation';
import type * as z from 'zod/mini';
import type { Readable } from 'node:stream';
import type { FieldMessages } from './rest-validation';

/**
 * What the REST routes call. The app owns the registry of services and passes it in (the same instances the resolvers
 * use); this only says which of them the adapter needs.
 */
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
  /** Addresses no email goes to: the senders' refusals and the mail provider's bounce and complaint notices. */
  mailSuppressions: MailSuppressionService;
  /** MAIL_EVENTS_SECRET: the bearer token of the mail provider's notices (undefined: that route is off). */
  mailEventsSecret: SecretValue | undefined;
  /** Deletion on request: a subscriber's address, its emails and its contact messages. */
  erasure: AddressErasureService;
  /** First-party page and retailer-click counts. */
  analytics: AnalyticsReportService;
  contentGeneration: ContentGenerationService;
  /** Saved states of products and articles (every save records one; the editor lists and restores them). */
  revisions: RevisionService;
  /** Catalogue export and import (products, articles, FAQs as one JSON file). */
  catalogueTransfer: CatalogueTransferService;
  /** The retailer sync's status and "Refresh now" (one product or all). */
  retailerSync: RetailerSyncControls;
  /** The owner's newsletter issues: written, test-sent and sent. */
  newsletters: NewsletterService;
  /** The preferences page of an emailed link (newsletter, price alerts, everything off). */
  preferences: PreferencesService;
  /** The link-health report: products whose retailer link needs the owner. */
  linkHealth: LinkHealthService;
  /** The prices the retailer sync saw, per collar. */
  priceHistory: PriceHistoryService;
  /** Readers' price-drop alerts and the owner's counts of them. */
  priceAlerts: PriceAlertService;
}

/** The parts of a route schema (TypeBox); `response` is the 200 answer. */
export interface RestRouteSchema {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  response: Schema;
}

type Parsed<T> = T extends Schema ? z.output<T> : undefined;

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
  { name: 'catalogue', description: 'The tested collars.' },
  { name: 'content', description: 'Guides, blog posts and FAQs.' },
  { name: 'forms', description: 'Sign-ups, contact messages and collar suggestions from visitors.' },
  { name: 'content-generation', description: 'Article drafts written with the Perplexity API (rate-limited).' },
  { name: 'mail', description: 'Bounce and complaint notices from the mail provider (bearer MAIL_EVENTS_SECRET).' },
  {
    name: 'admin',
    description: 'The administrator: login, moderation and publishing. Bearer session required except for login and logout.',
  },
] as const;

/** One row of the adapter: a REST path, its schemas and how to answer it. Handlers only call and shape. */
export interface RestRoute<S extends RestRouteSchema = RestRouteSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** OpenAPI: a stable name for generated clients, a one-line summary and a group. */
  operationId: string;
  summary: string;
  tag: (typeof REST_TAGS)[number]['name'];
  schema: S;
  handle: (services: RestServices, request: RestRequest<S>) => Promise<z.output<S['response']>>;
  /** Requires `Authorization: Bearer <sessionId>` of a live admin session (401 otherwise, before any validation). */
  admin?: true;
  /**
   * Requires `Authorization: Bearer <secret>` with the secret this gives (compared in constant time; 401 otherwise,
   * before any validation). While the secret is unset the route answers 404, as if it did not exist.
   */
  bearerSecret?: (services: RestServices) => SecretValue | undefined;
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
  /** The site's messages for body fields that are missing or of the wrong type (else a generic "body/x must be ..."). */
  fieldMessages?: FieldMessages;
}

/** Checks a row against its own schemas, then files it with the others. */
export const route = <S extends RestRouteSchema>(definition: RestRoute<S>): RestRoute => definition as unknown as RestRoute;
