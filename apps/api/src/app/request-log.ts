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

/** The most of a URL a log line shows (Node lets a request line reach 16 KB). */
const MAX_LOGGED_URL_LENGTH = 1000;

/**
 * A request's URL as the log may show it: the path and the names of its query parameters, never their values (the
 * token of a confirmation, unsubscribe or preferences link, a reader's search words), at most 1000 characters.
 * `/preferences?token=abc&x=1` is logged `/preferences?token&x`. Every log line that names a request's URL uses it.
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  let shown = url;
  if (mark !== -1) {
    const names = new Set(
      url
        .slice(mark + 1)
        .split('&')
        .map((pair) => pair.split('=', 1)[0] ?? '')
        .filter(Boolean),
    );
    shown = `${url.slice(0, mark)}${names.size > 0 ? `?${[...names].join('&')}` : ''}`;
  }
  return shown.length > MAX_LOGGED_URL_LENGTH ? `${shown.slice(0, MAX_LOGGED_URL_LENGTH)}…` : shown;
}

/**
 * Fastify's own description of a request in its lines ('incoming request', a failed request), its default one with
 * the URL through {@link loggableUrl}.
 */
function requestSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The text with every occurrence of the URL replaced by what the log may show of it. */
const withLoggableUrl = (text: string, url: string) => (text.includes(url) ? text.split(url).join(loggableUrl(url)) : text);

/**
 * pino's `logMethod` hook: while a request whose URL carries a query is being served, a message or an error's
 * message that spells that URL out gets {@link loggableUrl}'s form instead (Fastify writes the URL into a few of
 * its own lines: "Route POST:/x?token=... not found", a reply sent twice).
 */
function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const url = currentRequest.getStore()?.raw.url;
  if (url?.includes('?')) {
    for (let index = 0; index < args.length; index++) {
      const arg = args[index];
      if (typeof arg === 'string') args[index] = withLoggableUrl(arg, url);
      else if (arg && typeof arg === 'object' && 'err' in arg && arg.err instanceof Error) {
        const error = arg.err;
        if (error.message.includes(url) || error.stack?.includes(url)) {
          const shown = Object.assign(new Error(withLoggableUrl(error.message, url)), {
            name: error.name,
            code: (error as { code?: unknown }).code,
          });
          shown.stack = error.stack && withLoggableUrl(error.stack, url);
          args[index] = { ...arg, err: shown };
        }
      }
    }
  }
  method.apply(this, args);
}

/** Fastify's options for request ids and JSON log lines (one object a line, on stdout unless a stream is given). */
export function requestLogOptions(logger: {
  enabled: boolean;
  level: string;
  stream?: { write(line: string): void };
}): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: logger.enabled
      ? {
          level: logger.level,
          mixin: requestIdMixin,
          serializers: { req: requestSerializer },
          hooks: { logMethod },
          ...(logger.stream ? { stream: logger.stream } : {}),
        }
      : false,
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
