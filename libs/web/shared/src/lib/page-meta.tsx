import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'Bulldog Collar Guide';

export interface PageMetaData {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/collars"; omitted on pages that must not be indexed. */
  path?: string;
  /** Error pages ask search engines not to index them. */
  noindex?: boolean;
}

/** Collects the page's metadata during a server render, so the server can write it into <head>. */
export interface HeadCollector {
  meta?: PageMetaData;
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Declares the page's title and description: recorded for the server's <head>, and applied to the
 * document after client-side navigation.
 */
export function PageMeta(meta: PageMetaData) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.meta = meta;
  useEffect(() => {
    document.title = fullTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta.title, meta.description]);
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The <head> tags for collected metadata (server side). */
export function renderHeadTags(meta: PageMetaData | undefined, siteUrl: string): string {
  const title = fullTitle(meta?.title ?? SITE_NAME);
  const description = meta?.description ?? 'Independent reviews and sizing guides for English, French and American bulldog collars.';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    meta?.noindex
      ? `<meta name="robots" content="noindex, follow">`
      : `<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1">`,
  ];
  if (meta?.path) tags.push(`<link rel="canonical" href="${escapeHtml(siteUrl + meta.path)}">`);
  return tags.join('\n    ');
}
