import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

export interface CreateApolloClientOptions {
  /** A link of the caller's (server rendering executes in-process); defaults to HTTP POST /graphql. */
  link?: ApolloLink;
  /** Cache state serialised by the server render, to hydrate without refetching. */
  state?: NormalizedCacheObject;
  ssrMode?: boolean;
  /** Bearer token for admin operations, read on every request (the browser passes readAdminSession). */
  getToken?: () => string | null;
}

/**
 * Requests carry credentials; queries never poll, never refetch on focus, and data never goes
 * stale (cache-first); neither queries nor mutations retry (Apollo has no retry link by default).
 */
export function createApolloClient({ link, state, ssrMode = false, getToken }: CreateApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    ssrMode,
    link: link ?? ApolloLink.from([bearerLink(getToken), new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

/** Adds `Authorization: Bearer <token>` when a token is stored. */
function bearerLink(getToken: (() => string | null) | undefined): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = getToken?.();
    if (token) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });
}
