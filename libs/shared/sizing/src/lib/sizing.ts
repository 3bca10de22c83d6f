/** An inclusive range of a measurement: pounds, inches of neck or collar, inches of width. */
export interface Range {
  min: number;
  max: number;
}

/** Spec section 9: collar size is the neck measurement plus this many inches... */
export const COLLAR_ALLOWANCE_IN = 2;
/** ...plus this many more for a growing puppy... */
export const PUPPY_EXTRA_IN = 1;
/** ...and an adult's collar is at least this wide (narrower collars are for puppies or for ID tags only). */
export const MIN_ADULT_COLLAR_WIDTH_IN = 1.25;

export type SizeChartAge = '8-12 weeks' | '3-6 months' | '6-12 months' | 'Adult';

export interface SizeChartRow {
  age: SizeChartAge;
  weightLbs: Range;
  neckIn: Range;
  collarIn: Range;
}

/**
 * Spec section 9: the general size chart by age. It is drawn for a full-size bulldog: the adult row spans heavier
 * English bulldogs and lighter American bulldogs; French bulldogs sit well below it. Text that gives one breed's
 * numbers uses {@link BREED_FIGURES} instead.
 */
export const SIZE_CHART: readonly SizeChartRow[] = [
  { age: '8-12 weeks', weightLbs: { min: 8, max: 15 }, neckIn: { min: 8, max: 12 }, collarIn: { min: 10, max: 14 } },
  { age: '3-6 months', weightLbs: { min: 15, max: 30 }, neckIn: { min: 12, max: 16 }, collarIn: { min: 14, max: 18 } },
  { age: '6-12 months', weightLbs: { min: 30, max: 45 }, neckIn: { min: 16, max: 20 }, collarIn: { min: 18, max: 22 } },
  { age: 'Adult', weightLbs: { min: 45, max: 65 }, neckIn: { min: 18, max: 24 }, collarIn: { min: 20, max: 26 } },
];

export type Breed = 'english' | 'french' | 'american';

export interface BreedFigures {
  name: string;
  /** Typical adult weight, pounds. */
  weightLbs: Range;
  /** Typical adult neck, inches. */
  neckIn: Range;
  /** Collar size: the neck plus {@link COLLAR_ALLOWANCE_IN}. */
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

/** Spec section 9: the check once the collar is on (the allowance is what makes room for the fingers). */
export const TWO_FINGER_CHECK = 'Fasten the collar and check that 2 fingers slide flat underneath it.';

/**
 * Spec section 9: the sizing advice, in the order a reader follows it. Built from the constants above, so the home
 * page, the breed guides, the fit finder, the printable guide page and the guide e-mail print the numbers the rules use.
 */
export const MEASURING_STEPS: readonly string[] = [
  'Find the middle of the neck, halfway between the base of the skull and the shoulders, under the loose skin.',
  'Wrap a soft tape around it, snug but not pinching, and note the number (measure standing and sitting; keep the larger).',
  `Add ${COLLAR_ALLOWANCE_IN} inches: that is the collar size to buy.`,
  TWO_FINGER_CHECK,
  `Choose a wide collar, at least ${MIN_ADULT_COLLAR_WIDTH_IN} inches, to spread pressure away from the windpipe.`,
  `For a puppy, add ${PUPPY_EXTRA_IN} extra inch and re-check the fit every week or two.`,
];
