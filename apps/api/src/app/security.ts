import type { AppConfig } from '@bcg/server/core';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
  // helmet itself, built once: @fastify/helmet builds it anew (parsing the CSP again) on every request, a tenth of
  // the server's time on a cached read.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
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
