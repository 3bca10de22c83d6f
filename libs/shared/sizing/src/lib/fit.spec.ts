import fc from 'fast-check';
import { AGE_BANDS, AGE_BAND_ROW, BREEDS, checkFitQuery, NECK_LIMITS_IN, WEIGHT_LIMITS_LBS, type FitInput } from './fit-input';
import { CLOSEST_OPTIONS, estimateNeck, fitNotesFor, recommendFit, type FitCollar } from './fit-recommendation';
import {
  BREED_FIGURES,
  COLLAR_ALLOWANCE_IN,
  MIN_ADULT_COLLAR_WIDTH_IN,
  MIN_ROOM_IN,
  PUPPY_EXTRA_IN,
  PUPPY_MIN_COLLAR_WIDTH_IN,
  PUPPY_ROOM_ABOVE_IN,
  SIZE_CHART,
  type Breed,
} from './sizing';
import { convertTyped, formatLength, formatLengthRange, fromInches, toInches, toPounds } from './units';

interface TestCollar extends FitCollar {
  name: string;
}
const collar = (
  name: string,
  editorialScore: number | null,
  widthIn: number,
  sizes: Array<[string, number, number]>,
  fitNotes: string[] = [],
  breeds: Breed[] = ['english', 'french', 'american'],
): TestCollar => ({
  name,
  editorialScore,
  widthIn,
  fitNotes,
  breeds,
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
    ['english', 'american'],
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
    expect(formatLength(1.25, 'in', 2)).toBe('1.25 in');
  });

  it('gives every metric figure as a tape reads it, to the half centimetre', () => {
    expect(formatLength(17.5, 'cm')).toBe('44.5 cm');
    expect(formatLength(15.5, 'cm')).toBe('39.5 cm');
    expect(formatLength(1.25, 'cm', 2)).toBe('3 cm');
    expect(formatLengthRange({ min: 14, max: 17 }, 'cm')).toBe('35.5-43 cm');
  });

  it('carries a typed number to the other unit when the reader switches it', () => {
    expect(convertTyped('15.5', 'length', 'in', 'cm')).toBe('39.5');
    expect(convertTyped('39.5', 'length', 'cm', 'in')).toBe('15.5');
    expect(convertTyped('15,5', 'length', 'in', 'cm')).toBe('39.5');
    expect(convertTyped('22', 'weight', 'in', 'cm')).toBe('10');
    expect(convertTyped('abc', 'length', 'in', 'cm')).toBe('abc');
    expect(convertTyped('', 'length', 'in', 'cm')).toBe('');
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
  it('gives a centimetre neck a fitted length without binary residue', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', neck: '39', unit: 'cm' }), CATALOGUE);
    expect(answer.collarLengthIn).toEqual({ min: 17.354331, max: 17.354331 });
  });

  it('gives the fitted length as a secondary figure and asks an adult for a 1.25 inch collar', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5', unit: 'in' }), CATALOGUE);
    expect(answer.collarLengthIn).toEqual({ min: 17.5, max: 17.5 });
    expect(answer.allowanceIn).toBe(COLLAR_ALLOWANCE_IN);
    expect(answer.minWidthIn).toBe(MIN_ADULT_COLLAR_WIDTH_IN);
    expect(answer.roomNeeded).toEqual({ belowIn: MIN_ROOM_IN, aboveIn: MIN_ROOM_IN });
    expect(answer.measured).toBe(true);
    expect(answer.estimate).toBeNull();
    expect(answer.neckWarning).toBeNull();
    expect(answer.twoFingerCheck).toMatch(/2 fingers/);
  });

  it.each(AGE_BANDS.filter((age) => age !== 'adult'))('adds 1 more inch of fitted length for a puppy of %s, and more room above', (age) => {
    const answer = recommendFit(ok({ breed: 'english', age, neck: '12' }), CATALOGUE);
    expect(answer.puppy).toBe(true);
    expect(answer.collarLengthIn).toEqual({ min: 12 + COLLAR_ALLOWANCE_IN + PUPPY_EXTRA_IN, max: 15 });
    expect(answer.minWidthIn).toBe(PUPPY_MIN_COLLAR_WIDTH_IN);
    expect(answer.roomNeeded).toEqual({ belowIn: MIN_ROOM_IN, aboveIn: PUPPY_ROOM_ABOVE_IN });
  });

  it('never offers an adult a collar narrower than 1.25 inches, nor a puppy whose neck passed 14 inches', () => {
    const adult = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5' }), CATALOGUE).matches;
    expect(adult.map((m) => m.collar.name)).not.toContain('Puppy');
    expect(adult.map((m) => m.collar.name)).not.toContain('Nylon');
    expect(adult.every((m) => (m.collar.widthIn ?? 0) >= MIN_ADULT_COLLAR_WIDTH_IN)).toBe(true);
    expect(names(ok({ breed: 'french', age: '8-12-weeks', neck: '10' }))).toContain('Puppy S');
    expect(names(ok({ breed: 'french', age: '3-6-months', neck: '15' }))).not.toContain('Puppy M');
  });

  it('offers a size only with 1 inch of room both ways: the 15.5 in Frenchie gets the Martingale M, never a 0.5 in margin', () => {
    // Martingale M 14-18 leaves 1.5 and 2.5; Leather S 14-20 leaves 1.5 and 4.5; Martingale S 12-15 leaves 0.5 above.
    expect(names(ok({ breed: 'french', age: 'adult', neck: '15.5' }))).toEqual(['Martingale M', 'Leather S']);
    const answer = recommendFit(ok({ breed: 'english', age: 'adult', neck: '14.5' }), CATALOGUE);
    for (const match of answer.matches) {
      expect(match.room.belowIn).toBeGreaterThanOrEqual(MIN_ROOM_IN);
      expect(match.room.aboveIn).toBeGreaterThanOrEqual(MIN_ROOM_IN);
    }
  });

  it('ranks the collars suited to the breed first, then the room, then the score', () => {
    // 19 in: Leather M (17-23) leaves 2 each way, Martingale L (17-22) 2 and 3, Unreviewed L (18-22) only 1.
    expect(names(ok({ breed: 'english', age: 'adult', neck: '19' }))).toEqual(['Leather M', 'Martingale L', 'Unreviewed L']);
    // For a Frenchie the English-and-American Leather falls behind every collar suited to French bulldogs.
    const french = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5' }), CATALOGUE);
    expect(french.matches.map((m) => [m.collar.name, m.suited])).toEqual([
      ['Martingale', true],
      ['Leather', false],
    ]);
  });

  it('gives a growing puppy the size with the most room above its neck', () => {
    // 18 in at 6-12 months: Leather M (17-23) leaves 5 above, Leather S (14-20) only 2; Martingale L (17-22) 4.
    expect(names(ok({ breed: 'english', age: '6-12-months', neck: '18' }))).toEqual(['Leather M', 'Martingale L']);
    // The same neck on an adult: the size with room both ways (S leaves 4 and 2, M 1 and 5).
    expect(names(ok({ breed: 'english', age: 'adult', neck: '18' }))).toEqual(['Leather S', 'Martingale L']);
  });

  it('warns when the neck is outside what the breed has at that age, and still answers', () => {
    const answer = recommendFit(ok({ breed: 'french', age: 'adult', neck: '26' }), CATALOGUE);
    expect(answer.neckWarning).toBe(
      'A 26 in neck is outside the 13-18 in we expect for an adult French Bulldog. Check the measurement, the unit, the breed and the ' +
        'age before you buy; the sizes below are for the number you gave.',
    );
    expect(recommendFit(ok({ breed: 'american', age: 'adult', neck: '24' }), CATALOGUE).neckWarning).toBeNull();
    expect(recommendFit(ok({ breed: 'french', age: '3-6-months', neck: '19' }), CATALOGUE).neckWarning).toMatch(/French Bulldog puppy/);
  });

  it('keeps the fit notes for the breed and the general ones', () => {
    const notes = CATALOGUE[1]!.fitNotes;
    expect(fitNotesFor(notes, 'french')).toEqual(['Stops a Frenchie slipping out.']);
    expect(fitNotesFor(notes, 'american')).toEqual(['Suits English and American bulldogs.']);
    expect(fitNotesFor(CATALOGUE[0]!.fitNotes, 'french')).toEqual(['Leather stretches slightly in the first month.']);
  });

  it('answers a neck no collar fits honestly, with the closest sizes and the room they lack', () => {
    const answer = recommendFit(ok({ breed: 'american', age: 'adult', neck: '30' }), CATALOGUE);
    expect(answer.matches).toEqual([]);
    expect(answer.matchCount).toBe(0);
    expect(answer.closest.map((c) => [c.collar.name, c.size.label, c.missByIn, c.direction])).toEqual([
      ['Leather', 'L', 5, 'small'],
      ['Unreviewed', 'XL', 5, 'small'],
      ['Martingale', 'L', 9, 'small'],
    ]);
    expect(recommendFit(ok({ breed: 'french', age: '8-12-weeks', neck: '7' }), CATALOGUE).closest[0]).toMatchObject({
      size: { label: 'S' },
      missByIn: 2,
      direction: 'large',
    });
    expect(answer.closest.length).toBeLessThanOrEqual(CLOSEST_OPTIONS);
  });

  it('pages a long list: one page at a time, and the count of all', () => {
    const many = Array.from({ length: 30 }, (_, i) => collar(`C${i}`, 5 + i / 10, 1.5, [['M', 13, 18]]));
    const first = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5' }), many, { pageSize: 12 });
    expect([first.matchCount, first.page, first.pageCount, first.matches.length]).toEqual([30, 1, 3, 12]);
    expect(first.matches[0]!.collar.name).toBe('C29');
    const last = recommendFit(ok({ breed: 'french', age: 'adult', neck: '15.5' }), many, { page: 9, pageSize: 12 });
    expect([last.page, last.matches.length, last.matches[5]!.collar.name]).toEqual([3, 6, 'C0']);
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
    expect(metric.estimate).toContain('weighing 40 kg usually has a neck of 43-45.5 cm.');
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

  it('any valid input: fitted length neck + 2 (+ 3), only wide-enough collars with room either side, suited first', () => {
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
        const answer = recommendFit(input, CATALOGUE, { pageSize: 100 });
        const allowance = age === 'adult' ? 2 : 3;
        // Lengths are kept to 6 decimals (units.ts `clean`).
        expect(answer.collarLengthIn.min - answer.neckIn.min).toBeCloseTo(allowance, 5);
        expect(answer.collarLengthIn.max - answer.neckIn.max).toBeCloseTo(allowance, 5);
        if (neck !== null) expect(answer.neckIn.min).toBeCloseTo(neck, 5);
        for (const match of answer.matches) {
          expect(match.size.neckIn.min + answer.roomNeeded.belowIn).toBeLessThanOrEqual(answer.neckIn.min + 1e-9);
          expect(match.size.neckIn.max - answer.roomNeeded.aboveIn).toBeGreaterThanOrEqual(answer.neckIn.max - 1e-9);
          expect(match.collar.widthIn).toBeGreaterThanOrEqual(answer.minWidthIn);
          expect(match.collar.sizes).toContain(match.size);
        }
        // Every qualifying collar is listed once.
        const qualifying = CATALOGUE.filter(
          (c) =>
            (c.widthIn ?? 0) >= answer.minWidthIn &&
            c.sizes.some(
              (s) =>
                s.neckIn.min + answer.roomNeeded.belowIn <= answer.neckIn.min + 1e-9 &&
                answer.neckIn.max <= s.neckIn.max - answer.roomNeeded.aboveIn + 1e-9,
            ),
        );
        expect(new Set(answer.matches.map((m) => m.collar))).toEqual(new Set(qualifying));
        expect(answer.matches).toHaveLength(qualifying.length);
        // Suited collars before the others; near misses only when nothing fits.
        const suited = answer.matches.map((m) => Number(m.suited));
        expect(suited).toEqual([...suited].sort((a, b) => b - a));
        expect(answer.closest.length > 0 || answer.matches.length > 0).toBe(true);
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
