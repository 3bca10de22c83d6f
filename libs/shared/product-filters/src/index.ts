export {
  BUDGET_PRICE_THRESHOLD,
  COLLAR_FILTERS,
  DEFAULT_COLLAR_FILTER,
  PREMIUM_PRICE_THRESHOLD,
  filterCollars,
  isCollarFilter,
  matchesCollarFilter,
  parsePrice,
  type CollarFilter,
  type FilterableProduct,
} from './lib/collar-filters';
