import { AdminAuthResolver, AdminAuthService, AdminCredential, AdminSession, type AdminAuthLog } from '@bcg/server/admin-auth';
import {
  AnalyticsIngestService,
  AnalyticsMaintenance,
  AnalyticsReportService,
  AnalyticsResolver,
  EventBatcher,
  eventsRateLimitMessage,
  VisitorHasher,
} from '@bcg/server/analytics';
import {
  FitResolver,
  FitService,
  ImageUploadService,
  Product,
  ProductAdminResolver,
  ProductEditorService,
  ProductImageService,
  ProductResolver,
  ProductService,
} from '@bcg/server/catalogue';
import { CatalogueTransferResolver, CatalogueTransferService } from '@bcg/server/catalogue-transfer';
import { Newsletter, NewsletterArchiveResolver, NewsletterArchiveService, NewsletterAudienceResolver } from '@bcg/server/newsletter';
import { Article, ArticleImageService, ArticleResolver, ArticleService, Faq, FaqResolver, FaqService } from '@bcg/server/content';
import { ContentGenerationResolver, ContentGenerationService, PerplexityClient } from '@bcg/server/content-generation';
import { errorLogSummary, RateLimiter, ServiceContainer, type AppConfig, type SiteRevision } from '@bcg/server/core';
import {
  EmailSubscriber,
  LeadResolver,
  LeadService,
  PreferenceLinks,
  PreferencesResolver,
  PreferencesService,
  preferencesLinkRateLimitMessage,
  subscribeRateLimitMessage,
} from '@bcg/server/leads';
import { AddressErasureResolver, AddressErasureService } from '@bcg/server/address-erasure';
import { contactNotification, ContactMessageResolver, ContactMessageService, contactRateLimitMessage } from '@bcg/server/messages';
import { MailSuppressionResolver, MailSuppressionService, Outbox, OutboxAdminResolver } from '@bcg/server/mail';
import {
  NewsletterClicks,
  NewsletterEmailRenderer,
  NewsletterLinksResolver,
  NewsletterResolver,
  NewsletterService,
} from '@bcg/server/newsletter';
import { priceAlertRateLimitMessage, PriceAlertResolver, PriceAlertService } from '@bcg/server/price-alerts';
import {
  LinkHealthService,
  PriceHistoryResolver,
  PriceHistoryService,
  PriceObservation,
  REAL_CLOCK,
  RETAILER_REQUEST_INTERVAL_MS,
  RetailerAdminResolver,
  retailerClientFromConfig,
  RetailerSyncService,
  type RetailerClient,
  type SyncClock,
} from '@bcg/server/retailer';
import { Revision, RevisionService } from '@bcg/server/revisions';
import { ProductSubmission, SubmissionResolver, SubmissionService, submissionRateLimitMessage } from '@bcg/server/submissions';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';

/**
 * The app's service registry: one instance of each service, as createServices builds them. The adapters receive it
 * (the REST adapter and the resolvers take only what they call), so a new service is added here, in one place.
 */
export type AppServices = ReturnType<typeof createServices>;

/** What tests and the demo may put in place of the retailer's API and the sync's clock. */
export interface RetailerOverrides {
  /** Instead of the Creators API client the configuration describes (null: as if no credentials were set). */
  retailerClient?: RetailerClient | null;
  retailerClock?: SyncClock;
}

