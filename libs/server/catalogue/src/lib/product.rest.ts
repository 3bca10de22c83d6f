import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import { ProductAvailability, type AvailabilityType } from './product-availability.types';
import type { Product } from './product.entity';
import type { LegacyPrice } from './product.service';

function restAvailability(product: Product): LegacyProduct['availability'] {
  const availability = ProductAvailability.of(product);
  return availability && { type: availability.type, message: availability.message, checkedAt: availability.checkedAt.toISOString() };
}

/** The legacy REST shape of a product (its published field names, plus the comparison attributes). */
export interface LegacyProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  rating: string;
  reviewCount: number;
  imageUrl: string;
  /** What the photo shows (its alt text); empty: the name stands in. */
  imageAlt: string;
  badge: string | null;
  amazonAsin: string;
  features: string[];
  bulldog_fit_notes: string[];
  material: string;
  width: string;
  reflective: boolean;
  waterproof: boolean;
  machineWashable: boolean;
  bestFor: string;
  breeds: Breed[];
  freeShipping: boolean;
  /** Null when the price was never checked at the retailer. */
  priceCheckedAt: string | null;
  /**
   * The server's verdict: `price` may be displayed (checked within PRICE_MAX_AGE_HOURS, and the collar can be bought);
   * false for a stale price and for a collar out of stock or unavailable.
   */
  priceIsFresh: boolean;
  /** The review page is /collars/{slug}. */
  slug: string;
  /** Out of 10, from `scores` by the one shared formula; null until reviewed. */
  editorialScore: number | null;
  scores: CriterionScores | null;
  verdict: string | null;
  testNotes: TestNotes | null;
  pros: string[];
  cons: string[];
  sizes: CollarSize[];
  /** The retailer's availability at its last check (an addition to the legacy shape); null while never checked. */
  availability: { type: AvailabilityType; message: string | null; checkedAt: string } | null;
}

/**
 * `price` keeps the "$34.99" form (the last price seen, a retailer's written from its amount); `priceIsFresh` says
 * whether it may be shown. Both come from `ProductService.legacyPrice`. The review fields follow the legacy
 * ones (additions, so existing clients are unaffected).
 */
export function toLegacyProduct(product: Product, { price, priceIsFresh }: LegacyPrice, editorialScore: number | null): LegacyProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price,
    rating: product.rating,
    reviewCount: product.reviewCount,
    imageUrl: product.imageUrl,
    imageAlt: product.imageAlt,
    badge: product.badge,
    amazonAsin: product.amazonAsin,
    features: product.features,
    bulldog_fit_notes: product.bulldogFitNotes,
    material: product.material,
    width: product.width,
    reflective: product.reflective,
    waterproof: product.waterproof,
    machineWashable: product.machineWashable,
    bestFor: product.bestFor,
    breeds: product.breeds,
    freeShipping: product.freeShipping,
    priceCheckedAt: product.priceCheckedAt?.toISOString() ?? null,
    priceIsFresh,
    slug: product.slug,
    editorialScore,
    scores: product.scores,
    verdict: product.verdict,
    testNotes: product.testNotes,
    pros: product.pros,
    cons: product.cons,
    sizes: product.sizes,
    availability: restAvailability(product),
  };
}
