export {
  BUDGET_PRICE_THRESHOLD,
  COLLAR_FILTERS,
  DEFAULT_COLLAR_FILTER,
  PREMIUM_PRICE_THRESHOLD,
  filterCollars,
  isCollarFilter,
  matchesCollarFilter,
  parsePrice,
  normaliseSearch,
  searchCollars,
  MAX_SEARCH_LENGTH,
  type CollarFilter,
  type FilterableProduct,
} from './lib/collar-filters';
export { BREED_FILTERS, isBreedFilter, suitsBreed } from './lib/breed-search';
