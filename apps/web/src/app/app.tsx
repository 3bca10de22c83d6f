import { AdminDashboardPage, AdminLoginPage } from '@bcg/web/admin/feature';
import { CollarsPage, ComparePage } from '@bcg/web/catalog/feature';
import { BlogPage, BlogPostPage, GuidesPage } from '@bcg/web/content/feature';
import { ContentTestPage } from '@bcg/web/content-test/feature';
import {
  AboutPage,
  BreedGuidesPage,
  ContactPage,
  CookiePolicyPage,
  DisclosurePage,
  MethodologyPage,
  PrivacyPage,
  TermsPage,
} from '@bcg/web/info/feature';
import { ProductSubmissionForm } from '@bcg/web/submissions/feature';
import { GlobalStyle, Layout, RegionErrorBoundary, theme, ToastProvider, TooltipProvider } from '@bcg/web/shared';
import { useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

/** The route table (spec section 2). */
export const ROUTES: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/collars', element: <CollarsPage /> },
  { path: '/compare', element: <ComparePage /> },
  { path: '/guides', element: <GuidesPage /> },
  // Guides link to /{category}/{slug}; the article page serves them (its canonical URL stays /blog/{slug}).
  { path: '/guides/:slug', element: <BlogPostPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage submissionForm={<ProductSubmissionForm />} /> },
  { path: '/methodology', element: <MethodologyPage /> },
  { path: '/breed-guides', element: <BreedGuidesPage /> },
  { path: '/disclosure', element: <DisclosurePage submissionForm={<ProductSubmissionForm />} /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/cookie-policy', element: <CookiePolicyPage /> },
  { path: '/content-test', element: <ContentTestPage /> },
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function App() {
  const page = useRoutes(ROUTES);
  // Marks the moment the page is interactive (browser tests wait for it before they click or type).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TooltipProvider>
        <ToastProvider>
          <Layout>
            <RegionErrorBoundary title="This page could not be shown.">{page}</RegionErrorBoundary>
          </Layout>
        </ToastProvider>
      </TooltipProvider>
    </ThemeProvider>
  );
}