/** One instance of each service, shared by the GraphQL resolvers, the REST adapter and server rendering. */
export function createServices(
  dataSource: DataSource,
  config: Pick<
    AppConfig,
    | 'affiliateTag'
    | 'siteUrl'
    | 'adminPassword'
    | 'adminPasswordHash'
    | 'contentGeneration'
    | 'rateLimits'
    | 'priceMaxAgeHours'
    | 'contactNotifyEmail'
    | 'mail'
    | 'uploadDir'
    | 'analytics'
    | 'retailer'
  >,
  log: AdminAuthLog,
  now?: () => Date,
  overrides: RetailerOverrides = {},
  /** The site revision (content writes of every process), which services may key what they keep on. */
  siteRevision?: SiteRevision,
) {
  const revisions = new RevisionService(dataSource.getRepository(Revision));
  const articles = new ArticleService(dataSource.getRepository(Article), config.affiliateTag, {
    now,
    revisions,
    // Called when a body is read, after the whole set is wired.
    productNames: (asins) => productNames(asins),
  });
  const rateLimiter = new RateLimiter(dataSource);
  const { subscribe, priceAlert, preferencesLink, recipientEmail, submission, contact } = config.rateLimits;
  // The emails the public forms cause to one address (price-alert confirmations, fresh preferences links), whoever asks.
  const recipientEmails = rateLimiter.recipientLimit({ bucket: 'recipient-email', ...recipientEmail });
  // The signed preferences link in the footer of every email (leads, newsletter, price alerts).
  const preferenceLinks = new PreferenceLinks(dataSource, { siteUrl: config.siteUrl, now });
  // Every email is queued here in the transaction that causes it; the sender (startMailSender) delivers it.
  const outbox = new Outbox(dataSource, { siteUrl: config.siteUrl, now });
  // Addresses no email goes to (permanent refusals, the provider's bounce and complaint notices), until released.
  const mailSuppressions = new MailSuppressionService(dataSource);
  const products = new ProductService(
    dataSource.getRepository(Product),
    config.affiliateTag,
    { maxAgeHours: config.priceMaxAgeHours, now },
    siteRevision && (() => siteRevision.current()),
  );
  const productEditor = new ProductEditorService(dataSource, revisions, now);
  const faqs = new FaqService(dataSource.getRepository(Faq), dataSource);
  // One upload pipeline (checks, metadata stripping, renditions under UPLOAD_DIR) for product photos and article covers.
  const imageUploads = new ImageUploadService(config.uploadDir);
  const hasher = new VisitorHasher(dataSource, now);
  // Acknowledged events are written within 250 ms, 2000 a batch (a crash loses at most those: docs/architecture.md, POST /api/events).
  const eventBatcher = new EventBatcher(dataSource, {
    maxEvents: 2000,
    flushMs: 250,
    limit: { limiter: rateLimiter, rule: { bucket: 'events', ...config.analytics.rateLimit, message: eventsRateLimitMessage } },
    onDropped: (error, events) =>
      log.warn({ error: errorLogSummary(error), events }, 'Analytics events dropped: the database refused their batch'),
  });
  const productNames = async (asins: string[], manager: EntityManager = dataSource.manager) =>
    new Map(
      asins.length === 0
        ? []
        : (await manager.getRepository(Product).find({ select: { amazonAsin: true, name: true }, where: { amazonAsin: In(asins) } })).map(
            (product) => [product.amazonAsin, product.name] as const,
          ),
    );
  // Price-drop alerts: fired by the retailer sync inside the transaction that stores the prices it sees.
  const priceAlerts = new PriceAlertService(
    dataSource,
    outbox,
    {
      siteUrl: config.siteUrl,
      // A mark goes under the price readers are shown: ProductService's one decision.
      isPriceShown: (product) => products.isPriceDisplayable(product),
      now,
      // The signed link of the preferences page (defined below; called only once requests and the sync run).
      preferencesUrl: (manager, email) => preferenceLinks.preferencesUrl(email, manager),
      recipientLimit: recipientEmails,
    },
    rateLimiter.guard({ bucket: 'price-alert', ...priceAlert, message: priceAlertRateLimitMessage }),
  );
  const retailer =
    overrides.retailerClient !== undefined ? { client: overrides.retailerClient, setupHint: undefined } : retailerClientFromConfig(config);
  // Runs only where startRetailerSync starts it (the server); everywhere else it answers status and "Refresh now".
  const retailerSync = new RetailerSyncService(dataSource, {
    client: retailer.client,
    setupHint: retailer.setupHint ?? undefined,
    intervalMinutes: config.retailer.syncIntervalMinutes,
    priceCeiling: config.retailer.priceCeiling,
    // RETAILER_SYNC_SPEED (the bench) scales the pace of requests only: the writes that readers' pages wait on stay
    // once a minute, as on a real server.
    minRequestIntervalMs: RETAILER_REQUEST_INTERVAL_MS / config.retailer.syncSpeed,
    clock: overrides.retailerClock ?? (now ? { now, sleep: REAL_CLOCK.sleep } : REAL_CLOCK),
    log: { info: (message) => log.info({}, message), warn: (details, message) => log.warn(details, message) },
    outbox,
    ownerEmail: config.contactNotifyEmail,
    siteUrl: config.siteUrl,
    onPricesStored: (manager, prices) => priceAlerts.onPricesStored(manager, prices),
  });
  // Newsletter issues: written and started here; NewsletterSender (startNewsletterSender) queues and delivers them.
  const newsletterRenderer = new NewsletterEmailRenderer(dataSource, {
    siteUrl: config.siteUrl,
    renderMarkdown: (markdown, manager) => articles.renderReadable(markdown, manager),
    reviewPaths: async (asins, manager = dataSource.manager) =>
      new Map(
        (
          await manager
            .getRepository(Product)
            .find({ select: { amazonAsin: true, slug: true }, where: { amazonAsin: In(asins), archivedAt: IsNull() } })
        ).map((product) => [product.amazonAsin, `/collars/${product.slug}`] as const),
      ),
    postalAddress: config.mail.postalAddress,
    preferencesUrl: (email) => preferenceLinks.preferencesUrl(email),
  });
  const newsletterWake = new Set<() => void>();
  const newsletters = new NewsletterService(dataSource, outbox, newsletterRenderer, {
    now,
    sendRefusal: () => newsletterRenderer.postalAddressHint(),
    onSendRequested: () => newsletterWake.forEach((wake) => wake()),
  });
  // The preferences page lists and ends the address's price alerts through their AddressAlerts.
  const preferences = new PreferencesService(dataSource, preferenceLinks, outbox, {
    siteUrl: config.siteUrl,
    now,
    alerts: priceAlerts,
    freshLinkLimit: rateLimiter.guard({ bucket: 'preferences-link', ...preferencesLink, message: preferencesLinkRateLimitMessage }),
    recipientLimit: recipientEmails,
  });
  return {
    priceAlerts,
    preferenceLinks,
    preferences,
    newsletters,
    newsletterRenderer,
    /** The click redirects of sent issues and their counts per link. */
    newsletterClicks: new NewsletterClicks(dataSource, now),
    /** The day's salted visitor hash of the analytics: the redirect counts one click per visitor, link and day by it. */
    visitorHasher: hasher,
    /** The sender registers here to hear of a send started or scheduled in this process. */
    newsletterWake,
    products,
    priceHistory: new PriceHistoryService(dataSource.getRepository(PriceObservation), products, now),
    retailerSync,
    productImages: new ProductImageService(dataSource.getRepository(Product), productEditor, imageUploads),
    articleImages: new ArticleImageService(dataSource.getRepository(Article), articles, imageUploads),
    productEditor,
    /** The link-health report (read only). */
    linkHealth: new LinkHealthService(dataSource),
    fit: new FitService(products),
    revisions,
    articles,
    faqs,
    catalogueTransfer: new CatalogueTransferService(dataSource, productEditor, articles, faqs, config.affiliateTag, now),
    leads: new LeadService(
      dataSource.getRepository(EmailSubscriber),
      outbox,
      { siteUrl: config.siteUrl, now, mailDelivers: Boolean(config.mail.smtpUrl), preferenceLinks },
      rateLimiter.guard({ bucket: 'subscribe', ...subscribe, message: subscribeRateLimitMessage }),
    ),
    submissions: new SubmissionService(
      dataSource.getRepository(ProductSubmission),
      rateLimiter.guard({ bucket: 'product-submission', ...submission, message: submissionRateLimitMessage }),
    ),
    contactMessages: new ContactMessageService(
      dataSource,
      rateLimiter.guard({ bucket: 'contact', ...contact, message: contactRateLimitMessage }),
      // Unset CONTACT_NOTIFY_EMAIL: the message is still stored, and the administrator reads it in the dashboard.
      config.contactNotifyEmail ? contactNotification(outbox, { to: config.contactNotifyEmail, siteUrl: config.siteUrl }) : undefined,
    ),
    adminAuth: new AdminAuthService(
      dataSource.getRepository(AdminSession),
      rateLimiter,
      dataSource.getRepository(AdminCredential),
      { password: config.adminPassword, passwordHash: config.adminPasswordHash },
      log,
    ),
    rateLimiter,
    outbox,
    /** Addresses no email goes to (permanent refusals, the mail provider's bounce and complaint notices). */
    mailSuppressions,
    mailEventsSecret: config.mail.eventsSecret,
    erasure: new AddressErasureService(dataSource),
    analytics: new AnalyticsReportService(dataSource, productNames, now),
    analyticsIngest: new AnalyticsIngestService(hasher, eventBatcher, now),
    eventBatcher,
    analyticsMaintenance: new AnalyticsMaintenance(dataSource, hasher, { rawDays: config.analytics.rawDays, now }),
    contentGeneration: new ContentGenerationService(
      new PerplexityClient(config.contentGeneration),
      articles,
      rateLimiter,
      config.contentGeneration,
      config.affiliateTag,
      log,
    ),
    newsletterArchive: new NewsletterArchiveService(dataSource.getRepository(Newsletter)),
    newsletterAudience: new NewsletterAudienceResolver(dataSource),
  };
}

