import {
  BREED_FIGURES,
  CHART_COLLAR_COLUMN,
  COLLAR_ALLOWANCE_IN,
  MEASURING_STEPS,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_EXTRA_IN,
  SIZE_CHART,
  formatRange,
} from './sizing';

it('follows its own rule: every fitted length is the neck plus the allowance, plus the extra inch for a puppy', () => {
  for (const { neckIn, collarIn } of Object.values(BREED_FIGURES)) {
    expect(collarIn).toEqual({ min: neckIn.min + COLLAR_ALLOWANCE_IN, max: neckIn.max + COLLAR_ALLOWANCE_IN });
  }
  for (const { age, neckIn, collarIn } of SIZE_CHART) {
    const allowance = COLLAR_ALLOWANCE_IN + (age === 'Adult' ? 0 : PUPPY_EXTRA_IN);
    expect(collarIn).toEqual({ min: neckIn.min + allowance, max: neckIn.max + allowance });
  }
});

it('chooses a size by the neck, never by the collar length', () => {
  const advice = MEASURING_STEPS.join(' ');
  expect(advice).toMatch(/size whose neck range holds your dog's neck/);
  expect(advice).toMatch(/not the size to buy/);
  expect(advice).not.toMatch(/add 2 inches/i);
  expect(CHART_COLLAR_COLUMN).not.toMatch(/size/i);
});

it('never recommends an adult collar narrower than the minimum', () => {
  for (const { widthIn } of Object.values(BREED_FIGURES)) expect(widthIn.min).toBeGreaterThanOrEqual(MIN_ADULT_COLLAR_WIDTH_IN);
});

it('places the breeds around the general chart: Frenchies below its adult row, American bulldogs above', () => {
  const adult = SIZE_CHART.find((row) => row.age === 'Adult');
  if (!adult) throw new Error('the chart has no adult row');
  expect(BREED_FIGURES.french.weightLbs.max).toBeLessThan(adult.weightLbs.min);
  expect(BREED_FIGURES.english.neckIn).toEqual(adult.neckIn);
  expect(BREED_FIGURES.american.weightLbs.min).toBeLessThanOrEqual(adult.weightLbs.max);
});

it('prints ranges as the pages do', () => {
  expect(formatRange(BREED_FIGURES.english.weightLbs, 'lbs')).toBe('40-55 lbs');
  expect(formatRange({ min: 1.25, max: 1.5 }, 'in')).toBe('1.25-1.5 in');
});
