import { SITE_ROUTES, type SitePath, type SiteRoute, type StaticSitePath } from './site-routes';

// Apart from the route table: the browser needs the table, not the matching, so this stays out of its first load.

const isStatic = (path: SitePath): path is StaticSitePath => !path.includes(':');

/** The pages without parameters that search engines should index (the sitemap lists them). */
export const INDEXABLE_PATHS: readonly StaticSitePath[] = SITE_ROUTES.flatMap((route) =>
  route.indexable && isStatic(route.path) ? [route.path] : [],
);

/** A URL matched to its page route. */
export interface SiteRouteMatch {
  route: SiteRoute;
  /** The path as the route spells it, with each parameter's value (percent-encoded): `/COLLARS/` gives `/collars`. */
  path: string;
}

// A control character (an encoded newline, NUL, ...) is in no page's path.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The decoded segments of a path, or undefined when it cannot be a page's (badly encoded, empty or control characters). */
function pathSegments(pathname: string): string[] | undefined {
  if (!pathname.startsWith('/')) return undefined;
  // One trailing slash is allowed, as react-router allows it.
  const raw = pathname.slice(1).replace(/\/$/, '');
  if (raw === '') return [];
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (segment === '' || CONTROL_CHARACTER.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/** Routes with fewer parameters first: a literal segment wins over a parameter, as in react-router's ranking. */
const BY_SPECIFICITY = [...SITE_ROUTES].sort((a, b) => a.path.split(':').length - b.path.split(':').length);

/**
 * The page route a path shows, matched as react-router matches it (each segment decoded, literal segments without
 * regard to case, one trailing slash allowed); undefined when the path is no page (the not-found page answers it).
 */
export function matchSiteRoute(pathname: string): SiteRouteMatch | undefined {
  const segments = pathSegments(pathname);
  if (!segments) return undefined;
  for (const route of BY_SPECIFICITY) {
    const pattern = route.path.split('/').slice(1).filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const parts = pattern.map((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) return encodeURIComponent(segment);
      return part.toLowerCase() === segment.toLowerCase() ? part : undefined;
    });
    if (parts.every((part) => part !== undefined)) return { route, path: `/${parts.join('/')}` };
  }
  return undefined;
}

/** Decodes a query-string part as URLSearchParams does: `+` is a space, and a bad escape stays as written. */
function decodeQueryPart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Every value of each query parameter, in order (what `URLSearchParams.getAll` answers). */
function queryValues(search: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeQueryPart(equals === -1 ? pair : pair.slice(0, equals));
    const value = decodeQueryPart(equals === -1 ? '' : pair.slice(equals + 1));
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

/**
 * The URL a page is rendered and cached under: the route's own spelling of the path and only the query parameters
 * the route reads (the first value of each, every value of a repeated one, in the route's order). Undefined when the URL is no page of the table:
 * it gets the not-found page, which is never cached.
 */
export function pageUrl(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const match = matchSiteRoute(queryStart === -1 ? url : url.slice(0, queryStart));
  if (!match) return undefined;
  const requested = queryValues(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const repeated: readonly string[] = match.route.repeatedQuery ?? [];
  const kept = match.route.query.flatMap((name) => {
    const values = requested.get(name) ?? [];
    return (repeated.includes(name) ? values : values.slice(0, 1)).map(
      (value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    );
  });
  return kept.length ? `${match.path}?${kept.join('&')}` : match.path;
}
