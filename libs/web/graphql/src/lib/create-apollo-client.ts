import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

export interface CreateApolloClientOptions {
  /** A link of the caller's (server rendering executes in-process); defaults to HTTP POST /graphql. */
  link?: ApolloLink;
  /** Cache state serialised by the server render, to hydrate without refetching. */
  state?: NormalizedCacheObject;
  ssrMode?: boolean;
}

/**
 * Spec section 7: requests carry credentials; queries never poll, never refetch on focus, and data never goes
 * stale (cache-first); neither queries nor mutations retry (Apollo has no retry link by default).
 */
export function createApolloClient({ link, state, ssrMode = false }: CreateApolloClientOptions = {}): ApolloClient {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    ssrMode,
    link: link ?? new HttpLink({ uri: '/graphql', credentials: 'include' }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
