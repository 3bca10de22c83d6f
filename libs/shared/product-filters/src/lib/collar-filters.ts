import { searchWordMatcher, type BreedSuitedProduct } from './breed-search';

/** A filter of the /collars page. */
export type CollarFilter = 'all' | 'premium' | 'budget' | 'sensitive';

/** Every filter, in the order the page shows them; frozen because the server and the web app share one instance. */
export const COLLAR_FILTERS: readonly CollarFilter[] = Object.freeze(['all', 'premium', 'budget', 'sensitive'] as const);
export const DEFAULT_COLLAR_FILTER: CollarFilter = 'all';

/** Premium: a price strictly over this. */
export const PREMIUM_PRICE_THRESHOLD = 50;
/** Budget: a price strictly under this. */
export const BUDGET_PRICE_THRESHOLD = 25;

const PREMIUM_WORDS = ['premium'] as const;
const BUDGET_WORDS = ['budget'] as const;
const SENSITIVE_WORDS = ['sensitive', 'soft', 'padded'] as const;

/** What the filters read from a product; the catalogue's own types carry more and pass straight through. */
export interface FilterableProduct {
  name: string;
  description: string;
  /** Display price, e.g. "$34.99" or "$1,299.00". */
  price: string;
  features: readonly string[];
  bulldogFitNotes: readonly string[];
}

/** True when a value (a query parameter, a GraphQL argument) names one of the collar filters, in lower case. */
export function isCollarFilter(value: unknown): value is CollarFilter {
  return typeof value === 'string' && (COLLAR_FILTERS as readonly string[]).includes(value);
}

/**
 * The number in a display price: "$34.99" -> 34.99, "$1,299.00" -> 1299, "42" -> 42. Null for anything else
 * ("Check price on Amazon", "$1,29.00", ranges, other currencies), so such a price never meets a price rule.
 */
export function parsePrice(price: string): number | null {
  // Thousands separators only in groups of three, so "1,29" is refused rather than read as 129.
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*$/.exec(price);
  if (!match) return null;
  const value = Number(`${(match[1] ?? '').replace(/,/g, '')}.${match[2] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** Case-insensitive substring match of any of the words in any of the texts. */
function mentions(texts: readonly string[], words: readonly string[]): boolean {
  return texts.some((text) => {
    const lower = text.toLowerCase();
    return words.some((word) => lower.includes(word));
  });
}

/**
 * Whether a product belongs under a filter: premium by "premium" in the name or description or a
 * price over $50; budget by "budget" there or a price under $25; sensitive by "sensitive", "soft" or "padded" in
 * the fit notes, features or description (not the name). Every product belongs under 'all'.
 */
export function matchesCollarFilter(product: FilterableProduct, filter: CollarFilter): boolean {
  const nameAndDescription = [product.name, product.description];
  switch (filter) {
    case 'all':
      return true;
    case 'premium': {
      const price = parsePrice(product.price);
      return mentions(nameAndDescription, PREMIUM_WORDS) || (price !== null && price > PREMIUM_PRICE_THRESHOLD);
    }
    case 'budget': {
      const price = parsePrice(product.price);
      return mentions(nameAndDescription, BUDGET_WORDS) || (price !== null && price < BUDGET_PRICE_THRESHOLD);
    }
    case 'sensitive':
      return mentions([...product.bulldogFitNotes, ...product.features, product.description], SENSITIVE_WORDS);
    default:
      // Unreachable for typed callers; a plain-JS caller with an unknown filter gets nothing rather than everything.
      return false;
  }
}

/** The products under a filter, in their original order; always a new array, so 'all' returns a copy. */
export function filterCollars<T extends FilterableProduct>(products: readonly T[], filter: CollarFilter): T[] {
  return products.filter((product) => matchesCollarFilter(product, filter));
}

/** What the site search reads from a product: its text, and the breeds it suits. */
export interface SearchableProduct extends BreedSuitedProduct {
  name: string;
  description: string;
  features: readonly string[];
}

/** The longest search the site runs (the rest of a longer `q` is ignored). */
export const MAX_SEARCH_LENGTH = 100;

/** A search as the site reads it: trimmed and cut to MAX_SEARCH_LENGTH characters. */
export function normaliseSearch(query: string | null | undefined): string {
  return (query ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * The site search (WebSite SearchAction), in the original order; an empty query keeps every product. A collar
 * matches when it meets every word of the query: a breed word ("french", "frenchie", "French bulldog") by suiting the
 * breed or naming it, any other word by being in the name, description or features (case-insensitive).
 */
export function searchCollars<T extends SearchableProduct>(products: readonly T[], query: string): T[] {
  const words = normaliseSearch(query).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  const matchers = words.map((word) => searchWordMatcher(word, words));
  return products.filter((product) => {
    const text = [product.name, product.description, ...product.features].join(' ').toLowerCase();
    return matchers.every((matches) => matches(product, text));
  });
}
