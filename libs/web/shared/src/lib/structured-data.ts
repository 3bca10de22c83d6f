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

export interface ListedProduct {
  name: string;
  description: string;
  imageUrl: string;
  rating: string;
  reviewCount: number;
  price: string;
  retailerUrl: string;
}

/** schema.org ItemList of the collars shown, with their ratings and offers. */
export function productListSchema(products: readonly ListedProduct[], siteUrl: string, name: string): Json {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => {
      const price = product.price.replace(/[^0-9.]/g, '');
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: product.name,
          description: product.description,
          image: siteUrl + product.imageUrl,
          aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: '5' },
          ...(price
            ? {
                offers: {
                  '@type': 'Offer',
                  price,
                  priceCurrency: 'USD',
                  url: product.retailerUrl,
                  availability: 'https://schema.org/InStock',
                },
              }
            : {}),
        },
      };
    }),
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
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` },
    datePublished: post.publishedTime,
    dateModified: post.modifiedTime,
    keywords: post.keywords.join(', '),
    wordCount: post.wordCount,
    articleSection: 'Pet Care',
    inLanguage: 'en-US',
  };
}
