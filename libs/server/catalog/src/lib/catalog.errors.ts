/** Client-visible messages of the catalogue domain, kept in one place. */
export const CATALOG_ERRORS = {
  productNotFound: 'Product not found',
} as const;
