import type { Product } from './product.entity';

/** The legacy REST shape of a product (spec section 3 names, plus the comparison attributes). */
export interface LegacyProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  rating: string;
  reviewCount: number;
  imageUrl: string;
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
  priceCheckedAt: string;
}

export function toLegacyProduct(product: Product): LegacyProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    rating: product.rating,
    reviewCount: product.reviewCount,
    imageUrl: product.imageUrl,
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
    priceCheckedAt: product.priceCheckedAt.toISOString(),
  };
}
