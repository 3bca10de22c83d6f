import {
  COLLAR_FILTERS,
  DEFAULT_COLLAR_FILTER,
  filterCollars,
  isCollarFilter,
  matchesCollarFilter,
  parsePrice,
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
const matches = (overrides: Partial<FilterableProduct>, filter: 'premium' | 'budget' | 'sensitive') =>
  matchesCollarFilter(product(overrides), filter);

it('lists the filters in page order with all as the default', () => {
  expect(COLLAR_FILTERS).toEqual(['all', 'premium', 'budget', 'sensitive']);
  expect(DEFAULT_COLLAR_FILTER).toBe('all');
  expect(Object.isFrozen(COLLAR_FILTERS)).toBe(true);
});

describe('isCollarFilter', () => {
  it.each(['all', 'premium', 'budget', 'sensitive'])('accepts %s', (value) => expect(isCollarFilter(value)).toBe(true));
  it.each(['ALL', 'Premium', 'cheap', ' all', '', 'toString', null, undefined, 3, {}, ['all']])('rejects %p', (junk) =>
    expect(isCollarFilter(junk)).toBe(false),
  );
});

describe('parsePrice', () => {
  it.each([
    ['$34.99', 34.99],
    ['$25.00', 25],
    ['$1,299.00', 1299],
    ['$12,345,678.5', 12345678.5],
    ['42', 42],
    [' $ 7.5 ', 7.5],
  ])('reads %s', (text, value) => expect(parsePrice(text)).toBe(value));

  it.each(['', 'Check price on Amazon', '$', '$12.3.4', '$1,29.00', '1,2345', '$-5', '$.99', '€30', '$20-$30', 'free'])(
    'returns null for "%s"',
    (text) => expect(parsePrice(text)).toBeNull(),
  );
});

describe('premium', () => {
  it('takes prices strictly over $50', () => {
    expect(matches({ price: '$49.99' }, 'premium')).toBe(false);
    expect(matches({ price: '$50.00' }, 'premium')).toBe(false);
    expect(matches({ price: '$50.01' }, 'premium')).toBe(true);
    expect(matches({ price: '$1,299.00' }, 'premium')).toBe(true);
  });

  it('takes "premium" in the name or the description, any case, at any price', () => {
    expect(matches({ name: 'PREMIUM leather collar', price: '$10.00' }, 'premium')).toBe(true);
    expect(matches({ description: 'Premium hardware.' }, 'premium')).toBe(true);
    expect(matches({ description: 'Semi-premiumish.' }, 'premium')).toBe(true);
  });

  it('ignores "premium" in features and fit notes', () => {
    expect(matches({ features: ['premium stitching'], bulldogFitNotes: ['premium fit'] }, 'premium')).toBe(false);
  });
});

describe('budget', () => {
  it('takes prices strictly under $25', () => {
    expect(matches({ price: '$24.99' }, 'budget')).toBe(true);
    expect(matches({ price: '$25.00' }, 'budget')).toBe(false);
    expect(matches({ price: '$25.01' }, 'budget')).toBe(false);
    expect(matches({ price: '$0.00' }, 'budget')).toBe(true);
  });

  it('takes "budget" in the name or the description, any case, at any price', () => {
    expect(matches({ name: 'Budget pick', price: '$40.00' }, 'budget')).toBe(true);
    expect(matches({ description: 'A BUDGET-friendly classic.', price: '$99.00' }, 'budget')).toBe(true);
    expect(matches({ features: ['budget'] }, 'budget')).toBe(false);
  });
});

describe('an unparsable price', () => {
  it('never meets a price rule, but keywords still count', () => {
    for (const price of ['Check price on Amazon', '', 'n/a']) {
      expect(matches({ price }, 'budget')).toBe(false);
      expect(matches({ price }, 'premium')).toBe(false);
      expect(matches({ price, name: 'Budget collar' }, 'budget')).toBe(true);
      expect(matches({ price, description: 'premium' }, 'premium')).toBe(true);
    }
  });
});

describe('sensitive', () => {
  it.each(['sensitive', 'soft', 'padded'])('takes "%s" in the fit notes, the features or the description', (word) => {
    expect(matches({ bulldogFitNotes: ['Sits low', `Good for ${word.toUpperCase()} skin`] }, 'sensitive')).toBe(true);
    expect(matches({ features: [`${word[0]?.toUpperCase()}${word.slice(1)} lining`] }, 'sensitive')).toBe(true);
    expect(matches({ description: `A ${word} collar.` }, 'sensitive')).toBe(true);
  });

  it('ignores the name alone and products that mention none of the words', () => {
    expect(matches({ name: 'Soft padded collar for sensitive skin' }, 'sensitive')).toBe(false);
    expect(matches({}, 'sensitive')).toBe(false);
  });
});

describe('filterCollars', () => {
  const catalogue = [
    product({ name: 'A', price: '$60.00' }),
    product({ name: 'B', price: '$20.00' }),
    product({ name: 'C', features: ['padded'] }),
    product({ name: 'D' }),
    product({ name: 'E premium', price: '$10.00', description: 'soft' }),
  ];
  const names = (filter: 'all' | 'premium' | 'budget' | 'sensitive') => filterCollars(catalogue, filter).map((p) => p.name);

  it('keeps catalogue order', () => {
    expect(names('premium')).toEqual(['A', 'E premium']);
    expect(names('budget')).toEqual(['B', 'E premium']);
    expect(names('sensitive')).toEqual(['C', 'E premium']);
  });

  it('returns a copy of everything for all', () => {
    const all = filterCollars(catalogue, 'all');
    expect(all).toEqual(catalogue);
    expect(all).not.toBe(catalogue);
    expect(all[0]).toBe(catalogue[0]);
  });

  it('handles an empty catalogue', () => {
    expect(filterCollars([], 'premium')).toEqual([]);
  });
});
