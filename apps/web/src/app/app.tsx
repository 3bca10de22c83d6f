import { GlobalStyle, Layout, PageLoading, RegionErrorBoundary, theme, ToastProvider } from '@bcg/web/shared';
import { Suspense, useEffect } from 'react';
import { renderMatches, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { matchPage, routablePath } from './routes';

/**
 * Marks the moment the page is interactive (browser tests wait for it before they click or type). It sits inside
 * the page's Suspense boundary, which React hydrates after the app shell: an effect in the shell would fire while
 * the page's own handlers are not attached yet.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

export function App() {
  // A path no route matches (a decoded line break escapes even `*`) is rendered as the not-found page's. The matches
  // are matchPage's, remembered per path: useRoutes would rank the whole route table and compile its patterns again
  // on every render (a tenth of a small page's server render).
  const { pathname } = useLocation();
  const page = renderMatches(matchPage(routablePath(pathname)));
  return (
    <ThemeProvider theme={theme}>
      {/* The server's page carries the global rules, which never change: rendered again in the browser,
          styled-components would remove and insert them, and the whole document's style be computed anew. */}
      {typeof window === 'undefined' && <GlobalStyle />}
      {/* A boundary around the whole page: React hydrates what it holds in small slices (it yields to the
          browser every few milliseconds) instead of in one long task, so a phone stays responsive meanwhile. */}
      <Suspense fallback={null}>
        <ToastProvider>
          <Layout>
            <RegionErrorBoundary title="This page could not be shown.">
              <Suspense fallback={<PageLoading />}>
                {page}
                <PageHydrated />
              </Suspense>
            </RegionErrorBoundary>
          </Layout>
        </ToastProvider>
      </Suspense>
    </ThemeProvider>
  );
}
