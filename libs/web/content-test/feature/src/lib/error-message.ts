import { GraphQLRequestError, graphqlErrorMessage } from '@bcg/web/graphql';

/**
 * The text a failed call should show: the server's GraphQL error message (a 429 carries the limit that was
 * reached), else the status and body of a non-GraphQL server answer, else null (the page then says 'Unknown error').
 */
export function errorMessageOf(error: unknown): string | null {
  const message = graphqlErrorMessage(error);
  if (message) return message;
  if (error instanceof GraphQLRequestError && error.statusCode !== undefined)
    return `${error.statusCode}: ${error.bodyText || error.message}`;
  return error instanceof Error && error.message ? error.message : null;
}
