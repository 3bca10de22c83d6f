import { AGE_BAND_ROW, bandFigures, isPuppyBand, type AgeBand, type FitInput } from './fit-input';
import { minWidthFor, offeredSize, plausibleNeckIn, roomIn, roomNeeded, roomScore, type FitSize, type SizeRoom } from './size-choice';
import { BREED_FIGURES, COLLAR_ALLOWANCE_IN, PUPPY_EXTRA_IN, TWO_FINGER_CHECK, type Breed, type Range } from './sizing';
import { clean, formatLengthRange, formatWeight, formatWeightRange, type LengthUnit } from './units';

/** What the finder needs to know of a collar; the caller's own object rides along untouched. */
export interface FitCollar {
  sizes: readonly FitSize[];
  /** Out of 10; null for a collar not reviewed yet (ranked last among equals). */
  editorialScore: number | null;
  fitNotes: readonly string[];
  /** Width in inches; null when unknown (then it is not offered: its width cannot be checked). */
  widthIn: number | null;
  /** The breeds the owner says the collar suits; empty when not said yet. */
  breeds: readonly Breed[];
}

/** A collar with a size for this dog. */
export interface FitMatch<C extends FitCollar> {
  collar: C;
  /** The exact size to pick. */
  size: FitSize;
  /** The room that size leaves below and above the neck, inches. */
  room: SizeRoom;
  /** Whether the owner lists the collar as suited to this breed (ranked first). */
  suited: boolean;
  /** The collar's fit notes for this breed: those that name it, and those that name no breed. */
  fitNotes: string[];
}

/** A collar whose nearest size misses this dog, and by how much. */
export interface FitNearMiss<C extends FitCollar> {
  collar: C;
  size: FitSize;
  /** How much room the size lacks on its short side, inches (always more than 0). */
  missByIn: number;
  /** 'small': too little room above the neck; 'large': too little below it. */
  direction: 'small' | 'large';
}

