import { PageDataProvider, PageDataStore, fetchOperation, type PageDataState } from '@bcg/web/graphql';
import { collectServerIslands } from '@bcg/web/shared';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

/** The data the server rendered with, from its JSON data block (no inline script: see the CSP). */
function readServerState(): PageDataState | undefined {
  const text = document.getElementById('__PAGE_DATA__')?.textContent;
  return text ? (JSON.parse(text) as PageDataState) : undefined;
}

const store = new PageDataStore(fetchOperation, readServerState());

collectServerIslands();
// The page's own code first, so the first render matches the server's markup without suspending.
void preloadRoute(window.location.href).finally(() =>
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <PageDataProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PageDataProvider>
    </StrictMode>,
  ),
);
