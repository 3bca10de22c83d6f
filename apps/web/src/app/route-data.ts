import {
  collarReviewData,
  collarsPageData,
  comparePageData,
  fitFinderData,
  homeComparisonData,
  topPicksData,
} from '@bcg/web/catalogue/feature';
import { blogPageData, blogPostData, faqSectionData, guidesPageData, latestArticlesData } from '@bcg/web/content/feature';
import { aboutPageData } from '@bcg/web/info/feature';
import { newsletterArchiveData, newsletterIssueData } from '@bcg/web/leads/feature';
import type { PageOperation, RouteData } from '@bcg/web/graphql';
import type { SitePath } from '@bcg/shared/pages';
import { matchPage, routablePath } from './routes';

/**
 * The GraphQL operations each page renders with, from its URL (path parameters, query string). The server runs them
 * all before it renders, then renders once; the components read them through usePageQuery. A route without data is
 * absent. Server-only: the browser fetches a page's data from its components after a client-side navigation.
 */
const ROUTE_DATA: Partial<Record<SitePath, RouteData>> = {
  '/': (location) => [
    ...topPicksData(location),
    ...homeComparisonData(location),
    ...faqSectionData(location),
    ...latestArticlesData(location),
  ],
  '/collars': collarsPageData,
  '/about': aboutPageData,
  '/collars/:slug': collarReviewData,
  '/compare': comparePageData,
  '/guides': guidesPageData,
  '/guides/:slug': blogPostData,
  '/blog': blogPageData,
  '/blog/:slug': blogPostData,
  '/fit-finder': fitFinderData,
  '/newsletter': newsletterArchiveData,
  '/newsletter/:slug': newsletterIssueData,
};

/** The operations the page at `url` declares. */
export function routeOperations(url: string): PageOperation[] {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchPage(routablePath(pathname))?.at(-1);
  const data = match ? ROUTE_DATA[match.route.path as SitePath] : undefined;
  return data ? data({ params: match?.params ?? {}, searchParams }) : [];
}
