import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';

// One chunk per page: a visitor downloads the code of the pages they open, not of the whole site.
const HomePage = lazyPage(() => import('./pages/home-page').then((m) => m.HomePage), 'src/app/pages/home-page.tsx');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page').then((m) => m.NotFoundPage), 'src/app/pages/not-found-page.tsx');
const CollarsPage = lazyPage(() => import('./pages/collars').then((m) => m.CollarsPage), 'src/app/pages/collars.ts');
const ComparePage = lazyPage(() => import('./pages/compare').then((m) => m.ComparePage), 'src/app/pages/compare.ts');
const GuidesPage = lazyPage(() => import('./pages/guides').then((m) => m.GuidesPage), 'src/app/pages/guides.ts');
const BlogPage = lazyPage(() => import('./pages/blog').then((m) => m.BlogPage), 'src/app/pages/blog.ts');
const BlogPostPage = lazyPage(() => import('./pages/blog-post').then((m) => m.BlogPostPage), 'src/app/pages/blog-post.ts');
const AboutPage = lazyPage(() => import('./pages/about').then((m) => m.AboutPage), 'src/app/pages/about.ts');
const MethodologyPage = lazyPage(() => import('./pages/methodology').then((m) => m.MethodologyPage), 'src/app/pages/methodology.ts');
const BreedGuidesPage = lazyPage(() => import('./pages/breed-guides').then((m) => m.BreedGuidesPage), 'src/app/pages/breed-guides.ts');
const PrivacyPage = lazyPage(() => import('./pages/privacy').then((m) => m.PrivacyPage), 'src/app/pages/privacy.ts');
const TermsPage = lazyPage(() => import('./pages/terms').then((m) => m.TermsPage), 'src/app/pages/terms.ts');
const CookiePolicyPage = lazyPage(() => import('./pages/cookie-policy').then((m) => m.CookiePolicyPage), 'src/app/pages/cookie-policy.ts');
// The two pages with the product-submission form get it from its own feature, composed here.
const ContactPage = lazyPage(() => import('./pages/contact').then((m) => m.ContactWithSubmission), 'src/app/pages/contact.tsx');
const DisclosurePage = lazyPage(() => import('./pages/disclosure').then((m) => m.DisclosureWithSubmission), 'src/app/pages/disclosure.tsx');
const ContentTestPage = lazyPage(() => import('./pages/content-test').then((m) => m.ContentTestPage), 'src/app/pages/content-test.ts');
const AdminLoginPage = lazyPage(() => import('./pages/admin-login').then((m) => m.AdminLoginPage), 'src/app/pages/admin-login.ts');
const AdminDashboardPage = lazyPage(() => import('./pages/admin-dashboard').then((m) => m.AdminDashboardPage), 'src/app/pages/admin-dashboard.ts');

interface PageHandle {
  preload: () => Promise<void>;
  /** The page module's key in the client build manifest (the server adds modulepreload links for it). */
  module: string;
}

function route(path: string, Page: LazyPage<Record<string, never>>): RouteObject {
  const element: ReactNode = <Page />;
  return { path, element, handle: { preload: Page.preload, module: Page.module } satisfies PageHandle };
}

/** The route table (spec section 2). */
export const ROUTES: RouteObject[] = [
  route('/', HomePage),
  route('/collars', CollarsPage),
  route('/compare', ComparePage),
  route('/guides', GuidesPage),
  // Guides link to /{category}/{slug}; the article page serves them (its canonical URL stays /blog/{slug}).
  route('/guides/:slug', BlogPostPage),
  route('/blog', BlogPage),
  route('/about', AboutPage),
  route('/contact', ContactPage),
  route('/methodology', MethodologyPage),
  route('/breed-guides', BreedGuidesPage),
  route('/disclosure', DisclosurePage),
  route('/privacy', PrivacyPage),
  route('/terms', TermsPage),
  route('/cookie-policy', CookiePolicyPage),
  route('/content-test', ContentTestPage),
  route('/admin/login', AdminLoginPage),
  route('/admin/dashboard', AdminDashboardPage),
  route('/blog/:slug', BlogPostPage),
  route('*', NotFoundPage),
];

/**
 * Loads the code of the page a URL shows, before the server renders it or the browser hydrates it; answers the
 * build-manifest keys of the modules it loaded.
 */
export async function preloadRoute(url: string): Promise<string[]> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const handles = (matchRoutes(ROUTES, pathname) ?? []).flatMap((match) => (match.route.handle ? [match.route.handle as PageHandle] : []));
  await Promise.all(handles.map((handle) => handle.preload()));
  return handles.map((handle) => handle.module);
}
