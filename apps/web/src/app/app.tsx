import { GlobalStyle, Layout, PageLoading, RegionErrorBoundary, theme, ToastProvider } from '@bcg/web/shared';
import { Suspense, useEffect } from 'react';
import { useRoutes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ROUTES } from './routes';

export function App() {
  const page = useRoutes(ROUTES);
  // Marks the moment the page is interactive (browser tests wait for it before they click or type).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <Layout>
          <RegionErrorBoundary title="This page could not be shown.">
            <Suspense fallback={<PageLoading />}>{page}</Suspense>
          </RegionErrorBoundary>
        </Layout>
      </ToastProvider>
    </ThemeProvider>
  );
}
