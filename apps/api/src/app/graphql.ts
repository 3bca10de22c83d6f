import { ApolloServer, type GraphQLRequest } from '@apollo/server';
import { ApolloServerPluginDisableSuggestions } from '@apollo/server/plugin/disableSuggestions';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { asDomainError, bearerToken, errorLogSummary, ServiceUnavailableError, ValidationError } from '@bcg/server/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { GRAPHQL_PARSE_OPTIONS, graphqlLimitRules, withoutSuggestions } from './graphql-limits';
import type { GatewayContext } from './schema';

export interface GraphQLResultBody {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

/** Runs one operation in-process (server rendering uses it instead of an HTTP round trip). */
export type ExecuteOperation = (request: Pick<GraphQLRequest, 'query' | 'variables' | 'operationName'>) => Promise<GraphQLResultBody>;

/** The request's logger travels in the context, so a resolver failure is logged with the request's id. */
type GraphQLContext = GatewayContext & { log?: FastifyBaseLogger };

/** The error a resolver threw, under the GraphQLError that carries it. */
const originalError = (error: unknown) => (error instanceof GraphQLError ? error.originalError : error);

/**
 * Domain errors keep their message and get their code (a database that is down, read-only or replaced:
 * SERVICE_UNAVAILABLE with `retryAfterSeconds`); anything else (a driver error, SQL, a bug) reaches the client
 * only as "Internal server error", never with a stack.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = asDomainError(originalError(error));
  if (original) {
    const fields = original instanceof ValidationError && original.fields ? { fields: original.fields } : {};
    const retry = original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {};
    return { message: original.message, path: formatted.path, extensions: { code: original.code, ...fields, ...retry } };
  }
  const code = formatted.extensions?.['code'];
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

const hideSuggestions = (formatted: GraphQLFormattedError): GraphQLFormattedError => ({
  ...formatted,
  message: withoutSuggestions(formatted.message),
});

/**
 * Mounts Apollo Server on Fastify at /graphql and returns the in-process executor. Operations are limited in
 * tokens, depth, aliases and cost (graphql-limits.ts); batched requests are refused (one operation per request, so
 * one request cannot multiply the work); no landing page (it would load Apollo's scripts from a CDN, which the
 * CSP forbids); in production no introspection and no "Did you mean" hints that spell out the schema.
 */
export async function registerGraphQL(
  app: FastifyInstance,
  schema: GraphQLSchema,
  production: boolean,
  gateway: Pick<GatewayContext, 'resolvers' | 'authenticate'>,
): Promise<ExecuteOperation> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // Apollo's own warnings (an operation during shutdown, an unexpected failure) as JSON lines with the request id.
    logger: app.log,
    formatError: production ? (formatted, error) => hideSuggestions(formatError(formatted, error)) : formatError,
    includeStacktraceInErrorResponses: false,
    introspection: !production,
    allowBatchedHttpRequests: false,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: graphqlLimitRules(),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ...(production ? [ApolloServerPluginDisableSuggestions()] : []),
      fastifyApolloDrainPlugin(app),
      {
        // A missing or expired admin session is a 401 on GraphQL too, as on REST; a refused rate limit a 429; an
        // unavailable database a 503 with Retry-After.
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              // Resolver failures only (GraphQL's own validation errors are the client's); one short line each.
              for (const error of errors) {
                const original = error.originalError;
                if (!original || original instanceof GraphQLError) continue;
                const domainError = asDomainError(original);
                if (domainError && !(domainError instanceof ServiceUnavailableError)) continue;
                const details = { error: errorLogSummary(domainError ?? original), path: error.path?.join('.') };
                (contextValue.log ?? app.log).error(details, domainError ? 'Database unavailable' : 'GraphQL resolver failed');
              }
            },
            async willSendResponse({ response }) {
              const body = response.body;
              const errors = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
              const codes = errors.map((error) => error.extensions?.['code']);
              if (codes.includes('UNAUTHENTICATED')) response.http.status = 401;
              else if (codes.includes('TOO_MANY_REQUESTS')) response.http.status = 429;
              else if (codes.includes('SERVICE_UNAVAILABLE')) response.http.status = 503;
              if (response.http.status === 429 || response.http.status === 503) {
                const retryAfter = errors.find((error) => error.extensions?.['retryAfterSeconds'])?.extensions?.['retryAfterSeconds'];
                if (retryAfter) response.http.headers.set('retry-after', String(retryAfter));
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    config: { responseCache: 'graphql' },
    handler: fastifyApolloHandler(apollo, {
      context: async (request) => ({
        ...gateway,
        token: bearerToken(request.headers.authorization),
        clientKey: request.ip,
        log: request.log,
      }),
    }),
  });

  return async (request) => {
    const response = await apollo.executeOperation(request, { contextValue: { ...gateway, clientKey: 'server-render' } });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by server rendering');
    const { data, errors } = response.body.singleResult;
    return { data: data ?? null, errors };
  };
}
