import fc from 'fast-check';
import { AGE_BANDS, AGE_BAND_ROW, BREEDS, checkFitQuery, NECK_LIMITS_IN, WEIGHT_LIMITS_LBS, type FitInput } from './fit-input';
import { CLOSEST_OPTIONS, estimateNeck, fitNotesFor, recommendFit, type FitCollar } from './fit-recommendation';
import { BREED_FIGURES, COLLAR_ALLOWANCE_IN, MIN_ADULT_COLLAR_WIDTH_IN, PUPPY_EXTRA_IN, SIZE_CHART } from './sizing';
import { formatLength, fromInches, toInches, toPounds } from './units';

interface TestCollar extends FitCollar {
  name: string;
}
const collar = (
  name: string,
  editorialScore: number | null,
  widthIn: number,
  sizes: Array<[string, number, number]>,
  fitNotes: string[] = [],
): TestCollar => ({
  name,
  editorialScore,
  widthIn,
  fitNotes,
  sizes: sizes.map(([label, min, max]) => ({ label, neckIn: { min, max } })),
});

// A small catalogue in the seed's shape: overlapping sizes, an unreviewed collar, a narrow one, a puppy collar.
const CATALOGUE: TestCollar[] = [
  collar(
    'Leather',
    8.7,
    1.5,
    [
      ['S', 14, 20],
      ['M', 17, 23],
      ['L', 20, 26],
    ],
    ['Spreads pressure across the neck of an English bulldog.', 'Leather stretches slightly in the first month.'],
  ),
  collar(
    'Martingale',
    8.1,
    1.25,
    [
      ['S', 12, 15],
      ['M', 14, 18],
      ['L', 17, 22],
    ],
    ['Stops a Frenchie slipping out.', 'Suits English and American bulldogs.'],
  ),
  collar('Nylon', 7.2, 1, [
    ['S', 10, 14],
    ['M', 14, 19],
    ['L', 18, 24],
  ]),
  collar('Puppy', 7.9, 0.75, [
    ['S', 8, 12],
    ['M', 12, 16],
  ]),
  collar('Unreviewed', null, 2, [
    ['L', 18, 22],
    ['XL', 22, 26],
  ]),
];

const ok = (query: Parameters<typeof checkFitQuery>[0]): FitInput => {
  const checked = checkFitQuery(query);
  if (!checked.ok) throw new Error(`unexpected errors: ${JSON.stringify(checked.errors)}`);
  return checked.input;
};
const names = (input: FitInput) => recommendFit(input, CATALOGUE).matches.map((m) => `${m.collar.name} ${m.size.label}`);

describe('units', () => {
  it('converts centimetres and kilograms in one place, exactly at the chart edges', () => {
    for (const row of SIZE_CHART) {
      for (const edge of [row.neckIn.min, row.neckIn.max]) expect(toInches(fromInches(edge, 'cm'), 'cm')).toBe(edge);
    }
    expect(toInches(30.48, 'cm')).toBe(12);
    expect(toInches(40, 'cm')).toBeCloseTo(15.748, 3);
    expect(toPounds(10, 'cm')).toBeCloseTo(22.046, 3);
    expect(formatLength(17.5, 'in')).toBe('17.5 in');
    expect(formatLength(17.5, 'cm')).toBe('44.5 cm');
    expect(formatLength(1.25, 'in', 2)).toBe('1.25 in');
    expect(formatLength(1.25, 'cm', 2)).toBe('3.18 cm');
  });
});

