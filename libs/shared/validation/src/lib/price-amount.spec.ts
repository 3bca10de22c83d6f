import { formatPriceAmount, minorUnitsPerUnit, PRICE_MAX_CENTS } from './price-amount';

describe('price amounts', () => {
  it('writes an amount in the smallest unit of its currency as the site shows prices', () => {
    expect(formatPriceAmount(5499, 'USD')).toBe('$54.99');
    expect(formatPriceAmount(129900, 'USD')).toBe('$1,299.00');
    expect(formatPriceAmount(PRICE_MAX_CENTS, 'USD')).toBe('$9,999,999.99');
    // Yen have no smaller unit: 1234 is ¥1,234, not ¥12.34.
    expect(formatPriceAmount(1234, 'JPY')).toBe('¥1,234');
    expect(formatPriceAmount(5499, 'EUR')).toBe('€54.99');
  });

  it('knows each currency by its smallest unit, and a code it does not know as cents', () => {
    expect([minorUnitsPerUnit('USD'), minorUnitsPerUnit('JPY'), minorUnitsPerUnit('GBP')]).toEqual([100, 1, 100]);
    expect(minorUnitsPerUnit('not a code')).toBe(100);
    expect(formatPriceAmount(5499, 'not a code')).toBe('54.99 not a code');
  });
});
