/** Client-visible messages of the catalogue domain, kept in one place. */
export const CATALOGUE_ERRORS = {
  productNotFound: 'Product not found',
  revisionNotFound: 'Revision not found',
  invalidFitInput: "Some of the dog's details are missing or not valid: see the message for each field.",
  slugTaken: 'Another product has this slug: choose another',
  asinTaken: 'Another product has this ASIN already',
  productTaken: 'Another save took this slug or ASIN at the same moment: save again',
  orderIncomplete: 'The order must list every product id exactly once',
} as const;