export const RESOLVERS = [
  ProductResolver,
  ProductAdminResolver,
  FitResolver,
  ArticleResolver,
  FaqResolver,
  LeadResolver,
  SubmissionResolver,
  ContactMessageResolver,
  OutboxAdminResolver,
  MailSuppressionResolver,
  AddressErasureResolver,
  AnalyticsResolver,
  AdminAuthResolver,
  ContentGenerationResolver,
  CatalogueTransferResolver,
  RetailerAdminResolver,
  PriceHistoryResolver,
  NewsletterArchiveResolver,
  NewsletterAudienceResolver,
  NewsletterResolver,
  NewsletterLinksResolver,
  PriceAlertResolver,
  PreferencesResolver,
] as const;

/** Resolvers receive their services by constructor; the container hands type-graphql these instances. */
export function createResolverContainer(services: AppServices): ServiceContainer {
  return new ServiceContainer()
    .set(ProductResolver, new ProductResolver(services.products))
    .set(ProductAdminResolver, new ProductAdminResolver(services.productEditor))
    .set(FitResolver, new FitResolver(services.fit))
    .set(ArticleResolver, new ArticleResolver(services.articles))
    .set(FaqResolver, new FaqResolver(services.faqs))
    .set(LeadResolver, new LeadResolver(services.leads))
    .set(SubmissionResolver, new SubmissionResolver(services.submissions))
    .set(ContactMessageResolver, new ContactMessageResolver(services.contactMessages))
    .set(OutboxAdminResolver, new OutboxAdminResolver(services.outbox))
    .set(MailSuppressionResolver, new MailSuppressionResolver(services.mailSuppressions))
    .set(AddressErasureResolver, new AddressErasureResolver(services.erasure))
    .set(AnalyticsResolver, new AnalyticsResolver(services.analytics))
    .set(AdminAuthResolver, new AdminAuthResolver(services.adminAuth))
    .set(ContentGenerationResolver, new ContentGenerationResolver(services.contentGeneration))
    .set(CatalogueTransferResolver, new CatalogueTransferResolver(services.catalogueTransfer))
    .set(RetailerAdminResolver, new RetailerAdminResolver(services.retailerSync, services.linkHealth, services.productEditor))
    .set(PriceHistoryResolver, new PriceHistoryResolver(services.priceHistory))
    .set(NewsletterArchiveResolver, new NewsletterArchiveResolver(services.newsletterArchive))
    .set(NewsletterAudienceResolver, services.newsletterAudience)
    .set(NewsletterResolver, new NewsletterResolver(services.newsletters))
    .set(NewsletterLinksResolver, new NewsletterLinksResolver(services.newsletterClicks))
    .set(PriceAlertResolver, new PriceAlertResolver(services.priceAlerts))
    .set(PreferencesResolver, new PreferencesResolver(services.preferences));
}
