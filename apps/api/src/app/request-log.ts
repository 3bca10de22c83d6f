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

/**
 * Standard output for log lines, written once per turn of the event loop: pino's default destination makes one
 * write system call per line, two per request (Fastify's "incoming request" and "request completed"), which cost a
 * cached answer as much as sending it. Lines written in one turn go out together in the next (setImmediate), in
 * order; when the process exits (a crash included) whatever is pending is written at once (stdout is synchronous
 * for files and pipes on Linux, so nothing waits on the event loop then). Only a SIGKILL loses the lines of that turn.
 */
function batchedStdout(): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

/** Fastify's options for request ids and JSON log lines (one object a line, on stdout unless a stream is given). */
export function requestLogOptions(logger: {
  enabled: boolean;
  level: string;
  stream?: { write(line: string): void };
}): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: logger.enabled ? { level: logger.level, mixin: requestIdMixin, stream: logger.stream ?? batchedStdout() } : false,
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