describe('checking the input', () => {
  it('accepts the canonical example and a centimetre neck with a decimal comma', () => {
    expect(ok({ breed: 'french', age: 'adult', neck: '15.5', unit: 'in' })).toEqual({
      breed: 'french',
      age: 'adult',
      unit: 'in',
      neckIn: 15.5,
      weightLbs: null,
      typed: { neck: 15.5, weight: null },
    });
    expect(ok({ breed: 'English', age: 'adult', neck: '45,72', unit: 'cm' })).toMatchObject({ neckIn: 18, typed: { neck: 45.72 } });
    expect(ok({ breed: 'english', age: 'adult', neck: ' 18 ' }).unit).toBe('in');
  });

  it.each([
    ['-3', 'more than 0'],
    ['0', 'more than 0'],
    ['80', 'between 6 and 32 in'],
    ['5.9', 'between 6 and 32 in'],
    ['abc', 'as a number of inches'],
    ['15in', 'as a number of inches'],
    ['1e3', 'as a number of inches'],
    ['Infinity', 'as a number of inches'],
  ])('gives the neck field a message for %s', (neck, message) => {
    const checked = checkFitQuery({ breed: 'french', age: 'adult', neck, unit: 'in' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.neck).toContain(message);
  });

  it('states the neck limits in the reader’s unit and accepts their edges', () => {
    const checked = checkFitQuery({ breed: 'french', age: 'adult', neck: '200', unit: 'cm' });
    expect(!checked.ok && checked.errors.neck).toBe("A bulldog's neck is between 15.2 and 81.3 cm: check the number and the unit.");
    expect(ok({ breed: 'french', age: 'adult', neck: String(NECK_LIMITS_IN.min) }).neckIn).toBe(NECK_LIMITS_IN.min);
    expect(ok({ breed: 'french', age: 'adult', neck: String(NECK_LIMITS_IN.max) }).neckIn).toBe(NECK_LIMITS_IN.max);
    expect(ok({ breed: 'french', age: 'adult', measured: 'no', weight: String(WEIGHT_LIMITS_LBS.max) }).weightLbs).toBe(
      WEIGHT_LIMITS_LBS.max,
    );
  });

  it('names every wrong field at once, and asks for a weight when the neck is not measured', () => {
    expect(checkFitQuery({ breed: 'poodle', age: '2 years', unit: 'ft', neck: 'x', weight: '-1' })).toEqual({
      ok: false,
      errors: {
        breed: 'Choose English, French or American bulldog.',
        age: 'Choose one of the four age bands.',
        unit: 'Choose inches or centimetres.',
        neck: 'Type the neck as a number of inches, e.g. 15.5.',
        weight: 'The weight must be more than 0.',
      },
    });
    expect(checkFitQuery({})).toMatchObject({ ok: false, errors: { breed: 'Choose the breed.', age: 'Choose the age.' } });
    const unmeasured = checkFitQuery({ breed: 'french', age: 'adult', measured: 'no', neck: '15', unit: 'cm' });
    expect(unmeasured).toEqual({ ok: false, errors: { weight: 'Type the weight in kg: we estimate the neck from it.' } });
    expect(checkFitQuery({ breed: 'french', age: 'adult' })).toMatchObject({
      ok: false,
      errors: { neck: expect.any(String), weight: expect.any(String) },
    });
  });
});

describe('the answer', () => {
  it('gives a centimetre neck a collar length without binary residue', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', neck: '39', unit: 'cm' }), CATALOGUE);
    expect(answer.collarLengthIn).toEqual({ min: 17.354331, max: 17.354331 });
  });

  it('adds 2 inches to an adult neck and asks for a 1.25 inch collar', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5', unit: 'in' }), CATALOGUE);
    expect(answer.collarLengthIn).toEqual({ min: 17.5, max: 17.5 });
    expect(answer.allowanceIn).toBe(COLLAR_ALLOWANCE_IN);
    expect(answer.minWidthIn).toBe(MIN_ADULT_COLLAR_WIDTH_IN);
    expect(answer.measured).toBe(true);
    expect(answer.estimate).toBeNull();
    expect(answer.twoFingerCheck).toMatch(/2 fingers/);
  });

  it.each(AGE_BANDS.filter((age) => age !== 'adult'))('adds 1 more inch for a puppy of %s, and sets no adult width', (age) => {
    const answer = recommendFit(ok({ breed: 'english', age, neck: '12' }), CATALOGUE);
    expect(answer.puppy).toBe(true);
    expect(answer.collarLengthIn).toEqual({ min: 12 + COLLAR_ALLOWANCE_IN + PUPPY_EXTRA_IN, max: 15 });
    expect(answer.minWidthIn).toBeNull();
  });

  it('lists every collar with a size covering the neck, best score first, unreviewed last, with the size to pick', () => {
    // 19 in: Leather S (14-20) and M (17-23) both cover it; M's middle (20) is nearer than S's (17).
    expect(names(ok({ breed: 'english', age: 'adult', neck: '19' }))).toEqual(['Leather M', 'Martingale L', 'Nylon L', 'Unreviewed L']);
    expect(names(ok({ breed: 'french', age: 'adult', neck: '15.5' }))).toEqual(['Leather S', 'Martingale M', 'Puppy M', 'Nylon M']);
  });

  it('treats every size edge as covered, in inches and in centimetres alike', () => {
    for (const c of CATALOGUE) {
      for (const size of c.sizes) {
        for (const edge of [size.neckIn.min, size.neckIn.max]) {
          for (const unit of ['in', 'cm'] as const) {
            const neck = String(fromInches(edge, unit));
            const answer = recommendFit(ok({ breed: 'english', age: 'adult', neck, unit }), [c]);
            expect([c.name, size.label, edge, unit, answer.matches.length]).toEqual([c.name, size.label, edge, unit, 1]);
          }
        }
      }
    }
  });

  it('gives a growing puppy the size with the most room above its neck', () => {
    expect(names(ok({ breed: 'english', age: '3-6-months', neck: '14.5' }))).toEqual(['Leather S', 'Martingale M', 'Puppy M', 'Nylon M']);
    // The adult rule for the same neck: the middle nearest the neck (Martingale S 12-15 vs M 14-18: S's 13.5 vs 16).
    expect(names(ok({ breed: 'english', age: 'adult', neck: '14.5' }))).toEqual(['Leather S', 'Martingale S', 'Puppy M', 'Nylon M']);
  });

  it('marks an adult collar narrower than 1.25 inches, never a puppy one', () => {
    const adult = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5' }), CATALOGUE).matches;
    expect(adult.filter((m) => m.narrowerThanMinimum).map((m) => m.collar.name)).toEqual(['Puppy', 'Nylon']);
    const puppy = recommendFit(ok({ breed: 'french', age: '3-6-months', neck: '15.5' }), CATALOGUE).matches;
    expect(puppy.some((m) => m.narrowerThanMinimum)).toBe(false);
  });

  it('keeps the fit notes for the breed and the general ones', () => {
    const notes = CATALOGUE[1]!.fitNotes;
    expect(fitNotesFor(notes, 'french')).toEqual(['Stops a Frenchie slipping out.']);
    expect(fitNotesFor(notes, 'american')).toEqual(['Suits English and American bulldogs.']);
    expect(fitNotesFor(CATALOGUE[0]!.fitNotes, 'french')).toEqual(['Leather stretches slightly in the first month.']);
  });

  it('answers a neck no collar fits honestly, with the closest sizes', () => {
    const answer = recommendFit(ok({ breed: 'american', age: 'adult', neck: '30' }), CATALOGUE);
    expect(answer.matches).toEqual([]);
    expect(answer.closest.map((c) => [c.collar.name, c.size.label, c.missByIn, c.direction])).toEqual([
      ['Leather', 'L', 4, 'small'],
      ['Unreviewed', 'XL', 4, 'small'],
      ['Nylon', 'L', 6, 'small'],
    ]);
    expect(recommendFit(ok({ breed: 'french', age: '8-12-weeks', neck: '7' }), CATALOGUE).closest[0]).toMatchObject({
      size: { label: 'S' },
      missByIn: 1,
      direction: 'large',
    });
    expect(answer.closest.length).toBeLessThanOrEqual(CLOSEST_OPTIONS);
  });
});

