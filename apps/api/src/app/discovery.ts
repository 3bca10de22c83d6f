import type { Article } from '@bcg/server/content';
import { INDEXABLE_PATHS } from '@bcg/shared/pages';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './services';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const postDate = (article: Article) => article.publishedAt ?? article.createdAt;

function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /content-test', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** Every indexable page of the route table (libs/shared/pages) and every published post, with the date its content last changed. */
function sitemapXml(siteUrl: string, posts: readonly Article[], siteUpdatedAt: Date): string {
  const entry = (path: string, lastmod: Date) =>
    `  <url><loc>${escapeXml(siteUrl + path)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PATHS.map((path) => entry(path, siteUpdatedAt)),
    ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt > postDate(post) ? post.updatedAt : postDate(post))),
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
    const [posts, products] = await Promise.all([services.articles.list({ publishedOnly: true }), services.products.list()]);
    const times = [...posts.map((post) => post.updatedAt.getTime()), ...products.map((product) => product.updatedAt.getTime())];
    const siteUpdatedAt = new Date(times.length ? Math.max(...times) : 0);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, posts, siteUpdatedAt));
  });
  app.get('/blog/rss.xml', { config: { responseCache: 'public-read' } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssXml(siteUrl, await services.articles.list({ publishedOnly: true }))),
  );
}
