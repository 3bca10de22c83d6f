import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { argsSchemaOf, assertMatches, ValidationError, type RequestContext } from '@bcg/server/core';
import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { buildSchema, type AuthChecker, type ContainerType } from 'type-graphql';
import { RESOLVERS } from './services';

/** Descriptions of the root types, which type-graphql builds without a way to describe them. */
const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. Public ones serve the site; the ones whose description starts with "Administrator:" need Authorization: Bearer <sessionId> (else UNAUTHENTICATED, HTTP 401).',
  Mutation:
    'Writes. Administrator ones need Authorization: Bearer <sessionId>; the public ones (sign-up, contact message, suggestion, login, generation) are rate limited per address (TOO_MANY_REQUESTS, HTTP 429).',
} as const;

/** Each invalid property (nested ones as `outer.inner`) with its first problem, e.g. { id: 'id must not be less than 1' }. */
function problemsOf(errors: readonly ClassValidatorError[], prefix = ''): Array<[string, string]> {
  return errors.flatMap((error) => {
    const property = `${prefix}${error.property}`;
    const own: Array<[string, string]> = error.constraints
      ? [[property, Object.values(error.constraints)[0] ?? `${property} is invalid`]]
      : [];
    return [...own, ...problemsOf(error.children ?? [], `${property}.`)];
  });
}

/**
 * Validates an argument or input object with its class-validator decorators, as type-graphql's default does
 * (missing optional properties skipped), but fails with the API's own BAD_USER_INPUT: a readable message (the first
 * problem) and `fields` naming each invalid argument, the shape the forms already read; type-graphql's default
 * says only "Argument Validation Error" and echoes the whole argument object back in its report.
 */
async function validateArguments(value: unknown): Promise<void> {
  const objects = (Array.isArray(value) ? value : [value]).filter((item): item is object => item !== null && typeof item === 'object');
  // Argument classes that name a zod schema are checked with it alone.
  for (const item of objects) {
    const schema = argsSchemaOf(item);
    if (schema) assertMatches(schema, item);
  }
  const results = await Promise.all(objects.map((item) => validate(item, { skipMissingProperties: true, forbidUnknownValues: false })));
  const problems = problemsOf(results.flat());
  const [first] = problems;
  if (first) throw new ValidationError(first[1], Object.fromEntries(problems));
}

/** The gateway schema; @Authorized fields pass only with a live admin session (checked by `authChecker`); input is validated by class-validator before any resolver runs. */
export async function buildAppSchema(
  container: ContainerType,
  authChecker: AuthChecker<RequestContext> = () => false,
): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: RESOLVERS, container, authChecker, validateFn: validateArguments });
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (root) root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS];
  }
  return schema;
}

/** Stable SDL (sorted) so the committed schema.graphql changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
