import { validateProductDraft } from '@bcg/shared/validation';
import { SEED_PRODUCTS } from './products.data';

// The seed catalogue is held to the product schema the editor saves through, so the starter collars can be opened
// and saved again in the admin without a field being refused.
describe('the seed catalogue', () => {
  it.each(SEED_PRODUCTS.map((product) => [product.slug, product] as const))('%s passes the product schema', (_slug, product) => {
    expect(validateProductDraft({ imageAlt: '', ...product })).toEqual({});
  });
});
