import { asDomainError, bearerToken, errorLogSummary, ServiceUnavailableError, ValidationError } from '@bcg/server/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './cache-policy';
import { REST_ROUTES, type RestServices } from './rest-routes';

const API_PREFIX = '/api';

/** Public reads may be reused briefly (revalidated by ETag after); admin data and writes are never stored. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Error body of every failed REST call: the message is safe to show; internals are never included. */
export interface RestErrorBody {
  success: false;
  error: string;
  fields?: Record<string, string>;
}

function sendError(reply: FastifyReply, status: number, error: string, fields?: Record<string, string>): FastifyReply {
  const routeFields = (reply.request.routeOptions.config as { errorFields?: Record<string, unknown> } | undefined)?.errorFields;
  const body: RestErrorBody = { ...routeFields, success: false, error, ...(fields ? { fields } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Mounts the legacy `/api/*` paths on Fastify as an encapsulated plugin: domain errors become their HTTP
 * status with a JSON body (a database that is down, read-only or replaced a 503 with Retry-After), anything
 * unexpected a 500 without details, and unknown `/api/*` paths a JSON 404.
 */
export async function registerRestApi(app: FastifyInstance, services: RestServices): Promise<void> {
  await app.register(async (api) => {
    api.setErrorHandler((error, request, reply) => {
      const domainError = asDomainError(error);
      if (domainError?.retryAfterSeconds) reply.header('Retry-After', String(domainError.retryAfterSeconds));
      // One short line (type, message, driver code; route and request id come with request.log), never the SQL.
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      if (domainError instanceof ServiceUnavailableError) request.log.error({ error: errorLogSummary(domainError), route }, 'Database unavailable');
      if (domainError) return sendError(reply, domainError.httpStatus, domainError.message, domainError instanceof ValidationError ? domainError.fields : undefined);
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return sendError(reply, status, (error as Error).message);
      request.log.error({ error: errorLogSummary(error), route }, 'REST handler failed');
      return sendError(reply, 500, 'Internal server error');
    });
    for (const route of REST_ROUTES) {
      // Public reads are shared: kept by the server's response cache and by browsers for a minute.
      const publicRead = route.method === 'GET' && !route.admin && !route.noStore;
      api.route({
        method: route.method,
        url: route.url.slice(API_PREFIX.length),
        config: { responseCache: publicRead ? 'public-read' : undefined, errorFields: route.errorFields },
        handler: async (request, reply) => {
          reply.header('Cache-Control', publicRead ? PUBLIC_READ_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
          if (route.admin) await services.adminAuth.authenticate(bearerToken(request.headers.authorization));
          return route.handle(services, {
            ip: request.ip,
            params: request.params as Record<string, string>,
            query: request.query as Record<string, string | undefined>,
            body: request.body,
          });
        },
      });
    }
    // A catch-all inside /api outranks the web app's `/*`, so a wrong API path never gets an HTML page.
    const unknownEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, 404, `No API endpoint ${request.method} ${request.url.split('?')[0]}`);
    api.all('/*', unknownEndpoint);
    api.all('/', unknownEndpoint);
  }, { prefix: API_PREFIX });
}
