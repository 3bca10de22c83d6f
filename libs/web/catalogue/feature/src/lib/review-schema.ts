import { collarPath, organizationSchema } from '@bcg/web/shared';

type Json = Record<string, unknown>;

export interface ReviewedProduct {
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  amazonAsin: string;
  material: string;
  verdict: string;
  /** The editorial score out of 10 (the shared weighted formula). */
  editorialScore: number;
  pros: readonly string[];
  cons: readonly string[];
  /** When the review last changed (ISO). */
  modifiedTime: string;
  /** The price to show ("$54.99") while it is fresh, else null: then no Offer is marked up. */
  displayPrice: string | null;
  /** Until when displayPrice holds (ISO), null with it. */
  priceValidUntil: string | null;
  retailerUrl: string;
  /** The retailer's availability at its last check (IN_STOCK, ...); null or absent while never checked. */
  availabilityType?: string | null;
}

/** The retailer's buyable kinds as schema.org names them; a kind not here (or none) is left out of the Offer. */
const SCHEMA_AVAILABILITY: Readonly<Record<string, string>> = {
  IN_STOCK: 'https://schema.org/InStock',
  IN_STOCK_SCARCE: 'https://schema.org/LimitedAvailability',
  PREORDER: 'https://schema.org/PreOrder',
  BACKORDER: 'https://schema.org/BackOrder',
};

const notes = (items: readonly string[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
});

/**
 * schema.org Product with the site's own review (Google's review snippet: an Organization's Review with a Rating
 * out of 10, pros and cons as positiveNotes/negativeNotes). No aggregateRating: the retailer's star count is not our
 * review. An Offer only while the price may be shown (fresh, and the collar can be bought: the server gives no
 * displayPrice otherwise), valid until the day its check expires, with the retailer's availability when it said one.
 */
export function productReviewSchema(product: ReviewedProduct, siteUrl: string): Json {
  const amount = product.displayPrice?.replace(/[^0-9.]/g, '');
  const offer =
    amount && product.priceValidUntil
      ? {
          '@type': 'Offer',
          url: product.retailerUrl,
          price: amount,
          priceCurrency: 'USD',
          priceValidUntil: product.priceValidUntil.slice(0, 10),
          ...(product.availabilityType && SCHEMA_AVAILABILITY[product.availabilityType]
            ? { availability: SCHEMA_AVAILABILITY[product.availabilityType] }
            : {}),
        }
      : undefined;
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: siteUrl + product.imageUrl,
    url: siteUrl + collarPath(product.slug),
    sku: product.amazonAsin,
    material: product.material,
    review: {
      '@type': 'Review',
      name: `${product.name} review`,
      reviewBody: product.verdict,
      author: organizationSchema(siteUrl),
      dateModified: product.modifiedTime,
      reviewRating: { '@type': 'Rating', ratingValue: product.editorialScore, bestRating: 10, worstRating: 0 },
      ...(product.pros.length ? { positiveNotes: notes(product.pros) } : {}),
      ...(product.cons.length ? { negativeNotes: notes(product.cons) } : {}),
    },
    ...(offer ? { offers: offer } : {}),
  };
}
