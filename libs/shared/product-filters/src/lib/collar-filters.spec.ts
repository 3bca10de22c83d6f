import fc from 'fast-check';
import {
  BUDGET_PRICE_THRESHOLD,
  filterCollars,
  isCollarFilter,
  matchesCollarFilter,
  parsePrice,
  PREMIUM_PRICE_THRESHOLD,
  type FilterableProduct,
} from './collar-filters';

const base: FilterableProduct = {
  name: 'Everyday nylon collar',
  description: 'A sturdy collar with a steel buckle.',
  price: '$30.00',
  features: ['Steel buckle'],
  bulldogFitNotes: ['Sits low on a thick neck'],
};
const product = (overrides: Partial<FilterableProduct>): FilterableProduct => ({ ...base, ...overrides });

describe('parsePrice', () => {
  it('reads display prices', () => {
    expect(parsePrice('$34.99')).toBe(34.99);
    expect(parsePrice('$25.00')).toBe(25);
    expect(parsePrice('$1,299.00')).toBe(1299);
    expect(parsePrice('42')).toBe(42);
  });

  it('returns null for text that is not a price', () => {
    for (const text of ['', 'Check price on Amazon', '$', '$12.3.4', '$1,29.00', 'free']) expect(parsePrice(text)).toBeNull();
  });
});

describe('premium', () => {
  it('takes prices strictly over $50', () => {
    expect(matchesCollarFilter(product({ price: '$50.00' }), 'premium')).toBe(false);
    expect(matchesCollarFilter(product({ price: '$50.01' }), 'premium')).toBe(true);
  });

  it('takes "premium" in the name or the description, any case', () => {
    expect(matchesCollarFilter(product({ name: 'PREMIUM leather collar' }), 'premium')).toBe(true);
    expect(matchesCollarFilter(product({ description: 'Premium hardware.' }), 'premium')).toBe(true);
    expect(matchesCollarFilter(product({ features: ['premium stitching'] }), 'premium')).toBe(false);
  });
});

describe('budget', () => {
  it('takes prices strictly under $25', () => {
    expect(matchesCollarFilter(product({ price: '$24.99' }), 'budget')).toBe(true);
    expect(matchesCollarFilter(product({ price: '$25.00' }), 'budget')).toBe(false);
    expect(matchesCollarFilter(product({ price: '$25.01' }), 'budget')).toBe(false);
  });

  it('takes "budget" in the name or the description', () => {
    expect(matchesCollarFilter(product({ name: 'Budget pick', price: '$40.00' }), 'budget')).toBe(true);
    expect(matchesCollarFilter(product({ description: 'A budget-friendly classic.' }), 'budget')).toBe(true);
  });

  it('never matches an unparsable price by price, but keywords still count', () => {
    expect(matchesCollarFilter(product({ price: 'Check price on Amazon' }), 'budget')).toBe(false);
    expect(matchesCollarFilter(product({ price: 'Check price on Amazon' }), 'premium')).toBe(false);
    expect(matchesCollarFilter(product({ price: 'n/a', name: 'Budget collar' }), 'budget')).toBe(true);
  });
});

describe('sensitive', () => {
  it.each(['sensitive', 'soft', 'padded'])('takes "%s" in fit notes, features or description', (word) => {
    expect(matchesCollarFilter(product({ bulldogFitNotes: [`Good for ${word.toUpperCase()} skin`] }), 'sensitive')).toBe(true);
    expect(matchesCollarFilter(product({ features: [`${word} lining`] }), 'sensitive')).toBe(true);
    expect(matchesCollarFilter(product({ description: `A ${word} collar.` }), 'sensitive')).toBe(true);
  });

  it('ignores the name alone', () => {
    expect(matchesCollarFilter(product({ name: 'Soft padded collar' }), 'sensitive')).toBe(false);
  });
});

describe('filterCollars', () => {
  const catalogue = [
    product({ name: 'A', price: '$60.00' }),
    product({ name: 'B', price: '$20.00' }),
    product({ name: 'C', features: ['padded'] }),
    product({ name: 'D' }),
  ];

  it('keeps catalogue order and all returns everything', () => {
    expect(filterCollars(catalogue, 'premium').map((p) => p.name)).toEqual(['A']);
    expect(filterCollars(catalogue, 'budget').map((p) => p.name)).toEqual(['B']);
    expect(filterCollars(catalogue, 'sensitive').map((p) => p.name)).toEqual(['C']);
    const all = filterCollars(catalogue, 'all');
    expect(all).toEqual(catalogue);
    expect(all).not.toBe(catalogue);
  });

  const arbitraryProduct = fc.record({
    name: fc.string(),
    description: fc.string(),
    price: fc.oneof(fc.string(), fc.integer({ min: 0, max: 99999 }).map((cents) => `$${(cents / 100).toFixed(2)}`)),
    features: fc.array(fc.string(), { maxLength: 3 }),
    bulldogFitNotes: fc.array(fc.string(), { maxLength: 3 }),
  });

  it('returns a subsequence of its input for every filter', () => {
    fc.assert(
      fc.property(fc.array(arbitraryProduct, { maxLength: 20 }), fc.constantFrom('all', 'premium', 'budget', 'sensitive' as const), (products, filter) => {
        const result = filterCollars(products, filter);
        let cursor = 0;
        for (const kept of result) {
          cursor = products.indexOf(kept, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
        if (filter === 'all') expect(result).toEqual(products);
      }),
    );
  });

  it('agrees with the numeric comparison for every price without keywords', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), (cents) => {
        const price = cents / 100;
        const p = product({ price: `$${price.toFixed(2)}` });
        expect(matchesCollarFilter(p, 'premium')).toBe(price > PREMIUM_PRICE_THRESHOLD);
        expect(matchesCollarFilter(p, 'budget')).toBe(price < BUDGET_PRICE_THRESHOLD);
      }),
    );
  });
});

it('isCollarFilter accepts only the four names', () => {
  expect(['all', 'premium', 'budget', 'sensitive'].every(isCollarFilter)).toBe(true);
  for (const junk of ['ALL', 'cheap', '', null, undefined, 3, {}]) expect(isCollarFilter(junk)).toBe(false);
});