/** Which part of the ranked list an answer shows. */
export interface FitPage {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** How many collars one answer lists: the rest are a "more collars" link away. */
export const FIT_PAGE_SIZE = 12;

export interface FitRecommendation<C extends FitCollar> {
  input: FitInput;
  puppy: boolean;
  /** False when the neck range is estimated from the chart. */
  measured: boolean;
  /** The neck: one number (min = max) when measured, the chart's likely range when estimated. Inches. */
  neckIn: Range;
  /** When estimated: how, in a sentence, in the reader's unit. Null when measured. */
  estimate: string | null;
  /** The necks this breed plausibly has at this age, inches. */
  plausibleNeckIn: Range;
  /** When the neck lies outside the plausible range: a sentence saying so, in the reader's unit; else null. */
  neckWarning: string | null;
  /** Room the size must leave below and above the neck, inches. */
  roomNeeded: SizeRoom;
  /** Inches added to the neck for the fitted length: the allowance, plus the puppy's extra inch. */
  allowanceIn: number;
  /** What the fastened collar will measure around: neck plus allowance, inches. A secondary figure, not a size. */
  collarLengthIn: Range;
  /** The narrowest collar for this dog, inches: narrower collars are never offered. */
  minWidthIn: number;
  /** The check to make once the collar is on. */
  twoFingerCheck: string;
  /** How many collars have a size for this dog, in all pages. */
  matchCount: number;
  /** The page of the ranked collars shown, 1-based, and how many pages there are (0 with no match). */
  page: number;
  pageCount: number;
  /** One page of the collars with a size for this dog: suited to the breed first, then most room, then best score. */
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

/** What the fastened collar measures beyond the neck: 2 inches, plus 1 more for a puppy. */
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

/** How much room a size lacks around a neck (0 when it has enough), and on which side. */
function miss(size: FitSize, neck: Range, age: AgeBand): { missByIn: number; direction: 'small' | 'large' } {
  const room = roomIn(size, neck);
  const needed = roomNeeded(age);
  const shortAbove = Math.max(0, clean(needed.aboveIn - room.aboveIn));
  const shortBelow = Math.max(0, clean(needed.belowIn - room.belowIn));
  return shortAbove >= shortBelow ? { missByIn: shortAbove, direction: 'small' } : { missByIn: shortBelow, direction: 'large' };
}

const byScore = (a: FitCollar, b: FitCollar) => (b.editorialScore ?? -1) - (a.editorialScore ?? -1);
const wideEnough = (collar: FitCollar, minWidthIn: number) => collar.widthIn !== null && collar.widthIn >= minWidthIn;

/** The sentence for a neck outside what the breed plausibly has at this age, or null. */
function neckWarningFor(input: FitInput, neck: Range, plausible: Range): string | null {
  if (neck.min >= plausible.min && neck.max <= plausible.max) return null;
  const who =
    input.age === 'adult'
      ? `an adult ${BREED_FIGURES[input.breed].name}`
      : `a ${BREED_FIGURES[input.breed].name} puppy of ${AGE_BAND_ROW[input.age]}`;
  const what = input.neckIn !== null ? `A ${formatLengthRange(neck, input.unit)} neck` : 'That neck';
  return (
    `${what} is outside the ${formatLengthRange(plausible, input.unit)} we expect for ${who}. ` +
    'Check the measurement, the unit, the breed and the age before you buy; the sizes below are for the number you gave.'
  );
}

/**
 * The finder's answer for one dog: the neck (measured, or estimated from the chart and said so), a warning when it
 * is implausible for the breed and age, the minimum width, the two-finger check, the fitted collar length (a
 * secondary figure), and one page of the collars offered: those at least the minimum width with a size leaving room
 * either side of the neck ({@link chooseSize}), the breed's own collars first, then the most room, then the best
 * editorial score. When no collar qualifies: the closest sizes instead. A pure function of the input and catalogue.
 */
export function recommendFit<C extends FitCollar>(
  input: FitInput,
  collars: readonly C[],
  { page = 1, pageSize = FIT_PAGE_SIZE }: Partial<FitPage> = {},
): FitRecommendation<C> {
  const puppy = isPuppyBand(input.age);
  let neckIn: Range;
  let estimate: string | null = null;
  if (input.neckIn !== null) neckIn = { min: input.neckIn, max: input.neckIn };
  else {
    if (input.weightLbs === null) throw new RangeError('An estimate needs the weight: check the input with checkFitQuery first');
    ({ neckIn, note: estimate } = estimateNeck(input.breed, input.age, input.weightLbs, input.unit));
  }
  const allowanceIn = collarAllowanceIn(input.age);
  const minWidthIn = minWidthFor(input.age, neckIn);
  const plausible = plausibleNeckIn(input.breed, input.age);
  const wide = collars.filter((collar) => wideEnough(collar, minWidthIn));

  const ranked: Array<FitMatch<C> & { score: number }> = [];
  for (const collar of wide) {
    const size = offeredSize(collar, neckIn, input.age);
    if (!size) continue;
    ranked.push({
      collar,
      size,
      room: roomIn(size, neckIn),
      suited: collar.breeds.includes(input.breed),
      fitNotes: fitNotesFor(collar.fitNotes, input.breed),
      score: roomScore(size, neckIn, input.age),
    });
  }
  ranked.sort((a, b) => Number(b.suited) - Number(a.suited) || b.score - a.score || byScore(a.collar, b.collar));

  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.ceil(ranked.length / size);
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
  const matches = ranked.slice((current - 1) * size, current * size).map(({ score: _score, ...match }) => match);

  const closest =
    ranked.length > 0
      ? []
      : wide
          .flatMap((collar) => {
            const nearest = collar.sizes
              .map((s) => ({ size: s, ...miss(s, neckIn, input.age) }))
              .sort((a, b) => a.missByIn - b.missByIn)[0];
            return nearest ? [{ collar, ...nearest }] : [];
          })
          .sort(
            (a, b) =>
              Number(b.collar.breeds.includes(input.breed)) - Number(a.collar.breeds.includes(input.breed)) ||
              a.missByIn - b.missByIn ||
              byScore(a.collar, b.collar),
          )
          .slice(0, CLOSEST_OPTIONS);

  return {
    input,
    puppy,
    measured: input.neckIn !== null,
    neckIn,
    estimate,
    plausibleNeckIn: plausible,
    neckWarning: neckWarningFor(input, neckIn, plausible),
    roomNeeded: roomNeeded(input.age),
    allowanceIn,
    collarLengthIn: { min: clean(neckIn.min + allowanceIn), max: clean(neckIn.max + allowanceIn) },
    minWidthIn,
    twoFingerCheck: TWO_FINGER_CHECK,
    matchCount: ranked.length,
    page: pageCount === 0 ? 1 : current,
    pageCount,
    matches,
    closest,
  };
}