describe('the estimate when the neck is not measured', () => {
  it('reads the band edges of every chart row (puppies) and every breed (adults), in pounds and kilograms', () => {
    for (const age of AGE_BANDS) {
      for (const breed of BREEDS) {
        const band = age === 'adult' ? BREED_FIGURES[breed] : SIZE_CHART.find((row) => row.age === AGE_BAND_ROW[age])!;
        for (const unit of ['in', 'cm'] as const) {
          const weightOf = (lbs: number) => (unit === 'in' ? lbs : lbs * 0.45359237);
          const lightest = estimateNeck(breed, age, toPounds(weightOf(band.weightLbs.min), unit), unit).neckIn;
          const heaviest = estimateNeck(breed, age, toPounds(weightOf(band.weightLbs.max), unit), unit).neckIn;
          expect([age, breed, unit, lightest]).toEqual([age, breed, unit, { min: band.neckIn.min, max: band.neckIn.min + 1 }]);
          expect([age, breed, unit, heaviest]).toEqual([age, breed, unit, { min: band.neckIn.max - 1, max: band.neckIn.max }]);
        }
      }
    }
  });

  it('says plainly that it is an estimate, in the reader’s units, and when the weight is off the chart', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', measured: 'no', weight: '22' }), CATALOGUE);
    expect(answer.measured).toBe(false);
    expect(answer.neckIn).toEqual({ min: 14.5, max: 16.5 });
    expect(answer.collarLengthIn).toEqual({ min: 16.5, max: 18.5 });
    expect(answer.estimate).toBe(
      'Estimated, not measured: from our size chart, an adult French Bulldog weighing 22 lbs usually has a neck of 14.5-16.5 in. ' +
        'Measure the neck before you buy: necks vary more than weights.',
    );
    const metric = recommendFit(ok({ breed: 'french', age: 'adult', measured: 'no', weight: '40', unit: 'cm' }), CATALOGUE);
    expect(metric.estimate).toContain('weighing 40 kg usually has a neck of 43.2-45.7 cm.');
    expect(metric.estimate).toContain("outside the chart's 7.3-12.7 kg for an adult French Bulldog");
  });
});

