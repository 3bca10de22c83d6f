import type { ComponentType, ReactNode } from 'react';
import type { SitePath } from '@bcg/shared/pages';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';

// One chunk per page: a visitor downloads the code of the pages they open, not of the whole site.
const HomePage = lazyPage(() => import('./pages/home-page').then((m) => m.HomePage), 'src/app/pages/home-page.tsx');
const NotFoundPage = lazyPage(() => import('./pages/not-found-page').then((m) => m.NotFoundPage), 'src/app/pages/not-found-page.tsx');
const CollarsPage = lazyPage(() => import('./pages/collars').then((m) => m.CollarsPage), 'src/app/pages/collars.ts');
const CollarReviewPage = lazyPage(() => import('./pages/collar-review').then((m) => m.CollarReviewPage), 'src/app/pages/collar-review.ts');
const ComparePage = lazyPage(() => import('./pages/compare').then((m) => m.ComparePage), 'src/app/pages/compare.ts');
const GuidesPage = lazyPage(() => import('./pages/guides').then((m) => m.GuidesPage), 'src/app/pages/guides.ts');
const BlogPage = lazyPage(() => import('./pages/blog').then((m) => m.BlogPage), 'src/app/pages/blog.ts');
const BlogPostPage = lazyPage(() => import('./pages/blog-post').then((m) => m.BlogPostPage), 'src/app/pages/blog-post.ts');
const AboutPage = lazyPage(() => import('./pages/about').then((m) => m.AboutPage), 'src/app/pages/about.ts');
const MethodologyPage = lazyPage(() => import('./pages/methodology').then((m) => m.MethodologyPage), 'src/app/pages/methodology.ts');
const BreedGuidesPage = lazyPage(() => import('./pages/breed-guides').then((m) => m.BreedGuidesPage), 'src/app/pages/breed-guides.ts');
const FitFinderPage = lazyPage(() => import('./pages/fit-finder').then((m) => m.FitFinderPage), 'src/app/pages/fit-finder.ts');
const PrivacyPage = lazyPage(() => import('./pages/privacy').then((m) => m.PrivacyPage), 'src/app/pages/privacy.ts');
const TermsPage = lazyPage(() => import('./pages/terms').then((m) => m.TermsPage), 'src/app/pages/terms.ts');
const CookiePolicyPage = lazyPage(() => import('./pages/cookie-policy').then((m) => m.CookiePolicyPage), 'src/app/pages/cookie-policy.ts');
// The two pages with the product-submission form get it from its own feature, composed here.
const ContactPage = lazyPage(() => import('./pages/contact').then((m) => m.ContactWithSubmission), 'src/app/pages/contact.tsx');
const DisclosurePage = lazyPage(() => import('./pages/disclosure').then((m) => m.DisclosureWithSubmission), 'src/app/pages/disclosure.tsx');
// The pages the emails link to share one module (and one import() in this table, which every page loads).
type SubscriptionPages = typeof import('./pages/subscription');
const subscriptionPage = (pick: (pages: SubscriptionPages) => ComponentType<Record<string, never>>) =>
  lazyPage(() => import('./pages/subscription').then(pick), 'src/app/pages/subscription.ts');
const SizingGuidePage = subscriptionPage((m) => m.SizingGuidePage);
const SubscriptionConfirmedPage = subscriptionPage((m) => m.SubscriptionConfirmedPage);
const UnsubscribePage = subscriptionPage((m) => m.UnsubscribePage);
const NewsletterArchivePage = lazyPage(
  () => import('./pages/newsletter').then((m) => m.NewsletterArchivePage),
  'src/app/pages/newsletter.ts',
);
const NewsletterIssuePage = lazyPage(() => import('./pages/newsletter').then((m) => m.NewsletterIssuePage), 'src/app/pages/newsletter.ts');
const PriceAlertConfirmedPage = subscriptionPage((m) => m.PriceAlertConfirmedPage);
const PreferencesPage = subscriptionPage((m) => m.PreferencesPage);
const ContentTestPage = lazyPage(() => import('./pages/content-test').then((m) => m.ContentTestPage), 'src/app/pages/content-test.ts');
const AdminLoginPage = lazyPage(() => import('./pages/admin-login').then((m) => m.AdminLoginPage), 'src/app/pages/admin-login.ts');
const AdminDashboardPage = lazyPage(
  () => import('./pages/admin-dashboard').then((m) => m.AdminDashboardPage),
  'src/app/pages/admin-dashboard.ts',
);

