/** The filters of the /collars page (spec section 4); 'all' is the default. */
export const COLLAR_FILTERS = ['all', 'premium', 'budget', 'sensitive'] as const;
export type CollarFilter = (typeof COLLAR_FILTERS)[number];
export const DEFAULT_COLLAR_FILTER: CollarFilter = 'all';

/** Premium: strictly over this price (spec section 9). */
export const PREMIUM_PRICE_THRESHOLD = 50;
/** Budget: strictly under this price (spec section 9). */
export const BUDGET_PRICE_THRESHOLD = 25;

const SENSITIVE_WORDS = ['sensitive', 'soft', 'padded'] as const;

export interface FilterableProduct {
  name: string;
  description: string;
  /** Display price, e.g. "$34.99" or "$1,299.00". */
  price: string;
  features: readonly string[];
  bulldogFitNotes: readonly string[];
}

export function isCollarFilter(value: unknown): value is CollarFilter {
  return typeof value === 'string' && (COLLAR_FILTERS as readonly string[]).includes(value);
}

/** The number in a display price ("$1,299.00" -> 1299), or null when there is none. */
export function parsePrice(price: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*$/.exec(price);
  if (!match) return null;
  const value = Number(`${(match[1] ?? '').replace(/,/g, '')}.${match[2] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

function mentions(texts: readonly string[], words: readonly string[]): boolean {
  return texts.some((text) => {
    const lower = text.toLowerCase();
    return words.some((word) => lower.includes(word));
  });
}

/** Spec section 5: whether a product belongs under a filter (case-insensitive substring rules). */
export function matchesCollarFilter(product: FilterableProduct, filter: CollarFilter): boolean {
  const price = parsePrice(product.price);
  const nameAndDescription = [product.name, product.description];
  switch (filter) {
    case 'all':
      return true;
    case 'premium':
      return mentions(nameAndDescription, ['premium']) || (price !== null && price > PREMIUM_PRICE_THRESHOLD);
    case 'budget':
      return mentions(nameAndDescription, ['budget']) || (price !== null && price < BUDGET_PRICE_THRESHOLD);
    case 'sensitive':
      return mentions([...product.bulldogFitNotes, ...product.features, product.description], SENSITIVE_WORDS);
  }
}

/** The products under a filter, in their original order. */
export function filterCollars<T extends FilterableProduct>(products: readonly T[], filter: CollarFilter): T[] {
  return products.filter((product) => matchesCollarFilter(product, filter));
}
