import { EMPTY_PRODUCT_FORM, readProductForm, type ProductFormState } from './product-form-state';

const filled: ProductFormState = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Harbor Collar',
  description: 'Waterproof.',
  price: '$20.00',
  rating: '4.5',
  imageUrl: '/images/collars/harbor.svg',
  amazon: 'https://www.amazon.com/Harbor/dp/B0HARBOR01/ref=x',
  material: 'Biothane',
  width: '1"',
  bestFor: 'Swimmers',
  sizes: 'M: 14-18\nL: 18-22',
  testNotes:
    '{"daysWorn": 10, "dog": {"name": "Rex", "breed": "english", "ageYears": 3, "neckIn": 18, "weightLbs": 50}, "findings": ["Fine"]}',
};

describe('readProductForm', () => {
  it('sends a pasted Amazon link as amazonUrl, lists one per line, and the breed as the GraphQL enum', () => {
    const { input, errors } = readProductForm(filled);
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      amazonUrl: filled.amazon,
      sizes: [
        { label: 'M', neckIn: { min: 14, max: 18 } },
        { label: 'L', neckIn: { min: 18, max: 22 } },
      ],
      testNotes: { dog: { breed: 'ENGLISH' } },
      scores: null,
      archived: false,
    });
    expect(input).not.toHaveProperty('slug');
  });

  it('names the field of each problem, the link off Amazon in its own words', () => {
    const { errors } = readProductForm({
      ...filled,
      amazon: 'https://www.amazon.com.evil.net/dp/B0HARBOR01',
      price: 'twenty',
      sizes: 'M 14 to 18',
      scores: { ...filled.scores, value: '8' },
    });
    expect(errors).toEqual({
      amazonAsin: 'Enter an Amazon product link (amazon.com/dp/…): other sites are not accepted',
      price: 'Price must be an amount in dollars, e.g. $34.99',
      sizes: 'One size per line, as "M: 14-18" (neck inches)',
      scores: 'Fill in all five marks, or none',
    });
  });
});
