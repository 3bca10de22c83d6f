import { AGE_BAND_ROW, bandFigures, isPuppyBand, type AgeBand, type FitInput } from './fit-input';
import {
  BREED_FIGURES,
  COLLAR_ALLOWANCE_IN,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_EXTRA_IN,
  TWO_FINGER_CHECK,
  type Breed,
  type Range,
} from './sizing';
import { clean, formatLengthRange, formatWeight, formatWeightRange, type LengthUnit } from './units';

/** A size as a collar lists it (structurally @bcg/shared/reviews' CollarSize): the necks it fits, inches, inclusive. */
export interface FitSize {
  label: string;
  neckIn: Range;
}

/** What the finder needs to know of a collar; the caller's own object rides along untouched. */
export interface FitCollar {
  sizes: readonly FitSize[];
  /** Out of 10; null for a collar not reviewed yet (ranked last). */
  editorialScore: number | null;
  fitNotes: readonly string[];
  /** Width in inches; null when unknown. */
  widthIn: number | null;
}

/** A collar with a size for this dog. */
export interface FitMatch<C extends FitCollar> {
  collar: C;
  /** The exact size to pick. */
  size: FitSize;
  /** The collar's fit notes for this breed: those that name it, and those that name no breed. */
  fitNotes: string[];
  /** An adult collar narrower than MIN_ADULT_COLLAR_WIDTH_IN: for ID tags, not for walks. */
  narrowerThanMinimum: boolean;
}

/** A collar whose nearest size misses this dog, and by how much. */
export interface FitNearMiss<C extends FitCollar> {
  collar: C;
  size: FitSize;
  /** How far the size's range is from the neck, inches (always more than 0). */
  missByIn: number;
  /** 'small': the largest fitting size is too tight; 'large': the smallest is too loose. */
  direction: 'small' | 'large';
}

export interface FitRecommendation<C extends FitCollar> {
  input: FitInput;
  puppy: boolean;
  /** False when the neck range is estimated from the chart. */
  measured: boolean;
  /** The neck: one number (min = max) when measured, the chart's likely range when estimated. Inches. */
  neckIn: Range;
  /** When estimated: how, in a sentence, in the reader's unit. Null when measured. */
  estimate: string | null;
  /** Inches added to the neck: the allowance, plus the puppy's extra inch. */
  allowanceIn: number;
  /** The collar length to buy: neck plus allowance, inches. */
  collarLengthIn: Range;
  /** The narrowest collar for this dog, inches; null for a puppy (lighter collars are fine while growing). */
  minWidthIn: number | null;
  /** The check to make once the collar is on. */
  twoFingerCheck: string;
  /** Every collar with a size covering the neck, best editorial score first. */
  matches: Array<FitMatch<C>>;
  /** When nothing fits: the closest sizes, nearest first (else empty). */
  closest: Array<FitNearMiss<C>>;
}

/** How far either side of the chart's likely neck an estimate reaches, inches. */
const ESTIMATE_SPREAD_IN = 1;
/** How many near misses an answer with no fitting collar lists. */
export const CLOSEST_OPTIONS = 3;

const half = (value: number) => Math.round(value * 2) / 2;
const clamp = (value: number, { min, max }: Range) => Math.min(max, Math.max(min, value));

const BREED_WORDS: Readonly<Record<Breed, RegExp>> = {
  english: /\benglish\b/i,
  french: /\bfrench(ie)?s?\b/i,
  american: /\bamerican\b/i,
};

/** The fit notes that apply to a breed: a note naming breeds applies to those; a note naming none, to every bulldog. */
export function fitNotesFor(notes: readonly string[], breed: Breed): string[] {
  return notes.filter((note) => {
    const named = (Object.keys(BREED_WORDS) as Breed[]).filter((b) => BREED_WORDS[b].test(note));
    return named.length === 0 || named.includes(breed);
  });
}

/** The collar length for a neck: the neck plus 2 inches, plus 1 more for a puppy (spec section 9). */
function collarAllowanceIn(age: AgeBand): number {
  return COLLAR_ALLOWANCE_IN + (isPuppyBand(age) ? PUPPY_EXTRA_IN : 0);
}

/**
 * The neck a dog of this breed, age and weight likely has, from the chart: the weight's place within the band's
 * weights, carried to the same place within its necks (to the half inch), then {@link ESTIMATE_SPREAD_IN} either side,
 * kept within the band's necks. A weight outside the band counts as the band's nearest end, and the note says so.
 */
