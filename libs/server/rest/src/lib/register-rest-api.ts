import {
  asDomainError,
  bearerToken,
  errorLogSummary,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
  type SecretValue,
} from '@bcg/server/core';
import { createHash, timingSafeEqual } from 'node:crypto';
import { jsonSchemaOf } from '@bcg/shared/validation';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import './cache-policy';
import { errorBody } from './common-schemas';
import { REST_TAGS, type RestRequest, type RestRoute, type RestServices, type UploadedFile } from './rest-route';
import { REST_ROUTES } from './route-table';
import { restValidatorCompiler } from './rest-validation';
import { isStreamedList, jsonArrayStream } from './streamed-list';

const API_PREFIX = '/api';

/** Public reads may be reused briefly (revalidated by ETag after); admin data and writes are never stored. */
const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Error body of every failed REST call: the message is safe to show; internals are never included. */
export interface RestErrorBody {
  success: false;
  error: string;
  fields?: Record<string, string>;
}

function sendError(reply: FastifyReply, status: number, error: string, fields?: Record<string, string>): FastifyReply {
  const routeFields = (reply.request.routeOptions.config as { errorFields?: Record<string, unknown> } | undefined)?.errorFields;
  const body: RestErrorBody = { ...routeFields, success: false, error, ...(fields ? { fields } : {}) };
  // Sent as text: the route's response schema describes its success answer, not this one.
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const notJson = () => Object.assign(new Error('Content-Type must be application/json'), { statusCode: 415 });

/** The file part of a multipart request as a stream cut at `maxBytes` (then `truncated`); undefined without a multipart body or a file. */
async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: false });
  return part?.file;
}

/** What /api/openapi.json says about the adapter as a whole; the paths come from the route table. */
const OPENAPI_DOCUMENT: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Bulldog Collar Guide REST API',
    version: '1.0.0',
    description:
      'The legacy REST calls of the Bulldog Collar Guide (the same services also answer GraphQL at /graphql). Bodies are JSON. ' +
      'A refused or failed call answers {success: false, error, fields?}: `error` is a message safe to show (a schema failure ' +
      'names the part and field, e.g. "body/status must be one of approved, rejected"; a 400 of a form may carry the ' +
      'problem of each field in `fields`). Admin calls need `Authorization: Bearer <sessionId>` from POST /api/admin/login.',
  },
  tags: REST_TAGS.map((tag) => ({ ...tag })),
  components: {
    securitySchemes: {
      adminSession: {
        type: 'http',
        scheme: 'bearer',
        description: 'The sessionId answered by POST /api/admin/login (30 minutes idle, 12 hours at most).',
      },
    },
  },
};

/** The route's schemas as JSON Schema, as Fastify and @fastify/swagger read them: the 200 answer is serialised with its own. */
function routeSchema(route: RestRoute): FastifySchema {
  const { params, querystring, body } = route.schema;
  const response = jsonSchemaOf(route.schema.response, 'output');
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.admin ? { security: [{ adminSession: [] }] } : {}),
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(querystring ? { querystring: jsonSchemaOf(querystring) } : {}),
    ...(body ? { body: jsonSchemaOf(body) } : {}),
    response: {
      200: route.download
        ? { description: 'Success', content: { [route.download.contentType.split(';')[0] as string]: { schema: response } } }
        : { ...response, description: 'Success' },
    },
  };
}

const REFUSED =
  'Refused: invalid input (400, the message names the part and field), no valid admin session (401), not found (404), ' +
  'a conflicting state (409), a body over 64 KB (413) or too many requests (429, with Retry-After).';
const FAILED = 'Failed: an internal error (500, no details) or a service unavailable for a moment (503, with Retry-After).';

/**
 * The document also shows the error body of each route. It is added here, for the document only: a response
 * schema for 4xx/5xx would be applied at run time too, and could reshape or refuse an error sent by a hook.
 */
const documentErrors =
  (route: RestRoute): SwaggerTransform =>
  ({ schema, url }) => {
    const refused = jsonSchemaOf(errorBody(REFUSED, route.errorFields), 'output');
    const failed = jsonSchemaOf(errorBody(FAILED, route.errorFields), 'output');
    return { schema: { ...schema, response: { ...(schema.response as object), '4XX': refused, '5XX': failed } }, url };
  };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A route's shared secret: 404 while none is set, 401 unless the bearer token is it (compared in constant time). */
function checkBearerSecret(secret: SecretValue | undefined, header: string | undefined): void {
  if (!secret) throw new NotFoundError('Not found');
  if (!timingSafeEqual(digest(bearerToken(header) ?? ''), digest(secret.reveal()))) {
    throw new UnauthorizedError('A valid bearer token is required');
  }
}

/**
 * Mounts the legacy `/api/*` paths on Fastify as an encapsulated plugin: requests are validated against the route
 * schemas before any handler runs, domain errors become their HTTP status with a JSON body (a database that is
 * down, read-only or replaced: 503 with Retry-After), anything unexpected a 500 without details, and unknown
 * `/api/*` paths a JSON 404. The OpenAPI document of the routes is GET /api/openapi.json.
 */
