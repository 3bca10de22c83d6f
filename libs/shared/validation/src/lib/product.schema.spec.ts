import { formatPriceAmount, PRICE_MAX_CENTS } from './price-amount';
import { jsonSchemaOf } from './schema-kit';
import { productSchema, validateProductDraft, type ProductDraft } from './product.schema';

const VALID: ProductDraft = {
  name: 'Padded Leather Collar',
  slug: 'padded-leather-collar',
  description: 'Soft padding for deep neck folds.',
  price: '$34.99',
  rating: '4.7',
  reviewCount: 1204,
  imageUrl: '/images/collars/padded.svg',
  imageAlt: '',
  badge: null,
  amazonAsin: 'B0CX7K2M9Q',
  features: ['Padded'],
  bulldogFitNotes: [],
  material: 'Leather',
  width: '1.5"',
  reflective: false,
  waterproof: false,
  machineWashable: true,
  bestFor: 'Wide necks',
  breeds: ['english'],
  freeShipping: false,
  sizes: [{ label: 'M', neckIn: { min: 14, max: 18 } }],
  verdict: null,
  scores: { safetyDurability: 9.1, comfortFit: 8, customerSatisfaction: 7.5, value: 8, features: 6 },
  testNotes: null,
  pros: [],
  cons: [],
};

describe('the product schema', () => {
  it('accepts a whole valid product', () => {
    expect(validateProductDraft(VALID)).toEqual({});
  });

  it('names each bad field with the words the admin form and the server show', () => {
    expect(
      validateProductDraft({
        ...VALID,
        name: '  ',
        description: 'x'.repeat(5001),
        material: 'Leather\tand nylon',
        price: '34.99',
        rating: '4.75',
        reviewCount: Number.NaN,
        imageUrl: 'https://elsewhere.example/a.png',
        amazonAsin: 'B0CX7K2M9',
        slug: 'Not A Slug',
        features: ['ok', ''],
        breeds: ['english', 'english'],
        sizes: [{ label: 'M', neckIn: { min: 18, max: 14 } }],
        scores: { ...VALID.scores!, value: 8.25 },
        testNotes: { daysWorn: 0, dog: { name: 'Tank', breed: 'english', ageYears: 3, neckIn: 18, weightLbs: 50 }, findings: ['ok'] },
      }),
    ).toEqual({
      name: 'Name is required',
      description: 'Description must be at most 5000 characters',
      material: 'Material must be plain text on one line',
      price: 'Price must be an amount in dollars up to $9,999,999.99, e.g. $34.99',
      rating: 'Rating must be a number from 0 to 5 with at most one decimal, e.g. 4.7',
      reviewCount: 'Review count must be a whole number, 0 or more, e.g. 1,204',
      imageUrl: 'Image must be a path on this site, e.g. /images/collars/name.svg',
      amazonAsin: 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q)',
      slug: 'Slug must be lower-case words joined by hyphens (a-z, 0-9)',
      features: 'Features: at most 30 entries of 1 to 300 characters on one line',
      breeds: 'Breeds must be english, french or american, each at most once',
      sizes: 'Each size needs a label and a neck range in inches (min at most max, both above 0)',
      scores: 'Scores need all five marks, each 0 to 10 in steps of 0.1',
      testNotes: 'Test notes need days worn, the dog (name, breed, age, neck, weight) and findings',
    });
  });

  it('takes a price up to PRICE_MAX_CENTS, grouped or not, as the site writes it, and refuses a larger one', () => {
    const price = (text: string) => validateProductDraft({ ...VALID, price: text })['price'];
    expect(formatPriceAmount(PRICE_MAX_CENTS, 'USD')).toBe('$9,999,999.99');
    for (const text of ['$9,999,999.99', '$9999999.99', '$999,999', '$1,299.00', formatPriceAmount(PRICE_MAX_CENTS, 'USD')]) {
      expect(price(text)).toBeUndefined();
    }
    for (const text of ['$10,000,000.00', '$10000000', '$999,999,999', '$1,000,000,000,000', '$12,34.00']) {
      expect(price(text)).toBe('Price must be an amount in dollars up to $9,999,999.99, e.g. $34.99');
    }
  });

  it('publishes its rules and descriptions as JSON Schema', () => {
    const json = jsonSchemaOf(productSchema) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties['name']).toMatchObject({ type: 'string', maxLength: 200, description: expect.stringContaining('Product name') });
    expect(json.properties['features']).toMatchObject({ type: 'array', maxItems: 30 });
    expect(json.properties['price']).toMatchObject({ pattern: expect.any(String) });
  });
});
