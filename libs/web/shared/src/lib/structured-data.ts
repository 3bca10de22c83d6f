import { SITE_NAME } from './page-meta';

type Json = Record<string, unknown>;

export interface Crumb {
  label: string;
  /** Path of the crumb; the last one is the current page. */
  path: string;
}

/** schema.org WebSite with the search action that /collars?q= answers. */
export function websiteSchema(siteUrl: string): Json {
  return {
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/collars?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbSchema(crumbs: readonly Crumb[], siteUrl: string): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl + crumb.path,
    })),
  };
}

/** The id of a collar's card on a list page (its anchor). */
export function collarAnchor(productId: number): string {
  return `collar-${productId}`;
}

/** The path of a collar's review page. */
export function collarPath(slug: string): string {
  return `/collars/${slug}`;
}

export interface ListedProduct {
  slug: string;
  name: string;
}

/**
 * schema.org ItemList of the collars shown: each a ListItem with the URL of the collar's review page (Google's
 * summary-page list). No Product, rating or offer here: those belong on the review page, and the retailer's rating is
 * not ours to mark up.
 */
export function productListSchema(
  products: readonly ListedProduct[],
  siteUrl: string,
  name: string,
  page: { offset: number; totalCount: number } = { offset: 0, totalCount: products.length },
): Json {
  // One page of a longer list: schema.org's numberOfItems is the whole list's, positions count from its start.
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: page.totalCount,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: page.offset + index + 1,
      name: product.name,
      url: siteUrl + collarPath(product.slug),
    })),
  };
}

export interface ListedArticle {
  slug: string;
  title: string;
}

/**
 * schema.org ItemList of the posts one page of /blog or /guides shows, each a ListItem with the post's canonical URL
 * (/blog/{slug}). As with the collars, numberOfItems is the whole list's and positions count from its start.
 */
export function articleListSchema(
  posts: readonly ListedArticle[],
  siteUrl: string,
  name: string,
  page: { offset: number; totalCount: number },
): Json {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: page.totalCount,
    itemListElement: posts.map((post, index) => ({
      '@type': 'ListItem',
      position: page.offset + index + 1,
      name: post.title,
      url: `${siteUrl}/blog/${post.slug}`,
    })),
  };
}

/** The site's logo, a raster image (what Google's article publisher wants), rendered by tools/scripts/og-image.mjs. */
const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 };

/** The site as an Organization with its logo: the publisher of every post and the author of every review. */
export function organizationSchema(siteUrl: string): Json {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: siteUrl + SITE_LOGO.path, width: SITE_LOGO.width, height: SITE_LOGO.height },
  };
}

export interface PostingData {
  title: string;
  description: string;
  path: string;
  author: string;
  publishedTime: string;
  modifiedTime: string;
  keywords: readonly string[];
  wordCount: number;
}

export function blogPostingSchema(post: PostingData, siteUrl: string, imagePath: string): Json {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    mainEntityOfPage: siteUrl + post.path,
    url: siteUrl + post.path,
    image: siteUrl + imagePath,
    author: { '@type': 'Person', name: post.author },
    publisher: organizationSchema(siteUrl),
    datePublished: post.publishedTime,
    dateModified: post.modifiedTime,
    keywords: post.keywords.join(', '),
    wordCount: post.wordCount,
    articleSection: 'Pet Care',
    inLanguage: 'en-US',
  };
}
