import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient, readAdminSession } from '@bcg/web/graphql';
import { collectDeferredHydration, collectServerIslands } from '@bcg/web/shared';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

/** The Apollo cache the server rendered with, from its JSON data block (no inline script: see the CSP). */
function readServerState(): NormalizedCacheObject | undefined {
  const text = document.getElementById('__APOLLO_STATE__')?.textContent;
  return text ? (JSON.parse(text) as NormalizedCacheObject) : undefined;
}

const client = createApolloClient({ state: readServerState(), getToken: readAdminSession });

collectServerIslands();
collectDeferredHydration();
// The page's own code first, so the first render matches the server's markup without suspending.
void preloadRoute(window.location.href).finally(() =>
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  ),
);
