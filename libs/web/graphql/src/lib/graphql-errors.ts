/**
 * The `extensions.code` values the API sends (README, "APIs"): the API's own domain codes, then
 * Apollo Server's for documents and variables it refuses before any resolver runs.
 */
export type GraphQLErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_REQUEST';

interface FormattedError {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}

/**
 * The API answers 401 exactly when a code is UNAUTHENTICATED and 429 when one is TOO_MANY_REQUESTS; a layer in front
 * of GraphQL (or an older response) may send the status with a body that is not GraphQL, so the status still counts.
 */
const CODE_OF_HTTP_STATUS: Partial<Record<number, GraphQLErrorCode>> = {
  401: 'UNAUTHENTICATED',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The fields a failed call may carry, whichever client made it: the GraphQL errors of the answer (`errors`: Apollo's
 * CombinedGraphQLErrors, page-data.tsx's GraphQLRequestError) and the HTTP answer that was not a success
 * (`statusCode`, `bodyText`: Apollo's ServerError, GraphQLRequestError). Read by shape, so the public pages' code
 * needs no client library.
 */
interface FailedCall {
  errors?: unknown;
  statusCode?: unknown;
  bodyText?: unknown;
}

const failedCall = (error: unknown): FailedCall => (typeof error === 'object' && error !== null ? (error as FailedCall) : {});

/** The HTTP status of a failed call's answer, when one came back. */
function statusOf(error: unknown): number | undefined {
  const { statusCode } = failedCall(error);
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/** The GraphQL errors a failed call carries: its `errors`, or the `errors` of a non-2xx JSON answer. */
function graphqlErrorsOf(error: unknown): readonly FormattedError[] {
  const { errors, bodyText } = failedCall(error);
  if (Array.isArray(errors) && errors.length > 0) return errors as FormattedError[];
  if (typeof bodyText === 'string' && statusOf(error) !== undefined) {
    try {
      const body = JSON.parse(bodyText) as { errors?: unknown } | null;
      if (Array.isArray(body?.errors)) return body.errors as FormattedError[];
    } catch {
      // Not JSON (a proxy's page, an empty body): no GraphQL errors.
    }
  }
  return [];
}

/** Every `extensions.code` of a failed call, in order, plus the code its HTTP status stands for. */
export function graphqlErrorCodes(error: unknown): string[] {
  const codes = graphqlErrorsOf(error)
    .map((entry) => entry.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
  const status = statusOf(error);
  const statusCode = status === undefined ? undefined : CODE_OF_HTTP_STATUS[status];
  return statusCode && !codes.includes(statusCode) ? [...codes, statusCode] : codes;
}

/** The code of a failed call's first GraphQL error (`extensions.code`), or null when it has none (a network failure). */
export function graphqlErrorCode(error: unknown): string | null {
  return graphqlErrorCodes(error)[0] ?? null;
}

/** True when any GraphQL error of a failed call has this code, e.g. isErrorCode(error, 'UNAUTHENTICATED'). */
export function isErrorCode(error: unknown, code: GraphQLErrorCode): boolean {
  return graphqlErrorCodes(error).includes(code);
}

/**
 * The message of a failed call's first GraphQL error, or null. The API's messages are written for people (a 429
 * names its limit and the wait); anything internal arrives as "Internal server error".
 */
export function graphqlErrorMessage(error: unknown): string | null {
  const message = graphqlErrorsOf(error)[0]?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * The problem of each field of a refused form (`extensions.fields` of a BAD_USER_INPUT error, keyed by input field
 * name); empty when the call failed otherwise.
 */
export function graphqlErrorFields(error: unknown): Record<string, string> {
  const fields = (graphqlErrorsOf(error)[0]?.extensions as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
