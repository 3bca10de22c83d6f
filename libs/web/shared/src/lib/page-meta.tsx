import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'Bulldog Collar Guide';
/** The 1200x630 social image (defaults). */
export const DEFAULT_SOCIAL_IMAGE = {
  path: '/og/bulldog-collar-guide.jpg',
  width: 1200,
  height: 630,
  alt: 'Bulldog Collar Guide: collars that fit English, French and American bulldogs, tested for 30+ days on real bulldogs',
};
export const DEFAULT_DESCRIPTION = 'Independent reviews and sizing guides for English, French and American bulldog collars.';

/** JSON-LD is built on the server, where the absolute site URL is known. */
export type StructuredData = (siteUrl: string) => Record<string, unknown> | Array<Record<string, unknown>>;

export interface PageMetaData {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/collars"; omitted on pages that must not be indexed. */
  path?: string;
  /** Paginated lists: the paths of the previous and next pages (`<link rel="prev|next">`), where there are such. */
  prevPath?: string;
  nextPath?: string;
  /** Error pages ask search engines not to index them. */
  noindex?: boolean;
  keywords?: readonly string[];
  /** Open Graph type: 'website' (default) or 'article' for posts. */
  articleType?: 'website' | 'article';
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  /** Same-origin path of a 1200x630 image; defaults to the site's social image. */
  imagePath?: string;
  /** What that image shows (og:image:alt, twitter:image:alt); required with `imagePath`. */
  imageAlt?: string;
  schemaMarkup?: StructuredData;
}

/** Collects the page's metadata during a server render, so the server can write it into <head>. */
export interface HeadCollector {
  meta?: PageMetaData;
  /** Structured data added by page regions (e.g. the product list), keyed so repeated renders do not duplicate it. */
  schemas?: Map<string, StructuredData>;
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Search results show about 60 characters of a title and cut the rest where they like. */
const MAX_TITLE_LENGTH = 60;

/**
 * The document's <title>, at most 60 characters: "Headline | Bulldog Collar Guide" when that fits, else the headline
 * alone, and a headline longer than that shortened at a word boundary with an ellipsis. og:title and the page's h1
 * keep the full headline. Lengths are UTF-16 units, never fewer than the characters a reader counts, so the limit
 * holds; this runs in the browser on every navigation, hence the few bytes.
 */
export function documentTitle(headline: string): string {
  for (const title of [fullTitle(headline), headline]) if (title.length <= MAX_TITLE_LENGTH) return title;
  // The first 60 less the word they cut into, or less the last whole word to make room for the ellipsis, and any
  // comma, colon or dash left dangling; a single word longer than the limit loses its last character (never half of one).
  return `${headline.slice(0, MAX_TITLE_LENGTH).replace(/[\s,;:\u2013\u2014-]*\s\S*$|.$/u, '')}\u2026`;
}

/** Adds JSON-LD from a region of the page that has the data (server render only). */
export function StructuredDataTag({ id, schema }: { id: string; schema: StructuredData }) {
  const collector = useContext(HeadCollectorContext);
  if (collector) (collector.schemas ??= new Map()).set(id, schema);
  return null;
}

/**
 * Declares the page's metadata: recorded for the server's <head> (where crawlers read it), and title and
 * description applied to the document after client-side navigation.
 */
export function PageMeta(meta: PageMetaData) {
  const collector = useContext(HeadCollectorContext);
  // The collector is a per-request sink that only the server render provides and reads after rendering; writing it
  // during render is how the page's <head> gets to the server (there is no provider in the browser).
  // eslint-disable-next-line react-hooks/immutability -- a write-only server-render sink, not React state
  if (collector) collector.meta = meta;
  useEffect(() => {
    document.title = documentTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta.title, meta.description]);
  return null;
}