describe('properties', () => {
  const query = fc.record({
    breed: fc.constantFrom(...BREEDS),
    age: fc.constantFrom(...AGE_BANDS),
    unit: fc.constantFrom('in' as const, 'cm' as const),
    neck: fc.option(fc.double({ min: NECK_LIMITS_IN.min, max: NECK_LIMITS_IN.max, noNaN: true }), { nil: null }),
    weight: fc.double({ min: WEIGHT_LIMITS_LBS.min, max: WEIGHT_LIMITS_LBS.max, noNaN: true }),
  });

  it('any valid input gives a collar of the neck + 2 (+ 3 for a puppy) and only collars whose size covers the neck', () => {
    fc.assert(
      fc.property(query, ({ breed, age, unit, neck, weight }) => {
        const input = ok({
          breed,
          age,
          unit,
          neck: neck === null ? null : fromInches(neck, unit),
          measured: neck === null ? 'no' : null,
          weight: unit === 'in' ? weight : weight * 0.45359237,
        });
        const answer = recommendFit(input, CATALOGUE);
        const allowance = age === 'adult' ? 2 : 3;
        // Lengths are kept to 6 decimals (units.ts `clean`).
        expect(answer.collarLengthIn.min - answer.neckIn.min).toBeCloseTo(allowance, 5);
        expect(answer.collarLengthIn.max - answer.neckIn.max).toBeCloseTo(allowance, 5);
        if (neck !== null) expect(answer.neckIn.min).toBeCloseTo(neck, 5);
        for (const match of answer.matches) {
          expect(match.size.neckIn.min).toBeLessThanOrEqual(answer.neckIn.min);
          expect(match.size.neckIn.max).toBeGreaterThanOrEqual(answer.neckIn.max);
          expect(match.collar.sizes).toContain(match.size);
        }
        // Every collar that has a covering size is listed, and nothing is listed twice.
        const covering = CATALOGUE.filter((c) =>
          c.sizes.some((s) => s.neckIn.min <= answer.neckIn.min && answer.neckIn.max <= s.neckIn.max),
        );
        expect(new Set(answer.matches.map((m) => m.collar))).toEqual(new Set(covering));
        expect(answer.matches).toHaveLength(covering.length);
        // Ranked by editorial score, unreviewed last; near misses only when nothing fits.
        const scores = answer.matches.map((m) => m.collar.editorialScore ?? -1);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(answer.closest.length > 0).toBe(answer.matches.length === 0);
      }),
      { seed: 17, numRuns: 500 },
    );
  });

  it('never throws on any text, and answers with messages keyed by the fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('breed', 'age', 'weight', 'neck', 'unit', 'measured'), fc.string()), (raw) => {
        const checked = checkFitQuery(raw);
        if (!checked.ok) {
          for (const [field, message] of Object.entries(checked.errors)) {
            expect(['breed', 'age', 'weight', 'neck', 'unit']).toContain(field);
            expect(message.length).toBeGreaterThan(0);
          }
        } else expect(() => recommendFit(checked.input, CATALOGUE)).not.toThrow();
      }),
      { seed: 17, numRuns: 500 },
    );
  });
});
