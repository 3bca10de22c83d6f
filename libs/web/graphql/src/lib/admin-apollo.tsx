import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useState, type ComponentType } from 'react';
import { readAdminSession } from './admin-session';
import { createApolloClient } from './create-apollo-client';

/**
 * Gives an admin page its Apollo client (the public pages use page-data.tsx instead, so Apollo Client is only in the
 * admin's chunks). A provider above it (a test's MockedProvider) is kept.
 */
export function withAdminApollo<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function AdminApollo(props: P) {
    const outer = useContext(getApolloContext()).client;
    const [client] = useState(() => outer ?? createApolloClient({ getToken: readAdminSession, ssrMode: typeof window === 'undefined' }));
    return client === outer ? (
      <Page {...props} />
    ) : (
      <ApolloProvider client={client}>
        <Page {...props} />
      </ApolloProvider>
    );
  }
  return AdminApollo;
}
