import type { AppConfig } from '@bcg/server/core';
import fastifyCors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { registerJsonBodyParser } from './json-body';

/**
 * The Content-Security-Policy of every response. Scripts come only from the site's own files: the server-rendered
 * pages carry no inline script (the page's data travels in a `type="application/json"` block, JSON-LD in
 * `application/ld+json`, neither executed), so no nonce or hash is needed and the HTML stays cacheable.
 * `'unsafe-inline'` for styles only: styled-components injects <style> elements at run time.
 */
const CONTENT_SECURITY_POLICY = {
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
const HSTS_VALUE = 'max-age=31536000';

/**
 * Security headers (helmet) on every response, HSTS on HTTPS requests only (`request.protocol` honours
 * TRUST_PROXY, so a TLS-terminating proxy counts), and CORS for the CORS_ORIGINS allow-list alone: a listed
 * origin is echoed (with credentials), any other gets no CORS header at all. State-changing calls take only JSON
 * from this site (crossSiteWriteGuard), and JSON bodies are refused past 64 levels of nesting (json-body.ts).
 */
export async function registerSecurity(app: FastifyInstance, config: Pick<AppConfig, 'corsOrigins' | 'siteUrl'>): Promise<void> {
  const securityHeaders = helmetHeaders();
  const crossSiteRefusal = crossSiteWriteGuard(config);
  // One synchronous hook for every request, cached answers included: the headers are set as Fastify's own (no
  // middleware chain, no header validation twice), and only a write to a JSON endpoint is looked at further.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    done(crossSiteRefusal(request));
  });
  registerJsonBodyParser(app);
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      // PUT: the editorial desk sets orders with it (PUT /api/admin/products/order).
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Apollo-Require-Preflight'],
      maxAge: 600,
    });
  }
}

/**
 * helmet's headers for the configuration below, worked out once: helmet runs against a recording response and its
 * headers (all constant for a given configuration) are set on every answer. helmet per request (its middleware
 * chain, or @fastify/helmet, which also parses the CSP again each time) was a tenth of a cached read's time.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middlewares are synchronous; if a version ever defers its callback, fail at start, not per request.
  if (!finished || Object.keys(headers).length === 0) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The JSON endpoints: the REST adapter under /api and GraphQL. Pages and assets take no writes. Decided on the route
 * the request reached (its pattern), not on the URL as written: the router decodes `/%61pi/admin/login` to the login
 * route, which a test of the raw text would have let through.
 */
const isJsonEndpoint = (request: FastifyRequest): boolean => {
  const path = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
  return path === '/graphql' || path === '/api' || path.startsWith('/api/');
};

/** True when the request carries a body: a length above zero, or a chunked one. */
const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** `Origin` is this server (its Host, whatever the scheme a TLS-terminating proxy hides), SITE_URL, or listed in CORS_ORIGINS. */
function originAllowed(origin: string, requestHost: string, trusted: ReadonlySet<string>): boolean {
  if (trusted.has(origin)) return true;
  try {
    const { protocol, host } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    // The Host header with the origin's scheme, so a default port written out (":443") compares equal.
    return requestHost !== '' && host === new URL(`${protocol}//${requestHost}`).host;
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and anything unparsable
  }
}

/** A 4xx the route's own error handler shapes (the REST adapter's `{success: false, error}`, or Fastify's JSON). */
const refusal = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const CROSS_SITE_MESSAGES = {
  notJson: 'Content-Type must be application/json',
  foreignOrigin: 'Cross-site requests are not accepted',
} as const;

/**
 * Requests that change state (POST, PUT, PATCH, DELETE to /api or /graphql) are refused unless
 * - their body is JSON (415 otherwise): any web page can make a browser send text/plain or a form encoding to
 *   another site without a CORS preflight, while application/json from another origin needs one, which CORS
 *   answers only for CORS_ORIGINS. A call with no body and no Content-Type (a DELETE, an empty POST) passes;
 * - their `Origin`, when the browser sent one, is this site (403 otherwise), so no other site can make a visitor's
 *   browser log in, subscribe or spend the login lock-out in their name. Tools that send no Origin are unaffected.
 * The exceptions: a route marked `oneClick` (POST /api/unsubscribe, RFC 8058), which mail providers post to, and
 * routes marked `upload` (an admin's image upload), which take multipart/form-data.
 * Both checks come before the body is read and before any handler runs, so a refused call counts no attempt.
 */
function crossSiteWriteGuard(config: Pick<AppConfig, 'corsOrigins' | 'siteUrl'>) {
  const trusted = new Set([...config.corsOrigins, new URL(config.siteUrl).origin]);
  return (request: FastifyRequest): Error | undefined => {
    if (!STATE_CHANGING_METHODS.has(request.method) || !isJsonEndpoint(request)) return undefined;
    // RFC 8058: one-click unsubscribe is posted by mail providers, form-encoded, from anywhere; its token is its authority.
    if ((request.routeOptions.config as { oneClick?: boolean } | undefined)?.oneClick) return undefined;
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, request.host, trusted)) return refusal(403, CROSS_SITE_MESSAGES.foreignOrigin);
    const contentType = request.headers['content-type'];
    const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
    // An upload route takes a file as multipart/form-data; it also needs the admin's bearer header, which no other
    // site can make a browser send, and the Origin check above still applies.
    const upload = (request.routeOptions.config as { upload?: boolean } | undefined)?.upload === true;
    if (upload && mediaType === 'multipart/form-data') return undefined;
    if (contentType === undefined ? hasBody(request) : mediaType !== 'application/json') {
      return refusal(415, CROSS_SITE_MESSAGES.notJson);
    }
    return undefined;
  };
}
