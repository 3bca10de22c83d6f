import {
  AGE_BANDS,
  bandFigures,
  BREED_FIGURES,
  BREEDS,
  checkFitQuery,
  fittedLengthIn,
  isPuppyBand,
  MIN_ROOM_IN,
  plausibleNeckIn,
  readSizeTable,
  recommendFit,
  SIZE_CHART,
  sizeChoiceRows,
  widthInches,
  type AgeBand,
  type FitCollar,
  type FitInput,
} from '@bcg/shared/sizing';
import { SEED_PRODUCTS } from './products.data';

// Every page that helps a reader choose a size says the same as the fit finder, for every breed, age band and neck
// of a grid. "What a page says" is computed by the functions the pages render with: the chart rows (SIZE_CHART and
// BREED_FIGURES, through bandFigures), each review's size table (sizeChoiceRows, read as the page tells the reader
// to read it), and the finder's pick (recommendFit).

interface Collar extends FitCollar {
  name: string;
}
const CATALOGUE: Collar[] = SEED_PRODUCTS.map((p) => ({
  name: p.name,
  sizes: p.sizes,
  editorialScore: null,
  fitNotes: p.bulldogFitNotes,
  widthIn: widthInches(p.width),
  breeds: p.breeds,
}));

const NECKS = Array.from({ length: (30 - 6) * 4 + 1 }, (_, i) => 6 + i / 4);

const input = (breed: string, age: AgeBand, neck: number): FitInput => {
  const checked = checkFitQuery({ breed, age, neck, unit: 'in' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.input;
};

/** Each collar's review table, per age, as collar-size-table.tsx renders it (the puppy column reads the puppy rule). */
const TABLES = new Map(
  CATALOGUE.map((collar) => [collar, Object.fromEntries(AGE_BANDS.map((age) => [age, sizeChoiceRows(collar, age)]))] as const),
);

describe('one sizing convention, for every breed, age band and neck from 6 to 30 inches by the quarter inch', () => {
  it.each(BREEDS.flatMap((breed) => AGE_BANDS.map((age) => [breed, age] as const)))(
    '%s, %s: every review size table leads to the size the finder gives',
    (breed, age) => {
      const disagreements: string[] = [];
      for (const neck of NECKS) {
        const answer = recommendFit(input(breed, age, neck), CATALOGUE, { pageSize: CATALOGUE.length });
        for (const collar of CATALOGUE) {
          const finder = answer.matches.find((m) => m.collar === collar)?.size.label ?? 'none';
          const table = readSizeTable(TABLES.get(collar)?.[age] ?? [], neck)?.label ?? 'none';
          if (finder !== table) disagreements.push(`${neck} in, ${collar.name}: finder ${finder}, table ${table}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it.each(BREEDS.flatMap((breed) => AGE_BANDS.map((age) => [breed, age] as const)))(
    '%s, %s: the chart row a page shows agrees with the finder on the fitted length and on which necks are plausible',
    (breed, age) => {
      const row = bandFigures(breed, age);
      const plausible = plausibleNeckIn(breed, age);
      // Adults: the breed's own row, as /breed-guides and the chart's breed rows print it; puppies: the general row.
      expect(row).toBe(age === 'adult' ? BREED_FIGURES[breed] : SIZE_CHART.find((r) => r.neckIn === row.neckIn));
      if (age === 'adult') expect(plausible).toEqual(row.neckIn);
      else expect(plausible.max).toBeLessThanOrEqual(row.neckIn.max);
      for (const neck of NECKS) {
        const answer = recommendFit(input(breed, age, neck), CATALOGUE);
        const fitted = fittedLengthIn({ min: neck, max: neck }, isPuppyBand(age));
        expect(answer.collarLengthIn).toEqual(fitted);
        if (neck >= row.neckIn.min && neck <= row.neckIn.max) {
          expect([neck, fitted.min >= row.collarIn.min && fitted.max <= row.collarIn.max]).toEqual([neck, true]);
        }
        const outside = neck < plausible.min || neck > plausible.max;
        expect([neck, answer.neckWarning !== null]).toEqual([neck, outside]);
      }
    },
  );

  it('gives an adult 15.5 inch Frenchie a size with an inch of room both ways in every collar offered, never a puppy or 1 inch collar', () => {
    const answer = recommendFit(input('french', 'adult', 15.5), CATALOGUE, { pageSize: CATALOGUE.length });
    expect(answer.matches.length).toBeGreaterThan(2);
    for (const { collar, size } of answer.matches) {
      expect([collar.name, size.neckIn.min + MIN_ROOM_IN <= 15.5 && 15.5 <= size.neckIn.max - MIN_ROOM_IN]).toEqual([collar.name, true]);
      expect([collar.name, collar.widthIn]).toEqual([collar.name, expect.any(Number)]);
      expect(collar.widthIn).toBeGreaterThanOrEqual(1.25);
    }
    const picks = Object.fromEntries(answer.matches.map((m) => [m.collar.name, m.size.label]));
    expect(picks['TrailGuard Reflective Martingale Collar']).toBe('M');
    expect(picks['Harbor Everyday Waterproof Collar']).toBe('M');
    expect(picks).not.toHaveProperty('Sprout Puppy Starter Collar');
    expect(picks).not.toHaveProperty('Pawsome Basics Everyday Nylon Collar');
    // The first collar is one the owner lists for French bulldogs.
    expect(answer.matches[0]?.collar.breeds).toContain('french');
  });
});
