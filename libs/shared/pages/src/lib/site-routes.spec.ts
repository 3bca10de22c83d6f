import { INDEXABLE_PATHS, matchSiteRoute, pageUrl } from './page-url';
import { SITE_ROUTES } from './site-routes';

describe('matchSiteRoute', () => {
  it('matches literal segments without regard to case, with one trailing slash, as react-router does', () => {
    expect(matchSiteRoute('/collars')?.path).toBe('/collars');
    expect(matchSiteRoute('/COLLARS/')?.path).toBe('/collars');
    expect(matchSiteRoute('/coll%61rs')?.path).toBe('/collars');
    expect(matchSiteRoute('/')?.path).toBe('/');
    expect(matchSiteRoute('/admin/Login')?.route.public).toBe(false);
  });

  it('keeps the value of a parameter, percent-encoded', () => {
    expect(matchSiteRoute('/blog/fit-a-collar')).toEqual({
      route: expect.objectContaining({ path: '/blog/:slug' }),
      path: '/blog/fit-a-collar',
    });
    expect(matchSiteRoute('/BLOG/a%20b')?.path).toBe('/blog/a%20b');
  });

  it('matches no route for unknown paths, empty segments, bad encodings and control characters', () => {
    for (const path of [
      '/nope',
      '/compare/extra',
      '/collars/a/b',
      '//collars',
      '/blog//',
      '/%E0%A4%A',
      '/x%0a',
      '/%00',
      '/collars%0d',
      '/collars%0A',
      '/blog/a%09b',
      'collars',
    ]) {
      expect(matchSiteRoute(path)).toBeUndefined();
    }
  });
});

describe('pageUrl', () => {
  it('keeps every value of a repeated parameter, in order: the collars a reader chose to compare', () => {
    expect(pageUrl('/compare?utm_source=x&c=harbor&page=2&c=ironbark+leather&c=')).toBe('/compare?c=harbor&c=ironbark%20leather&c=');
    expect(pageUrl('/collars?breed=french&breed=english')).toBe('/collars?breed=french');
  });

  it('keeps only the query parameters the route reads, in its order, first value of each', () => {
    expect(pageUrl('/collars?utm_source=x&q=padded+leather&filter=budget&filter=premium')).toBe(
      '/collars?filter=budget&q=padded%20leather',
    );
    expect(pageUrl('/collars?q=a+b')).toBe(pageUrl('/collars?q=a%20b'));
    expect(pageUrl('/collars?q=%26%3D%2B&filter')).toBe('/collars?filter=&q=%26%3D%2B');
    // A bad escape stays as written, as the browser's URLSearchParams keeps it.
    expect(pageUrl('/collars?q=100%')).toBe('/collars?q=100%25');
    expect(pageUrl('/about?anything=1&more')).toBe('/about');
    expect(pageUrl('/Blog/my-post/?ref=feed')).toBe('/blog/my-post');
  });

  it('is undefined for a URL that is no page (the not-found page answers it, uncached)', () => {
    expect(pageUrl('/no-such-page?x=1')).toBeUndefined();
    expect(pageUrl('/x%0a')).toBeUndefined();
  });
});

it('lists every indexable page without parameters for the sitemap, and no admin page', () => {
  expect(INDEXABLE_PATHS).toEqual([
    '/',
    '/collars',
    '/compare',
    '/guides',
    '/blog',
    '/about',
    '/contact',
    '/methodology',
    '/breed-guides',
    // The fit finder (its answers, with a query, are not indexed).
    '/fit-finder',
    '/disclosure',
    '/privacy',
    '/terms',
    '/cookie-policy',
    '/sizing-guide',
    '/newsletter',
  ]);
  for (const route of SITE_ROUTES) if (!route.public) expect(route.indexable).toBe(false);
});
