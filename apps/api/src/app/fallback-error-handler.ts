import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Seconds a client should wait before asking again for an answer the server could not give for now (503). */
export const RETRY_AFTER_SECONDS = 5;

/** The HTTP status an error asks for: a typed domain error's `httpStatus`, else Fastify's `statusCode`, else 500. */
export function errorStatus(error: unknown): number {
  const { httpStatus, statusCode } = (error ?? {}) as { httpStatus?: unknown; statusCode?: unknown };
  const status = typeof httpStatus === 'number' ? httpStatus : typeof statusCode === 'number' ? statusCode : 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * The answer to an error that no route answers itself (the REST adapter, GraphQL and the pages have their own):
 * Fastify's default sends the error's message, which for a driver error reads `connect ECONNREFUSED 10.0.0.5:5432`.
 * A server error says only what kind it is (a 503 with Retry-After) and is logged with its cause; a client
 * error (4xx, e.g. a malformed body) keeps Fastify's own words.
 */
export function registerFallbackErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = errorStatus(error);
    if (status < 500) {
      return reply.code(status).send({ statusCode: status, code: error.code, error: STATUS_CODES[status], message: error.message });
    }
    request.log.error({ err: error }, 'Request failed');
    if (status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const message = status === 503 ? 'Temporarily unavailable, please try again shortly' : 'Internal server error';
    return reply.code(status).header('Cache-Control', 'no-store').send({ statusCode: status, error: STATUS_CODES[status], message });
  });
}
