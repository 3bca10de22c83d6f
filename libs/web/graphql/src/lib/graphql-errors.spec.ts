import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { graphqlErrorCode, graphqlErrorCodes, graphqlErrorMessage, isErrorCode } from './graphql-errors';

/** A failed HTTP answer as Apollo's HttpLink reports it (only the status is read from the response). */
const serverError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText,
  });

const graphqlErrors = (...errors: Array<{ message: string; code?: string }>) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: errors.map(({ message, code }) => ({
      message,
      ...(code ? { extensions: { code } } : {}),
    })),
  });

describe('reading GraphQL error codes', () => {
  it('reads extensions.code from the GraphQL errors of a result', () => {
    const error = graphqlErrors({
      message: 'Too many failed login attempts. Try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(graphqlErrorCode(error)).toBe('TOO_MANY_REQUESTS');
    expect(isErrorCode(error, 'TOO_MANY_REQUESTS')).toBe(true);
    expect(isErrorCode(error, 'UNAUTHENTICATED')).toBe(false);
    expect(graphqlErrorMessage(error)).toBe('Too many failed login attempts. Try again in 15 minutes.');
  });

  it('finds a code on any of several errors, in order', () => {
    const error = graphqlErrors({ message: 'a', code: 'NOT_FOUND' }, { message: 'b' }, { message: 'c', code: 'UNAUTHENTICATED' });
    expect(graphqlErrorCodes(error)).toEqual(['NOT_FOUND', 'UNAUTHENTICATED']);
    expect(isErrorCode(error, 'UNAUTHENTICATED')).toBe(true);
  });

  it('reads the errors of a non-2xx JSON answer that Apollo reports as a ServerError', () => {
    const error = serverError(
      400,
      JSON.stringify({
        errors: [
          {
            message: 'Variable "$id" got invalid value',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      }),
    );
    expect(graphqlErrorCode(error)).toBe('BAD_USER_INPUT');
    expect(graphqlErrorMessage(error)).toBe('Variable "$id" got invalid value');
  });

  it('takes 401 and 429 for UNAUTHENTICATED and TOO_MANY_REQUESTS when the body says nothing', () => {
    expect(isErrorCode(serverError(401, ''), 'UNAUTHENTICATED')).toBe(true);
    expect(isErrorCode(serverError(429, '<html>slow down</html>'), 'TOO_MANY_REQUESTS')).toBe(true);
    expect(
      graphqlErrorCodes(
        serverError(
          401,
          JSON.stringify({
            errors: [
              {
                message: 'Admin session required',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          }),
        ),
      ),
    ).toEqual(['UNAUTHENTICATED']);
  });

  it('finds nothing in a network failure, a non-JSON answer or a value that is not an error', () => {
    for (const error of [
      new Error('Network request failed'),
      serverError(502, 'Bad Gateway'),
      serverError(500, 'null'),
      null,
      undefined,
      'UNAUTHENTICATED',
      { errors: 1 },
    ]) {
      expect(graphqlErrorCodes(error)).toEqual([]);
      expect(graphqlErrorCode(error)).toBeNull();
      expect(graphqlErrorMessage(error)).toBeNull();
    }
  });
});
