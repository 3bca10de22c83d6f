import type { AppConfig } from '@bcg/server/core';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts come only from the site's own files: the server-rendered
 * pages carry no inline script (the Apollo cache travels in a `type="application/json"` block, JSON-LD in
 * `application/ld+json`, neither executed), so no nonce or hash is needed and the HTML stays cacheable.
 * `'unsafe-inline'` for styles only: styled-components injects <style> elements at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/** A year, as browsers' preload lists expect; sent only on HTTPS, where it means something. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Security headers (helmet) on every response, HSTS on HTTPS requests only (`request.protocol` honours
 * TRUST_PROXY, so a TLS-terminating proxy counts), and CORS for the CORS_ORIGINS allow-list alone: a listed
 * origin is echoed (with credentials), any other gets no CORS header at all.
 */
export async function registerSecurity(app: FastifyInstance, config: Pick<AppConfig, 'corsOrigins'>): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
  });
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Apollo-Require-Preflight'],
      maxAge: 600,
    });
  }
}
