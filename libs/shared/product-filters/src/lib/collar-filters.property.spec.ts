import fc from 'fast-check';
import {
  BUDGET_PRICE_THRESHOLD,
  COLLAR_FILTERS,
  filterCollars,
  matchesCollarFilter,
  parsePrice,
  PREMIUM_PRICE_THRESHOLD,
  type FilterableProduct,
} from './collar-filters';

/** "$1,234.56" from cents, with or without thousands separators. */
const formatPrice = (cents: number, grouped: boolean) => {
  const dollars = Math.floor(cents / 100).toString();
  const whole = grouped ? dollars.replace(/\B(?=(\d{3})+$)/g, ',') : dollars;
  return `$${whole}.${(cents % 100).toString().padStart(2, '0')}`;
};

const cents = fc.oneof(
  fc.integer({ min: 0, max: 20_000 }),
  fc.integer({ min: 0, max: 1_000_000_00 }),
  fc.constantFrom(2499, 2500, 2501, 4999, 5000, 5001),
);
const price = fc.oneof(
  fc.string(),
  fc.tuple(cents, fc.boolean()).map(([c, grouped]) => formatPrice(c, grouped)),
);
const text = fc.oneof(fc.string(), fc.constantFrom('Premium', 'budget', 'SOFT', 'padded', 'sensitive', 'plain'));
const arbitraryProduct = fc.record({
  name: text,
  description: text,
  price,
  features: fc.array(text, { maxLength: 3 }),
  bulldogFitNotes: fc.array(text, { maxLength: 3 }),
});
const products = fc.array(arbitraryProduct, { maxLength: 20 });
const filter = fc.constantFrom(...COLLAR_FILTERS);

/** Neutral text, so only the price can decide. */
const plainProduct = (displayPrice: string): FilterableProduct => ({
  name: 'Collar',
  description: 'A collar.',
  price: displayPrice,
  features: [],
  bulldogFitNotes: [],
});

describe('filterCollars, for any catalogue', () => {
  it('returns a subsequence of its input: the matching products, in order', () => {
    fc.assert(
      fc.property(products, filter, (input, f) => {
        const result = filterCollars(input, f);
        expect(result).toEqual(input.filter((p) => matchesCollarFilter(p, f)));
        let cursor = 0;
        for (const kept of result) {
          cursor = input.indexOf(kept, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("is the identity (as a new array) for 'all'", () => {
    fc.assert(
      fc.property(products, (input) => {
        const result = filterCollars(input, 'all');
        expect(result).not.toBe(input);
        expect(result.length).toBe(input.length);
        result.forEach((p, i) => expect(p).toBe(input[i]));
      }),
    );
  });
});

describe('the price rules, for any price', () => {
  it('agree with the numeric comparison', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (c, grouped) => {
        const displayPrice = formatPrice(c, grouped);
        const value = c / 100;
        expect(parsePrice(displayPrice)).toBeCloseTo(value, 6);
        expect(matchesCollarFilter(plainProduct(displayPrice), 'premium')).toBe(value > PREMIUM_PRICE_THRESHOLD);
        expect(matchesCollarFilter(plainProduct(displayPrice), 'budget')).toBe(value < BUDGET_PRICE_THRESHOLD);
      }),
    );
  });

  it('never match a price that does not parse', () => {
    fc.assert(
      fc.property(fc.string(), (displayPrice) => {
        fc.pre(parsePrice(displayPrice) === null);
        expect(matchesCollarFilter(plainProduct(displayPrice), 'premium')).toBe(false);
        expect(matchesCollarFilter(plainProduct(displayPrice), 'budget')).toBe(false);
      }),
    );
  });
});
