import { formatScore } from './format-score';
import { editorialScore, isValidMark, SCORING_CRITERIA, type CriterionScores } from './reviews';

const marks = (safetyDurability: number, comfortFit: number, customerSatisfaction: number, value: number, features: number) =>
  ({ safetyDurability, comfortFit, customerSatisfaction, value, features }) satisfies CriterionScores;

describe('SCORING_CRITERIA', () => {
  it('are the methodology weights, adding up to 100 %', () => {
    expect(SCORING_CRITERIA.map(({ label, weight }) => `${label} ${weight}%`)).toEqual([
      'Safety and durability 25%',
      'Comfort and fit 25%',
      'Customer satisfaction 20%',
      'Value 15%',
      'Features 15%',
    ]);
    expect(SCORING_CRITERIA.reduce((sum, { weight }) => sum + weight, 0)).toBe(100);
  });
});

describe('editorialScore', () => {
  it('is the weighted mean of the five marks', () => {
    // 9.5*.25 + 9.0*.25 + 9.6*.2 + 7.5*.15 + 7.0*.15 = 2.375 + 2.25 + 1.92 + 1.125 + 1.05 = 8.72
    expect(editorialScore(marks(9.5, 9.0, 9.6, 7.5, 7.0))).toBe(8.7);
    expect(editorialScore(marks(10, 10, 10, 10, 10))).toBe(10);
    expect(editorialScore(marks(0, 0, 0, 0, 0))).toBe(0);
  });

  it('rounds half up to one decimal without floating-point residue', () => {
    // 8.6*.25 + 8.6*.25 + 8.7*.2 + 8.7*.15 + 8.7*.15 = 4.3 + 4.35 = 8.65 exactly: rounds to 8.7
    expect(editorialScore(marks(8.6, 8.6, 8.7, 8.7, 8.7))).toBe(8.7);
    // 8.64: rounds down
    expect(editorialScore(marks(8.6, 8.6, 8.6, 8.7, 8.7))).toBe(8.6);
  });

  it('equals the breakdown for any marks: never outside the lowest and highest mark', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const tenth = (n: number) => ((seed * 7919 * n) % 101) / 10;
      const scores = marks(tenth(1), tenth(2), tenth(3), tenth(4), tenth(5));
      const exact = SCORING_CRITERIA.reduce((sum, { key, weight }) => sum + (scores[key] * weight) / 100, 0);
      const total = editorialScore(scores);
      expect(Math.abs(total - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(total).toBeGreaterThanOrEqual(Math.min(...Object.values(scores)));
      expect(total).toBeLessThanOrEqual(Math.max(...Object.values(scores)));
    }
  });

  it('refuses a mark outside 0-10 or finer than a tenth', () => {
    expect(() => editorialScore(marks(10.5, 9, 9, 9, 9))).toThrow(RangeError);
    expect(() => editorialScore(marks(9, -1, 9, 9, 9))).toThrow(RangeError);
    expect(() => editorialScore(marks(9, 9, 8.75, 9, 9))).toThrow(RangeError);
    expect(() => editorialScore(marks(9, 9, 9, Number.NaN, 9))).toThrow(RangeError);
  });
});

describe('isValidMark and formatScore', () => {
  it('accept tenths from 0 to 10 and print one decimal', () => {
    expect([0, 0.1, 7.3, 10].every(isValidMark)).toBe(true);
    expect([-0.1, 10.1, 7.25, Infinity].some(isValidMark)).toBe(false);
    expect(formatScore(9)).toBe('9.0');
    expect(formatScore(8.7)).toBe('8.7');
  });
});
