/**
 * One page of the site. The web app builds its router from this table; the server builds its
 * sitemap and the keys of its page cache from it. A page is added here, once.
 */
export interface SiteRoute {
  /** The path pattern as react-router reads it: literal segments and `:name` parameters. */
  readonly path: string;
  /** Open to every visitor (the admin pages are not). */
  readonly public: boolean;
  /** Search engines may index it; the sitemap lists the indexable routes that have no parameter. */
  readonly indexable: boolean;
  /**
   * The query parameters the page reads. The server renders and caches a page under its path and these alone,
   * so a made-up parameter (`?utm_source=...`, `?x=1`) neither misses the cache nor adds an entry.
   */
  readonly query: readonly string[];
  /** Those of `query` the page reads every value of (`?c=a&c=b`, as a form's checkboxes send them); others: the first. */
  readonly repeatedQuery?: readonly string[];
}

/** The page routes, in the order the header and footer list them (the not-found page answers every other path). */
export const SITE_ROUTES = [
  { path: '/', public: true, indexable: true, query: [] },
  { path: '/collars', public: true, indexable: true, query: ['filter', 'q', 'breed', 'page'] },
  // One review page per public collar; the sitemap lists them from the catalogue.
  { path: '/collars/:slug', public: true, indexable: true, query: [] },
  // The collars a reader chose to compare (`?c=slug`, repeated); the page without them is the one indexed.
  { path: '/compare', public: true, indexable: true, query: ['c'], repeatedQuery: ['c'] },
  { path: '/guides', public: true, indexable: true, query: ['page'] },
  // Guides link to /{category}/{slug}; the article page serves them (its canonical URL stays /blog/{slug}).
  { path: '/guides/:slug', public: true, indexable: true, query: [] },
  { path: '/blog', public: true, indexable: true, query: ['page'] },
  { path: '/about', public: true, indexable: true, query: [] },
  { path: '/contact', public: true, indexable: true, query: [] },
  { path: '/methodology', public: true, indexable: true, query: [] },
  { path: '/breed-guides', public: true, indexable: true, query: [] },
  // The fit finder answers the dog in its query string (a GET form); the page without a query is the one indexed.
  { path: '/fit-finder', public: true, indexable: true, query: ['breed', 'age', 'weight', 'neck', 'unit', 'measured', 'page'] },
  { path: '/disclosure', public: true, indexable: true, query: [] },
  { path: '/privacy', public: true, indexable: true, query: [] },
  { path: '/terms', public: true, indexable: true, query: [] },
  { path: '/cookie-policy', public: true, indexable: true, query: [] },
  // The printable sizing guide the guide email links to.
  { path: '/sizing-guide', public: true, indexable: true, query: [] },
  // Where the confirmation link of the double opt-in lands (after GET /subscribe/confirm), and the unsubscribe link.
  { path: '/subscribe/confirmed', public: true, indexable: false, query: ['outcome', 'mail'] },
  { path: '/unsubscribe', public: true, indexable: false, query: ['token'] },
  // Where a price alert's confirmation link lands (after GET /price-alerts/confirm).
  { path: '/price-alerts/confirmed', public: true, indexable: false, query: ['outcome'] },
  { path: '/preferences', public: true, indexable: false, query: ['token'] },
  // The development page that shows every content block; kept out of search engines by robots.txt.
  { path: '/content-test', public: true, indexable: false, query: [] },
  { path: '/admin/login', public: false, indexable: false, query: [] },
  { path: '/admin/dashboard', public: false, indexable: false, query: [] },
  { path: '/blog/:slug', public: true, indexable: true, query: [] },
  // The archive of sent issues; each issue's page is indexable only when the owner says so (its own robots meta).
  { path: '/newsletter', public: true, indexable: true, query: [] },
  { path: '/newsletter/:slug', public: true, indexable: true, query: [] },
] as const satisfies readonly SiteRoute[];

/** The path pattern of a page route. */
export type SitePath = (typeof SITE_ROUTES)[number]['path'];
/** The path of a page route without parameters: what a navigation link may point at. */
export type StaticSitePath = Exclude<SitePath, `${string}:${string}`>;
