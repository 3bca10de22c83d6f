import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { argsSchemaOf, checkedInput, type RequestContext } from '@bcg/server/core';
import { buildSchema, type ContainerType, type ResolverData } from 'type-graphql';
import { RESOLVERS } from './services';

/** Descriptions of the root types, which type-graphql builds without a way to describe them. */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. Public ones serve the site; the ones whose description starts with "Administrator:" need Authorization: Bearer <sessionId> (else UNAUTHENTICATED, HTTP 401).',
  Mutation:
    'Writes. Administrator ones need Authorization: Bearer <sessionId>; the public ones (sign-up, contact message, suggestion, login, generation) are rate limited per address (TOO_MANY_REQUESTS, HTTP 429).',
} as const;

/**
 * Validates an argument object with the zod schema its class names (`static schema`), failing with the API's own
 * BAD_USER_INPUT: a readable message (the first problem) and `fields` naming each invalid argument, the shape the
 * forms already read. Input objects carry no rules of their own: the services check them with the entity schemas.
 */
function validateArguments(value: unknown): void {
  const objects = (Array.isArray(value) ? value : [value]).filter((item): item is object => item !== null && typeof item === 'object');
  for (const item of objects) {
    const schema = argsSchemaOf(item);
    if (schema) checkedInput(schema, item);
  }
}

/**
 * What every operation's context carries besides the request's own: the resolvers of the app that serves it and that
 * app's session check. The schema itself holds no app, so a process builds it once however many apps it runs (a test
 * file builds dozens; building took about 130 ms each).
 */
export interface GatewayContext extends RequestContext {
  /** The app's resolver instances (createResolverContainer). */
  resolvers: ContainerType;
  /** Fails (UNAUTHENTICATED) unless the token is a live admin session. */
  authenticate: (token: string | undefined) => Promise<unknown>;
}

let gatewaySchema: Promise<GraphQLSchema> | undefined;

/** The gateway schema; @Authorized fields pass only with a live admin session (checked by `authChecker`); arguments are validated by their zod schemas before any resolver runs. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  gatewaySchema ??= buildSchema({
    resolvers: RESOLVERS,
    container: ({ context }: ResolverData<GatewayContext>) => context.resolvers,
    authChecker: async ({ context }: ResolverData<GatewayContext>) => {
      await context.authenticate(context.token);
      return true;
    },
    validateFn: validateArguments,
  }).then((schema) => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (root) root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS];
    }
    return schema;
  });
  return gatewaySchema;
}

/** Stable SDL (sorted) so the committed schema.graphql changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
