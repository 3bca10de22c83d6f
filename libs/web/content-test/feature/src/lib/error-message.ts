import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The text a failed call should show: the server's GraphQL error message (a 429 carries the limit that was
 * reached), else the message of a non-GraphQL server answer, else null (the page then says 'Unknown error').
 */
export function errorMessageOf(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message?: string }> };
      const message = body.errors?.[0]?.message;
      if (message) return message;
    } catch {
      // Not JSON: fall back to the status line below.
    }
    return `${error.statusCode}: ${error.bodyText || error.message}`;
  }
  return error instanceof Error && error.message ? error.message : null;
}
