import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** The response header that names a request (sent back on every answer, and honoured on the way in). */
const REQUEST_ID_HEADER = 'x-request-id';

/** The key of the request id in every log line (Fastify's own request lines use the same label). */
const REQUEST_ID_LABEL = 'reqId';

/** An id a proxy or client may choose: short, and nothing that could break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the incoming `X-Request-Id` when it is a short safe token (so a proxy's id follows the
 * request through this server's logs), otherwise a new random UUID.
 */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request being served, wherever the code runs (handlers, resolvers, services, server rendering). */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

/**
 * pino's `mixin`: a line written through any logger of this server (the root `app.log` that services were given
 * at start-up, Apollo's logger, ...) while a request is being served carries that request's id, as the lines of
 * `request.log` do. Lines of `request.log` itself (and its children) already have it bound, so nothing is added
 * there and no line gets the key twice. (pino merges the line's fields into the returned object: always a new one.)
 */
function requestIdMixin(_line: object, _level: number, logger: unknown): object {
  const request = currentRequest.getStore();
  if (!request || logger === request.log) return {};
  const bound = (logger as { bindings?: () => Record<string, unknown> }).bindings?.();
  if (bound && REQUEST_ID_LABEL in bound) return {};
  return { [REQUEST_ID_LABEL]: request.id };
}

/** Fastify's options for request ids and JSON log lines (one object a line, on stdout unless a stream is given). */
export function requestLogOptions(logger: {
  enabled: boolean;
  level: string;
  stream?: { write(line: string): void };
}): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: logger.enabled ? { level: logger.level, mixin: requestIdMixin, ...(logger.stream ? { stream: logger.stream } : {}) } : false,
    genReqId: requestId,
  };
}

/**
 * Sends each request's id back in `X-Request-Id` and makes the request the current one for everything it runs
 * (hooks, body parsing, handlers, resolvers, services, server rendering), so their log lines carry its id.
 * Register before the other hooks, so a request answered early (a cache hit, a refused origin) has its id too.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    currentRequest.run(request, done);
  });
}
