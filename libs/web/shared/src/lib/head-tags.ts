import {
  DEFAULT_DESCRIPTION,
  DEFAULT_SOCIAL_IMAGE,
  documentTitle,
  fullTitle,
  SITE_NAME,
  type HeadCollector,
  type StructuredData,
} from './page-meta';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export interface HeadSettings {
  /** TWITTER_SITE: the site's X (Twitter) handle for twitter:site; no tag without it. */
  twitterSite?: string;
}

/** Every <head> tag of a page, rendered on the server. */
export function renderHeadTags(collected: HeadCollector, siteUrl: string, settings: HeadSettings = {}): string {
  const page = collected.meta;
  // The full headline for link previews (og:title, twitter:title); <title> is kept to what search results show.
  const title = fullTitle(page?.title ?? SITE_NAME);
  const description = page?.description ?? DEFAULT_DESCRIPTION;
  const url = page?.path !== undefined ? siteUrl + page.path : undefined;
  const image = siteUrl + (page?.imagePath ?? DEFAULT_SOCIAL_IMAGE.path);
  const imageAlt = page?.imagePath ? (page.imageAlt ?? title) : DEFAULT_SOCIAL_IMAGE.alt;
  const type = page?.articleType ?? 'website';
  const tags = [
    `<title>${escapeHtml(documentTitle(page?.title ?? SITE_NAME))}</title>`,
    meta('name', 'description', description),
    page?.noindex
      ? meta('name', 'robots', 'noindex, follow')
      : meta('name', 'robots', 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'),
  ];
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (page?.prevPath !== undefined) tags.push(`<link rel="prev" href="${escapeHtml(siteUrl + page.prevPath)}">`);
  if (page?.nextPath !== undefined) tags.push(`<link rel="next" href="${escapeHtml(siteUrl + page.nextPath)}">`);
  tags.push(`<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} blog" href="${escapeHtml(siteUrl)}/blog/rss.xml">`);
  if (page?.keywords?.length) tags.push(meta('name', 'keywords', page.keywords.join(', ')));
  if (page?.author) tags.push(meta('name', 'author', page.author));
  tags.push(
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(DEFAULT_SOCIAL_IMAGE.width)),
    meta('property', 'og:image:height', String(DEFAULT_SOCIAL_IMAGE.height)),
    meta('property', 'og:image:alt', imageAlt),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (type === 'article') {
    tags.push(meta('property', 'article:section', 'Pet Care'));
    if (page?.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
    if (page?.modifiedTime) tags.push(meta('property', 'article:modified_time', page.modifiedTime));
    if (page?.author) tags.push(meta('property', 'article:author', page.author));
  }
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  );
  if (settings.twitterSite) tags.push(meta('name', 'twitter:site', settings.twitterSite));
  const sources: StructuredData[] = [...(page?.schemaMarkup ? [page.schemaMarkup] : []), ...(collected.schemas?.values() ?? [])];
  const items = sources.flatMap((source): Array<Record<string, unknown>> => {
    const result = source(siteUrl);
    return Array.isArray(result) ? result : [result];
  });
  for (const item of items) {
    tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...item })}</script>`);
  }
  return tags.join('\n    ');
}
