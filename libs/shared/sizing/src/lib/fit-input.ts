import { BREED_FIGURES, SIZE_CHART, type Breed, type SizeChartAge } from './sizing';
import { fromInches, fromPounds, toInches, toPounds, WEIGHT_UNIT, type LengthUnit } from './units';

/** The chart's four age bands as they travel in a URL (`?age=adult`), in the chart's order. */
export const AGE_BANDS = ['8-12-weeks', '3-6-months', '6-12-months', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The chart row of each band. */
export const AGE_BAND_ROW: Readonly<Record<AgeBand, SizeChartAge>> = {
  '8-12-weeks': '8-12 weeks',
  '3-6-months': '3-6 months',
  '6-12-months': '6-12 months',
  adult: 'Adult',
};

/** Every band below adult is a growing puppy: the puppy rule (one extra inch) applies. */
export const isPuppyBand = (age: AgeBand): boolean => age !== 'adult';

export const BREEDS = Object.keys(BREED_FIGURES) as Breed[];
const LENGTH_UNITS: readonly LengthUnit[] = ['in', 'cm'];

/**
 * The numbers a reader may type, in inches and pounds: wide enough for any bulldog from 8 weeks (the chart starts at
 * an 8 inch neck and 8 lbs) to the heaviest American bulldog, narrow enough that a slip (80 inches, a weight typed
 * in the neck field, centimetres sent as inches) is caught rather than answered.
 */
export const NECK_LIMITS_IN = { min: 6, max: 32 } as const;
export const WEIGHT_LIMITS_LBS = { min: 2, max: 160 } as const;

/** The query keys of the finder, shared by the page, its form, the REST call and the page cache. */
export const FIT_QUERY_KEYS = ['breed', 'age', 'weight', 'neck', 'unit', 'measured'] as const;
export type FitField = Exclude<(typeof FIT_QUERY_KEYS)[number], 'measured'>;

/**
 * What a reader (a query string, a GraphQL input) sends: text or numbers, any of them missing. `measured: 'no'` is
 * the "I have not measured" box: the neck is then estimated and any neck typed is ignored.
 */
export type FitQuery = Partial<Record<(typeof FIT_QUERY_KEYS)[number], string | number | null>>;

/** A checked request, in the rules' units. */
export interface FitInput {
  breed: Breed;
  age: AgeBand;
  /** The reader's unit: answers are given in it (and weights in its companion, lbs or kg). */
  unit: LengthUnit;
  /** The measured neck in inches; null when not measured (then weightLbs is set). */
  neckIn: number | null;
  weightLbs: number | null;
  /** The neck and the weight as the reader typed them, in their unit (what a page sends on to the API). */
  typed: { neck: number | null; weight: number | null };
}

export type FitInputCheck = { ok: true; input: FitInput } | { ok: false; errors: Partial<Record<FitField, string>> };

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * A decimal number as people type it: "15.5", "15,5" (a decimal comma), " 40 ". Anything else (letters, units
 * typed in, "1e3", two separators) is not a number here.
 */
function parseDecimal(raw: string): number | null {
  const normalized = raw.replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalized) ? Number(normalized) : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The message for a measurement outside its limits (given in the rules' units), worded in the reader's unit. */
function outOfRange(what: string, inRules: number, limits: { min: number; max: number }, display: (v: number) => number, unit: string) {
  if (inRules >= limits.min && inRules <= limits.max) return null;
  return `A bulldog's ${what} is between ${round1(display(limits.min))} and ${round1(display(limits.max))} ${unit}: check the number and the unit.`;
}

/**
 * Checks a finder request field by field and converts it to inches and pounds. Every problem comes back with the
 * field it belongs to, worded for the reader (the page shows it next to that field, REST in `fields`, GraphQL in
 * `extensions.fields`); nothing here throws.
 */
export function checkFitQuery(query: FitQuery): FitInputCheck {
  const errors: Partial<Record<FitField, string>> = {};
  const breed = text(query.breed).toLowerCase();
  const age = text(query.age).toLowerCase();
  const unitText = text(query.unit).toLowerCase() || 'in';
  if (!BREEDS.includes(breed as Breed)) errors.breed = breed ? 'Choose English, French or American bulldog.' : 'Choose the breed.';
  if (!(AGE_BANDS as readonly string[]).includes(age)) errors.age = age ? 'Choose one of the four age bands.' : 'Choose the age.';
  if (!(LENGTH_UNITS as readonly string[]).includes(unitText)) errors.unit = 'Choose inches or centimetres.';
  const unit: LengthUnit = unitText === 'cm' ? 'cm' : 'in';
  const weightUnit = WEIGHT_UNIT[unit];
  const notMeasured = text(query.measured).toLowerCase() === 'no';

  let neckIn: number | null = null;
  let typedNeck: number | null = null;
  const neckText = notMeasured ? '' : text(query.neck);
  if (neckText) {
    const neck = parseDecimal(neckText);
    if (neck === null)
      errors.neck = `Type the neck as a number of ${unit === 'in' ? 'inches' : 'centimetres'}, e.g. ${unit === 'in' ? '15.5' : '40'}.`;
    else if (neck <= 0) errors.neck = 'The neck measurement must be more than 0.';
    else {
      const inches = toInches(neck, unit);
      const problem = outOfRange('neck', inches, NECK_LIMITS_IN, (v) => fromInches(v, unit), unit);
      if (problem) errors.neck = problem;
      else [neckIn, typedNeck] = [inches, neck];
    }
  }

  let weightLbs: number | null = null;
  let typedWeight: number | null = null;
  const weightText = text(query.weight);
  if (weightText) {
    const weight = parseDecimal(weightText);
    if (weight === null) errors.weight = `Type the weight as a number of ${weightUnit}, e.g. ${unit === 'in' ? '22' : '10'}.`;
    else if (weight <= 0) errors.weight = 'The weight must be more than 0.';
    else {
      const pounds = toPounds(weight, unit);
      const problem = outOfRange('weight', pounds, WEIGHT_LIMITS_LBS, (v) => fromPounds(v, unit), weightUnit);
      if (problem) errors.weight = problem;
      else [weightLbs, typedWeight] = [pounds, weight];
    }
  } else if (!neckText && !errors.neck) {
    // Without a neck measurement the estimate reads the weight: one of the two is needed.
    errors.weight = notMeasured
      ? `Type the weight in ${weightUnit}: we estimate the neck from it.`
      : `Type the neck measurement, or tick "I have not measured" and type the weight.`;
    if (!notMeasured) errors.neck = 'Type the neck measurement (or tick "I have not measured").';
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { breed: breed as Breed, age: age as AgeBand, unit, neckIn, weightLbs, typed: { neck: typedNeck, weight: typedWeight } },
  };
}

/** The chart figures an estimate reads: the breed's own adult figures, else the general chart's row for the age. */
export function bandFigures(breed: Breed, age: AgeBand) {
  if (age === 'adult') return BREED_FIGURES[breed];
  const row = SIZE_CHART.find((r) => r.age === AGE_BAND_ROW[age]);
  if (!row) throw new Error(`The size chart has no row for ${age}`);
  return row;
}
