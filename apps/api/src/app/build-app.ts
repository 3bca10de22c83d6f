import { openDatabase, trackSiteRevision, type AppConfig } from '@bcg/server/core';
import { registerRestApi } from '@bcg/server/rest';
import type { WebServerEntry } from '@bcg/shared/pages';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { MailSender } from '@bcg/server/mail';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { registerDiscovery } from './discovery';
import { registerFallbackErrorHandler } from './fallback-error-handler';
import { ENTITIES } from './entities';
import { registerGraphQL } from './graphql';
import { registerMetrics } from './metrics';
import { registerRequestLog, requestLogOptions } from './request-log';
import { registerHealth } from './health';
import { ResponseCache } from './response-cache';
import { buildAppSchema } from './schema';
import { createResolverContainer, createServices, type AppServices, type RetailerOverrides } from './services';
import { registerSecurity } from './security';
import { registerWebApp } from './ssr';
import { startMailSender } from './mail-sender';
import { startNewsletterSender } from './newsletter-sender';
import { startRetailerSync } from './retailer-sync';
import { registerAnalyticsIngest } from './analytics-ingest';
import { registerClickRedirect } from './click-redirect';
import { registerEmailLinks } from './email-links';
import { registerPriceAlertLinks } from './price-alert-links';
import { registerUploads } from './uploads';

export interface BuiltApp {
  app: FastifyInstance;
  dataSource: DataSource;
  services: AppServices;
  /** Delivers the outbox, when `sendMail` asked for it and SMTP_URL is set. */
  mailSender?: MailSender;
}

export interface BuildAppOptions {
  /** Built web app to serve (client/ and server/); omit for an API-only server (tests). */
  webDistDir?: string;
  /** The web app's server entry, when the caller has loaded it (tests do: Jest cannot import an ES module). */
  webEntry?: WebServerEntry;
  logger?: boolean;
  /** Overrides CACHE_REVISION_CHECK_MS (tests use 0). */
  revisionCheckMs?: number;
  /** Where log lines go instead of stdout (tests read them back, e.g. to prove no secret is ever logged). */
  logStream?: { write(line: string): void };
  /** The clock prices (PRICE_MAX_AGE_HOURS) and scheduled posts are judged by; tests move it instead of waiting. */
  now?: () => Date;
  /** Deliver the outbox over SMTP_URL from this process (the server does; one-off commands and most tests do not). */
  sendMail?: boolean;
  /** Run the retailer sync in this process when credentials are set (the server does; one-off commands and tests do not). */
  syncRetailer?: boolean;
  /** Tests and the demo: another retailer client or clock for the sync. */
  retailer?: RetailerOverrides;
}

/** The two addresses of a post page: a renamed post's old slug answers 301 to its current one, under the same prefix. */
const POST_PATH = /^\/(blog|guides)\/([^/]+)$/;

async function articleMovedTo(services: AppServices, path: string): Promise<string | null> {
  const match = POST_PATH.exec(path);
  if (!match) return null;
  const moved = await services.articles.redirectFor(match[2] ?? '');
  return moved ? `/${match[1]}/${moved.slug}` : null;
}

/** A hop count as Fastify's typings accept it: the n proxies nearest the server are trusted. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Fastify's own response serializers (fast-json-stringify), each built on its route's first answer instead of all at
 * start, where they were the largest part of building the app after loading its modules. A serializer depends on its
 * schema alone, so the apps of one process (tests build dozens) share each one.
 */
const serializers = new Map<string, (data: unknown) => string>();
function lazySerializers(): SerializerFactory {
  const buildSerializer = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    const shared = JSON.stringify([externalSchemas, options]);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => {
        if (!serialize) {
          const key = `${shared}${JSON.stringify(route.schema)}`;
          serialize = serializers.get(key) ?? compile(route);
          serializers.set(key, serialize);
        }
        return serialize(data);
      };
    };
  };
}
type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Connects and migrates the database, then wires GraphQL, REST and server rendering on one Fastify. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const dataSource = await openDatabase(config.databaseUrl, ENTITIES, { allowNewDatabase: config.allowNewDatabase });
  const app = Fastify({
    ...requestLogOptions({ enabled: Boolean(options.logger || options.logStream), level: config.logLevel, stream: options.logStream }),
    // Every accepted body is a small form or GraphQL document; anything larger is refused with a 413 unread.
    bodyLimit: 64 * 1024,
    // TRUST_PROXY (default off): only a trusted proxy may name the client, so a forged X-Forwarded-For changes
    // nothing in request.ip, the key of every rate limit and of the login lock-out.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  });
  // Before any route: an error no route answers itself never sends its own text (a driver's) to the client.
  registerFallbackErrorHandler(app);
  registerRequestLog(app);
  registerMetrics(app, { token: config.metricsToken, dataSource });
  await registerSecurity(app, config);
  // Before every other plugin, so its drain hook (Connection: close while shutting down) reaches all their routes.
  registerHealth(app, dataSource);
  const siteRevision = trackSiteRevision(dataSource, options.revisionCheckMs ?? config.cacheRevisionCheckMs);
  const services = createServices(dataSource, config, app.log, options.now, options.retailer, siteRevision);
  // Public responses are kept until public content changes (in any process), a price they show gets too old or a
  // scheduled post comes out; registered first, so a hit skips rendering, hashing and compressing.
  const clock = options.now;
  const now = clock ? () => clock().getTime() : Date.now;
  const responseCache = new ResponseCache(siteRevision, {}, { clockRevision: () => services.articles.publicationRevision(), now });
  responseCache.register(app);
  // ETags let browsers and proxies revalidate with a 304; text responses go out brotli- or gzip-compressed.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onClose', async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  const execute = await registerGraphQL(app, await buildAppSchema(), config.production, {
    resolvers: createResolverContainer(services),
    authenticate: (token) => services.adminAuth.authenticate(token),
  });
  registerAnalyticsIngest(app, services.analyticsIngest, services.eventBatcher);
  await registerRestApi(app, services);
  registerDiscovery(app, services, config.siteUrl);
  registerEmailLinks(app, services.leads);
  registerClickRedirect(app, services.newsletterClicks, { hasher: services.visitorHasher, limiter: services.rateLimiter });
  registerPriceAlertLinks(app, services.priceAlerts);
  await registerUploads(app, config.uploadDir);
  if (options.webDistDir) {
    await registerWebApp(app, {
      distDir: options.webDistDir,
      entry: options.webEntry,
      execute,
      dataRevision: () => responseCache.currentRevision(),
      siteUrl: config.siteUrl,
      twitterSite: config.twitterSite,
      movedTo: (path) => articleMovedTo(services, path),
      renderLimits: config.render,
      now,
    });
  }
  // Last, so its onClose hook (stop sending) runs before the database's.
  const mailSender = options.sendMail ? startMailSender(app, services.outbox, config.mail, services.mailSuppressions) : undefined;
  if (options.sendMail) startNewsletterSender(app, dataSource, services, config.mail);
  if (options.syncRetailer) startRetailerSync(app, services.retailerSync);
  return { app, dataSource, services, mailSender };
}