export function estimateNeck(breed: Breed, age: AgeBand, weightLbs: number, unit: LengthUnit): { neckIn: Range; note: string } {
  const band = bandFigures(breed, age);
  const share = clamp((weightLbs - band.weightLbs.min) / (band.weightLbs.max - band.weightLbs.min), { min: 0, max: 1 });
  const likely = half(band.neckIn.min + share * (band.neckIn.max - band.neckIn.min));
  const neckIn = {
    min: Math.max(band.neckIn.min, likely - ESTIMATE_SPREAD_IN),
    max: Math.min(band.neckIn.max, likely + ESTIMATE_SPREAD_IN),
  };
  const who = age === 'adult' ? `an adult ${BREED_FIGURES[breed].name}` : `a bulldog puppy of ${AGE_BAND_ROW[age]}`;
  const outside =
    weightLbs < band.weightLbs.min || weightLbs > band.weightLbs.max
      ? ` That weight is outside the chart's ${formatWeightRange(band.weightLbs, unit)} for ${who}, so we used the nearest end of the chart.`
      : '';
  return {
    neckIn,
    note:
      `Estimated, not measured: from our size chart, ${who} weighing ${formatWeight(weightLbs, unit)} usually has a neck of ` +
      `${formatLengthRange(neckIn, unit)}.${outside} Measure the neck before you buy: necks vary more than weights.`,
  };
}

const covers = (size: FitSize, neck: Range) => size.neckIn.min <= neck.min && neck.max <= size.neckIn.max;
const middle = ({ min, max }: Range) => (min + max) / 2;

/**
 * Of the sizes covering the neck, the one to pick: for an adult the one whose middle is nearest the neck (room to
 * adjust both ways); for a growing puppy the one with the most room above it.
 */
function pickSize(sizes: FitSize[], neck: Range, puppy: boolean): FitSize | undefined {
  const score = (size: FitSize) => (puppy ? -size.neckIn.max : Math.abs(middle(size.neckIn) - middle(neck)));
  return [...sizes].sort((a, b) => score(a) - score(b))[0];
}

/** How far a size misses a neck range (0 when it covers it), and which way. */
function miss(size: FitSize, neck: Range): { missByIn: number; direction: 'small' | 'large' } {
  const tooSmall = Math.max(0, neck.max - size.neckIn.max);
  const tooLarge = Math.max(0, size.neckIn.min - neck.min);
  return tooSmall >= tooLarge ? { missByIn: tooSmall, direction: 'small' } : { missByIn: tooLarge, direction: 'large' };
}

const byScore = (a: FitCollar, b: FitCollar) => (b.editorialScore ?? -1) - (a.editorialScore ?? -1);

/**
 * The finder's answer for one dog: the neck (measured, or estimated from the chart and said so), the collar length
 * to buy, the minimum width, the two-finger check, and every collar with a size covering the neck, best editorial
 * score first, each with the size to pick and its fit notes for the breed. When no collar fits: no match, and the
 * closest sizes instead. A pure function of the checked input and the catalogue.
 */
export function recommendFit<C extends FitCollar>(input: FitInput, collars: readonly C[]): FitRecommendation<C> {
  const puppy = isPuppyBand(input.age);
  let neckIn: Range;
  let estimate: string | null = null;
  if (input.neckIn !== null) neckIn = { min: input.neckIn, max: input.neckIn };
  else {
    if (input.weightLbs === null) throw new RangeError('An estimate needs the weight: check the input with checkFitQuery first');
    ({ neckIn, note: estimate } = estimateNeck(input.breed, input.age, input.weightLbs, input.unit));
  }
  const allowanceIn = collarAllowanceIn(input.age);
  const minWidthIn = puppy ? null : MIN_ADULT_COLLAR_WIDTH_IN;

  const matches: Array<FitMatch<C>> = [];
  for (const collar of [...collars].sort(byScore)) {
    const size = pickSize(
      collar.sizes.filter((s) => covers(s, neckIn)),
      neckIn,
      puppy,
    );
    if (!size) continue;
    matches.push({
      collar,
      size,
      fitNotes: fitNotesFor(collar.fitNotes, input.breed),
      narrowerThanMinimum: minWidthIn !== null && collar.widthIn !== null && collar.widthIn < minWidthIn,
    });
  }

  const closest =
    matches.length > 0
      ? []
      : collars
          .flatMap((collar) => {
            const nearest = collar.sizes.map((size) => ({ size, ...miss(size, neckIn) })).sort((a, b) => a.missByIn - b.missByIn)[0];
            return nearest ? [{ collar, ...nearest }] : [];
          })
          .sort((a, b) => a.missByIn - b.missByIn || byScore(a.collar, b.collar))
          .slice(0, CLOSEST_OPTIONS);

  return {
    input,
    puppy,
    measured: input.neckIn !== null,
    neckIn,
    estimate,
    allowanceIn,
    collarLengthIn: { min: clean(neckIn.min + allowanceIn), max: clean(neckIn.max + allowanceIn) },
    minWidthIn,
    twoFingerCheck: TWO_FINGER_CHECK,
    matches,
    closest,
  };
}
