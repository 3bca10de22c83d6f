import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient, readAdminSession } from '@bcg/web/graphql';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

const client = createApolloClient({ state: window.__APOLLO_STATE__, getToken: readAdminSession });

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
