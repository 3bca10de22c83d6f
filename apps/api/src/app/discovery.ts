import type { ProductLink } from '@bcg/server/catalogue';
import type { ArticleLink } from '@bcg/server/content';
import type { NewsletterArchiveLink } from '@bcg/server/newsletter';
import { INDEXABLE_PATHS, POLICY_DATES, type StaticSitePath } from '@bcg/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './services';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const postDate = (article: ArticleLink) => article.publishedAt ?? article.createdAt;

// /subscribe, /unsubscribe, /price-alerts and /preferences are the landing pages of emailed links: personal, with nothing to index.
function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /content-test',
    'Disallow: /subscribe',
    'Disallow: /unsubscribe',
    'Disallow: /price-alerts',
    'Disallow: /preferences',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Data a page shows, whose latest change is the page's (published posts; `guides`: those of that category). */
type PageContent = 'products' | 'posts' | 'guides';

/**
 * When each indexable page last changed, for its lastmod: the date its text states, or the latest change of the data
 * it shows. A page not listed has text without a date (about, contact, ...; the cookie policy's "last updated" is
 * generated, today): it gets no lastmod rather than a made-up one. Kept here rather than in the
 * route table, which the browser downloads.
 */
const PAGE_CHANGES: Partial<Record<StaticSitePath, { stated: string } | { shows: readonly PageContent[] }>> = {
  '/': { shows: ['products', 'posts'] },
  '/collars': { shows: ['products'] },
  '/compare': { shows: ['products'] },
  '/guides': { shows: ['guides'] },
  '/blog': { shows: ['posts'] },
  '/privacy': { stated: POLICY_DATES.privacy },
  '/terms': { stated: POLICY_DATES.terms },
};

/** When a post's content last changed: its last edit, or its publication if that came later. */
const postModified = (post: ArticleLink) => (post.updatedAt > postDate(post) ? post.updatedAt : postDate(post));

/** The latest of some dates; undefined when there are none. */
const latest = (dates: readonly Date[]) => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined);

/**
 * Every indexable page of the route table (libs/shared/pages), every public collar's review page and every published
 * post, each with the date its content
 * last changed (PAGE_CHANGES, a post's own), never the time of the request or of the seeding.
 */
function sitemapXml(
  siteUrl: string,
  posts: readonly ArticleLink[],
  products: readonly ProductLink[],
  changed: Record<PageContent, Date | undefined>,
  issues: readonly NewsletterArchiveLink[],
): string {
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const pageLastmod = (path: StaticSitePath): string | undefined => {
    const change = PAGE_CHANGES[path];
    if (!change) return undefined;
    if ('stated' in change) return change.stated;
    return latest(change.shows.flatMap((content) => changed[content] ?? []))?.toISOString();
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PATHS.map((path) => entry(path, pageLastmod(path))),
    ...products.map((product) => entry(`/collars/${product.slug}`, product.updatedAt.toISOString())),
    ...posts.map((post) => entry(`/blog/${post.slug}`, postModified(post).toISOString())),
    // Only the issues the owner let search engines index; the others' pages say noindex.
    ...issues.map((issue) => entry(`/newsletter/${issue.slug}`, issue.sentAt.toISOString())),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * How many posts the feed carries: the newest ones, as feeds do (readers poll it and keep what they saw), so its
 * size stays the same however many posts the blog holds. The sitemap lists them all.
 */
const FEED_POSTS = 50;

/** RSS 2.0 of the newest published posts, newest first. */
function rssXml(siteUrl: string, posts: readonly ArticleLink[]): string {
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
    const [posts, products, issues] = await Promise.all([
      services.articles.listLinks(),
      services.products.listLinks(),
      services.newsletterArchive.indexableLinks(),
    ]);
    const changed = {
      products: latest(products.map((product) => product.updatedAt)),
      posts: latest(posts.map(postModified)),
      guides: latest(posts.filter((post) => post.category === 'guides').map(postModified)),
    };
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, posts, products, changed, issues));
  });
  app.get('/blog/rss.xml', { config: { responseCache: 'public-read' } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssXml(siteUrl, await services.articles.listLinks({ limit: FEED_POSTS }))),
  );
}
