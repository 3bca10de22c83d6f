import { formatCount, formatLongDate } from './format';

describe('formatCount', () => {
  it('groups thousands as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, 7, 42, 999, 1000, 1001, 12345, 99999, 100000, 1234567, 1000000000, -1, -1234, -1234567, 3412];
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
  });

  it('shows a whole number for a fraction, and NaN or Infinity as JavaScript spells them', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatLongDate', () => {
  it('shows the UTC calendar day as Intl.DateTimeFormat en-US (long month, UTC) does, for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (const iso of [
        `2026-${String(month + 1).padStart(2, '0')}-01T00:00:00.000Z`,
        `2025-${String(month + 1).padStart(2, '0')}-28T23:59:59.999Z`,
      ]) {
        expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
      }
    }
    expect(formatLongDate(new Date(Date.UTC(2024, 1, 29, 12)))).toBe('February 29, 2024');
  });

  it('keeps the UTC day late in the evening west of Greenwich', () => {
    expect(formatLongDate('2026-11-01T03:30:00-05:00')).toBe('November 1, 2026');
    expect(formatLongDate('2026-11-01T21:30:00-05:00')).toBe('November 2, 2026');
  });

  it('refuses an invalid date', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});
