/** An inclusive range of a measurement: pounds, inches of neck or collar, inches of width. */
export interface Range {
  min: number;
  max: number;
}

/**
 * The sizing convention, in one place: a size is chosen by the neck range it fits (with room to adjust either way),
 * then checked with two fingers. The collar length (neck plus the allowance, plus the puppy's extra inch) is only
 * what the fastened collar will measure around: a secondary figure, never the size to buy.
 */
export const COLLAR_ALLOWANCE_IN = 2;
/** ...plus this many more for a growing puppy (the fitted length of a puppy collar, set a hole looser). */
export const PUPPY_EXTRA_IN = 1;
/** An adult's collar is at least this wide (narrower collars are for puppies or for ID tags only). */
export const MIN_ADULT_COLLAR_WIDTH_IN = 1.25;
/** A puppy's collar may be lighter, down to this width, until its neck passes {@link PUPPY_LIGHT_COLLAR_MAX_NECK_IN}. */
export const PUPPY_MIN_COLLAR_WIDTH_IN = 0.75;
/** Past this neck a puppy pulls like an adult: it needs the adult minimum width. */
export const PUPPY_LIGHT_COLLAR_MAX_NECK_IN = 14;
/**
 * A size is offered only when the neck sits at least this far inside both ends of its range: a buckle or slide
 * needs room to loosen after a meal or in winter coat, and to tighten as the collar stretches.
 */
export const MIN_ROOM_IN = 1;
/** A growing puppy needs this much room above its neck, so the collar lasts through the next weeks of growth. */
export const PUPPY_ROOM_ABOVE_IN = 2;

/** What the fastened collar measures around a neck: the allowance, plus the puppy's extra inch below adult age. */
export function fittedLengthIn(neckIn: Range, puppy: boolean): Range {
  const allowance = COLLAR_ALLOWANCE_IN + (puppy ? PUPPY_EXTRA_IN : 0);
  return { min: neckIn.min + allowance, max: neckIn.max + allowance };
}

function chartRow(age: SizeChartAge, weightLbs: Range, neckIn: Range): SizeChartRow {
  return { age, weightLbs, neckIn, collarIn: fittedLengthIn(neckIn, age !== 'Adult') };
}

export type SizeChartAge = '8-12 weeks' | '3-6 months' | '6-12 months' | 'Adult';

export interface SizeChartRow {
  age: SizeChartAge;
  weightLbs: Range;
  neckIn: Range;
  /** What the fastened collar measures around (neck plus the allowance): a secondary figure, not a size. */
  collarIn: Range;
}

/**
 * The general size chart by age (its weights and necks). It is drawn for a full-size bulldog: the
 * adult row spans heavier English bulldogs and lighter American bulldogs; French bulldogs sit well below it. Text
 * that gives one breed's numbers uses {@link BREED_FIGURES} instead, and says which it is. The fitted length follows
 * the one rule (the puppy rows include the growing puppy's extra inch).
 */
export const SIZE_CHART: readonly SizeChartRow[] = [
  chartRow('8-12 weeks', { min: 8, max: 15 }, { min: 8, max: 12 }),
  chartRow('3-6 months', { min: 15, max: 30 }, { min: 12, max: 16 }),
  chartRow('6-12 months', { min: 30, max: 45 }, { min: 16, max: 20 }),
  chartRow('Adult', { min: 45, max: 65 }, { min: 18, max: 24 }),
];

export type Breed = 'english' | 'french' | 'american';

export interface BreedFigures {
  name: string;
  /** Typical adult weight, pounds. */
  weightLbs: Range;
  /** Typical adult neck, inches. */
  neckIn: Range;
  /** What the fastened collar measures around: the neck plus {@link COLLAR_ALLOWANCE_IN}. Not a size to buy. */
  collarIn: Range;
  /** Recommended collar width for an adult, inches: never below {@link MIN_ADULT_COLLAR_WIDTH_IN}. */
  widthIn: Range;
}

/**
 * The one table of adult figures per breed: every page and article that states a breed's weight, neck, collar size
 * or width agrees with it (the seed's content-consistency spec checks the texts against it). English bulldogs follow
 * the AKC standard (males about 50 lb, females about 40); American bulldogs vary widely with their line.
 */
export const BREED_FIGURES: Readonly<Record<Breed, BreedFigures>> = {
  english: {
    name: 'English Bulldog',
    weightLbs: { min: 40, max: 55 },
    neckIn: { min: 18, max: 24 },
    collarIn: { min: 20, max: 26 },
    widthIn: { min: 1.5, max: 2 },
  },
  french: {
    name: 'French Bulldog',
    weightLbs: { min: 16, max: 28 },
    neckIn: { min: 13, max: 18 },
    collarIn: { min: 15, max: 20 },
    widthIn: { min: 1.25, max: 1.5 },
  },
  american: {
    name: 'American Bulldog',
    weightLbs: { min: 60, max: 100 },
    neckIn: { min: 20, max: 26 },
    collarIn: { min: 22, max: 28 },
    widthIn: { min: 1.5, max: 2 },
  },
};

/** "40-55 lbs", "18-24 in": a range as the pages print it. */
export function formatRange({ min, max }: Range, unit: 'lbs' | 'in'): string {
  return `${min}-${max} ${unit}`;
}

/** The check once the collar is on. */
export const TWO_FINGER_CHECK = 'Fasten the collar and check that 2 fingers slide flat underneath it.';

/** The rule that picks a size, in one sentence: every page that tells a reader how to choose says this. */
export const SIZE_RULE =
  `Choose the size whose neck range holds your dog's neck with at least ${MIN_ROOM_IN} inch to spare at each end ` +
  `(${PUPPY_ROOM_ABOVE_IN} inches above it for a growing puppy); when two sizes qualify, take the one with more room.`;

/** What the collar length is, in one sentence: a figure to check against, never the size to buy. */
export const COLLAR_LENGTH_NOTE =
  `Fitted, the collar will measure about the neck plus ${COLLAR_ALLOWANCE_IN} inches around ` +
  `(plus ${PUPPY_EXTRA_IN} more for a puppy): a figure to check the fit against, not the size to buy.`;

/** The chart's heading for the collar length column: what the fastened collar measures, not a size. */
export const CHART_COLLAR_COLUMN = 'Collar length when fitted';

/** The width rule in one sentence, with the puppy's lighter minimum. */
export const WIDTH_RULE =
  `Choose a wide collar, at least ${MIN_ADULT_COLLAR_WIDTH_IN} inches for an adult, to spread pressure away from the windpipe ` +
  `(a puppy may wear one from ${PUPPY_MIN_COLLAR_WIDTH_IN} inches until its neck passes ${PUPPY_LIGHT_COLLAR_MAX_NECK_IN} inches).`;

/**
 * The sizing advice, in the order a reader follows it. Built from the constants above, so the home
 * page, the breed guides, the fit finder, the printable guide page and the guide e-mail print the numbers the rules use.
 */
export const MEASURING_STEPS: readonly string[] = [
  'Find the middle of the neck, halfway between the base of the skull and the shoulders, under the loose skin.',
  'Wrap a soft tape around it, snug but not pinching, and note the number (measure standing and sitting; keep the larger).',
  `Look the neck up in the collar's size table: ${SIZE_RULE.charAt(0).toLowerCase()}${SIZE_RULE.slice(1)}`,
  TWO_FINGER_CHECK,
  WIDTH_RULE,
  `${COLLAR_LENGTH_NOTE} Re-check a puppy's fit every week or two.`,
];
