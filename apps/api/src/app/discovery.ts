import type { Article } from '@bcg/server/content';
import { INDEXABLE_PATHS, SITE_ROUTES, type PageContent, type SiteRoute } from '@bcg/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './services';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const postDate = (article: Article) => article.publishedAt ?? article.createdAt;

function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /content-test', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** When a post's content last changed: its last edit, or its publication if that came later. */
const postModified = (post: Article) => (post.updatedAt > postDate(post) ? post.updatedAt : postDate(post));

/** The latest of some dates; undefined when there are none. */
const latest = (dates: readonly Date[]) => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined);

/**
 * Every indexable page of the route table (libs/shared/pages) and every published post, each with the date its content
 * last changed: the date a page's text states, the latest change of the data it shows, a post's own; no lastmod for a
 * page whose text has no date (never the time of the request or of the seeding).
 */
function sitemapXml(siteUrl: string, posts: readonly Article[], changed: Record<PageContent, Date | undefined>): string {
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const pageLastmod = ({ lastModified }: SiteRoute): string | undefined => {
    if (!lastModified) return undefined;
    if ('stated' in lastModified) return lastModified.stated;
    return latest(lastModified.shows.flatMap((content) => changed[content] ?? []))?.toISOString();
  };
  const pages = (SITE_ROUTES as readonly SiteRoute[]).filter((route) => (INDEXABLE_PATHS as readonly string[]).includes(route.path));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((route) => entry(route.path, pageLastmod(route))),
    ...posts.map((post) => entry(`/blog/${post.slug}`, postModified(post).toISOString())),
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 of the published posts, newest first. */
function rssXml(siteUrl: string, posts: readonly Article[]): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${postDate(post).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.metaDescription)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0] ? postDate(posts[0]).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Bulldog Collar Guide</title>',
    `    <link>${escapeXml(siteUrl)}/blog</link>`,
    `    <atom:link href="${escapeXml(siteUrl)}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    '    <description>Collar reviews, sizing guides and care advice for English, French and American bulldogs.</description>',
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** /robots.txt, /sitemap.xml and /blog/rss.xml, built from the same services as the pages. */
export function registerDiscovery(app: FastifyInstance, services: AppServices, siteUrl: string): void {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)));
  app.get('/sitemap.xml', { config: { responseCache: 'public-read' } }, async (_request, reply) => {
    const [posts, products] = await Promise.all([services.articles.list(), services.products.list()]);
    const changed = {
      products: latest(products.map((product) => product.updatedAt)),
      posts: latest(posts.map(postModified)),
      guides: latest(posts.filter((post) => post.category === 'guides').map(postModified)),
    };
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, posts, changed));
  });
  app.get('/blog/rss.xml', { config: { responseCache: 'public-read' } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssXml(siteUrl, await services.articles.list())),
  );
}
