/** Client-visible messages of the catalogue domain, kept in one place. */
export const CATALOG_ERRORS = {
  productNotFound: 'Product not found',
  invalidFitInput: "Some of the dog's details are missing or not valid: see the message for each field.",
} as const;