interface PageHandle {
  preload: () => Promise<void>;
  /** The page module's key in the client build manifest (the server adds modulepreload links for it). */
  module: string;
}

/**
 * The page each route of the shared table (libs/shared/pages) shows: a route of the table missing here, or a path
 * that is not in it, is a type error. Only the type is imported, so the table's server-side fields stay out of the
 * browser's first load.
 */
const PAGES: Record<SitePath, LazyPage<Record<string, never>>> = {
  '/': HomePage,
  '/collars': CollarsPage,
  '/collars/:slug': CollarReviewPage,
  '/compare': ComparePage,
  '/guides': GuidesPage,
  '/guides/:slug': BlogPostPage,
  '/blog': BlogPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/methodology': MethodologyPage,
  '/breed-guides': BreedGuidesPage,
  '/fit-finder': FitFinderPage,
  '/disclosure': DisclosurePage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/cookie-policy': CookiePolicyPage,
  '/sizing-guide': SizingGuidePage,
  '/subscribe/confirmed': SubscriptionConfirmedPage,
  '/unsubscribe': UnsubscribePage,
  '/price-alerts/confirmed': PriceAlertConfirmedPage,
  '/preferences': PreferencesPage,
  '/content-test': ContentTestPage,
  '/admin/login': AdminLoginPage,
  '/admin/dashboard': AdminDashboardPage,
  '/blog/:slug': BlogPostPage,
  '/newsletter': NewsletterArchivePage,
  '/newsletter/:slug': NewsletterIssuePage,
};

function route(path: string, Page: LazyPage<Record<string, never>>): RouteObject {
  const element: ReactNode = <Page />;
  return { path, element, handle: { preload: Page.preload, module: Page.module } satisfies PageHandle };
}

const NOT_FOUND_ROUTE = route('*', NotFoundPage);

/** The route table: the site's pages (libs/shared/pages), then the not-found page for any other path. */
const ROUTES: RouteObject[] = [...Object.entries(PAGES).map(([path, Page]) => route(path, Page)), NOT_FOUND_ROUTE];

/** Where a path that no route can match is shown: a path the not-found route (`*`) matches. */
const UNROUTABLE_STAND_IN = '/not-found';

/**
 * The path to render for a pathname: itself, or, when no route matches it, a stand-in the not-found route matches.
 * react-router's `*` does not match a decoded pathname with a line break in it (`/x%0a`): rendered as it is, that
 * path gave an empty page with status 200, and react-router printed a warning line on every such request.
 */
export function routablePath(pathname: string): string {
  return matchPage(pathname) ? pathname : UNROUTABLE_STAND_IN;
}

/** How many paths' matches `matchPage` remembers. */
const REMEMBERED_MATCHES = 64;
const rememberedMatches = new Map<string, RouteMatch[] | null>();

/**
 * `matchRoutes(ROUTES, pathname)`, remembered for the last paths asked. react-router ranks the whole table and
 * compiles a pattern for each route it tries on every call, and one render asks for the same path several times
 * (routablePath, the page's code, its data): that was more of a server render's time than React's own. Bounded, so
 * made-up paths only push older ones out.
 */
export function matchPage(pathname: string): RouteMatch[] | null {
  let matches = rememberedMatches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(ROUTES, pathname);
    if (rememberedMatches.size >= REMEMBERED_MATCHES) rememberedMatches.delete(rememberedMatches.keys().next().value as string);
    rememberedMatches.set(pathname, matches);
  }
  return matches;
}

/**
 * Loads the code of the page a URL shows, before the server renders it or the browser hydrates it; answers the
 * build-manifest keys of the modules it loaded.
 */
export async function preloadRoute(url: string): Promise<string[]> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const handles = (matchPage(routablePath(pathname)) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as PageHandle] : [],
  );
  await Promise.all(handles.map((handle) => handle.preload()));
  return handles.map((handle) => handle.module);
}