export async function registerRestApi(app: FastifyInstance, services: RestServices): Promise<void> {
  await app.register(
    async (api) => {
      // Before the routes: it collects their schemas as they are added.
      await api.register(fastifySwagger, { openapi: OPENAPI_DOCUMENT });
      api.setErrorHandler((error, request, reply) => {
        const domainError = asDomainError(error);
        if (domainError?.retryAfterSeconds) reply.header('Retry-After', String(domainError.retryAfterSeconds));
        // One short line (type, message, driver code; route and request id come with request.log), never the SQL.
        const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
        if (domainError instanceof ServiceUnavailableError)
          request.log.error({ error: errorLogSummary(domainError), route }, 'Database unavailable');
        if (domainError)
          return sendError(
            reply,
            domainError.httpStatus,
            domainError.message,
            domainError instanceof ValidationError ? domainError.fields : undefined,
          );
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) return sendError(reply, status, (error as Error).message);
        request.log.error({ error: errorLogSummary(error), route }, 'REST handler failed');
        return sendError(reply, 500, 'Internal server error');
      });
      // RFC 8058 one-click unsubscribe: mail providers post `List-Unsubscribe=One-Click` form-encoded; it is read
      // and ignored. No other route gets here with a form body: the cross-site write guard refuses it first (415).
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (request, _body, done) => {
        if ((request.routeOptions.config as { oneClick?: boolean } | undefined)?.oneClick) done(null, undefined);
        else done(notJson(), undefined);
      });
      // Multipart bodies are left unread by the parser; an `upload` route's handler streams its file (request.upload),
      // with the route's own size limit. At most one part, and no text fields.
      await api.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
      for (const route of REST_ROUTES) {
        // Public reads are shared: kept by the server's response cache and by browsers for a minute.
        const publicRead = route.method === 'GET' && !route.admin && !route.noStore;
        const schema = routeSchema(route);
        // A list answer streamed in batches is written a row at a time through the serializer of its item schema.
        const itemSchema = (schema.response as { 200: { items?: Record<string, unknown> } })[200].items;
        api.route({
          method: route.method,
          url: route.url.slice(API_PREFIX.length),
          schema,
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
          validatorCompiler: restValidatorCompiler(route.schema, route.fieldMessages),
          config: {
            responseCache: publicRead ? 'public-read' : undefined,
            errorFields: route.errorFields,
            oneClick: route.oneClick,
            upload: Boolean(route.upload),
            checkJsonText: route.checkJsonText,
            swaggerTransform: documentErrors(route),
          },
          // Before the body is read or validated: a caller without a session learns nothing about the input rules.
          onRequest: async (request, reply) => {
            reply.header('Cache-Control', publicRead ? PUBLIC_READ_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
            if (route.admin) await services.adminAuth.authenticate(bearerToken(request.headers.authorization));
            if (route.bearerSecret) checkBearerSecret(route.bearerSecret(services), request.headers.authorization);
          },
          // A multipart body anywhere but an upload route (or the one-click form) is refused as before, unread.
          preValidation: async (request) => {
            if (request.isMultipart() && !route.upload && !route.oneClick) throw notJson();
          },
          handler: async (request, reply) => {
            const answer = await route.handle(services, {
              ip: request.ip,
              params: request.params as RestRequest['params'],
              query: request.query as RestRequest['query'],
              body: request.body as RestRequest['body'],
              upload: route.upload ? () => uploadedFile(request, route.upload?.maxBytes ?? 0) : undefined,
            });
            // A file goes out as the text the handler made (Fastify sends a string unchanged), with its type and name.
            if (route.download) {
              const { contentType, filename } = route.download;
              const name = typeof filename === 'function' ? filename(new Date()) : filename;
              reply.type(contentType).header('Content-Disposition', `attachment; filename="${name}"`);
            }
            if (isStreamedList(answer) && itemSchema) {
              // Each row through the serializer of the route's item schema: the bytes of the array serialized whole.
              const serialize = reply.compileSerializationSchema(itemSchema);
              reply.type('application/json; charset=utf-8');
              return reply.send(jsonArrayStream(answer, (row) => serialize(row as Record<string, unknown>)));
            }
            return answer;
          },
        });
      }
      // Static, so neither the catch-all below nor the web app's `/*` can shadow it.
      api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
        return api.swagger();
      });
      // A catch-all inside /api outranks the web app's `/*`, so a wrong API path never gets an HTML page.
      const unknownEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
        sendError(reply, 404, `No API endpoint ${request.method} ${request.url.split('?')[0]}`);
      api.all('/*', { schema: { hide: true } }, unknownEndpoint);
      api.all('/', { schema: { hide: true } }, unknownEndpoint);
    },
    { prefix: API_PREFIX },
  );
}
