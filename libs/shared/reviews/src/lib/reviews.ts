import type { Breed, Range } from '@bcg/shared/sizing';

/** The five criteria of the methodology, each scored 0-10 with one decimal. */
export type Criterion = 'safetyDurability' | 'comfortFit' | 'customerSatisfaction' | 'value' | 'features';

export interface ScoringCriterion {
  key: Criterion;
  label: string;
  /** Share of the editorial score, in percent; the five add up to 100. */
  weight: number;
  /** What the criterion looks at, as the methodology page explains it. */
  measures: string;
}

/** The scoring weights. The methodology page, the review pages and the total all read this table. */
export const SCORING_CRITERIA: readonly ScoringCriterion[] = [
  {
    key: 'safetyDurability',
    label: 'Safety and durability',
    weight: 25,
    measures: 'Buckle and D-ring strength, stitching after 30 days, edges, escape resistance',
  },
  {
    key: 'comfortFit',
    label: 'Comfort and fit',
    weight: 25,
    measures: 'Skin under the collar each week, width, weight, how it sits in the neck folds',
  },
  {
    key: 'customerSatisfaction',
    label: 'Customer satisfaction',
    weight: 20,
    measures: 'Patterns in verified owner reviews, especially from bulldog owners',
  },
  { key: 'value', label: 'Value', weight: 15, measures: 'Price against lifespan and what comparable collars offer' },
  { key: 'features', label: 'Features', weight: 15, measures: 'Reflectivity, washability, quick release, size range, ID options' },
];

/** One collar's marks on the five criteria, each 0-10 in steps of 0.1. */
export type CriterionScores = Record<Criterion, number>;

/** The best mark on a criterion and the best editorial score. */
export const BEST_SCORE = 10;

/** Whether a mark is a number from 0 to 10 with at most one decimal. */
export function isValidMark(mark: number): boolean {
  return Number.isFinite(mark) && mark >= 0 && mark <= BEST_SCORE && Math.abs(mark * 10 - Math.round(mark * 10)) < 1e-9;
}

/**
 * The editorial score out of 10: the weighted mean of the five marks, rounded half up to one decimal. Computed in
 * whole tenths and whole percents, so no floating-point residue can tip a rounding (8.65 is 8.7, not 8.6).
 * The only place a total is ever computed: pages, JSON-LD, sorting and the API all call this.
 */
export function editorialScore(scores: CriterionScores): number {
  let weightedTenths = 0; // tenths of a mark times percent
  for (const { key, weight } of SCORING_CRITERIA) {
    const mark = scores[key];
    if (!isValidMark(mark)) throw new RangeError(`The ${key} mark must be 0-10 in steps of 0.1, got ${mark}`);
    weightedTenths += Math.round(mark * 10) * weight;
  }
  return Math.floor((weightedTenths + 50) / 100) / 10;
}

/** One size a collar is sold in, with the neck range it fits (inches, inclusive). */
export interface CollarSize {
  /** The retailer's name for the size, e.g. "M" or "Medium". */
  label: string;
  neckIn: Range;
}

/** The dog that wore the collar during our test, as measured at the start of it. */
export interface TestDog {
  name: string;
  breed: Breed;
  /** Age in years at the start of the test (0.5 for six months). */
  ageYears: number;
  neckIn: number;
  weightLbs: number;
}

/** What our wear test found. */
export interface TestNotes {
  daysWorn: number;
  dog: TestDog;
  /** What happened, one observation per entry, in the order it happened. */
  findings: string[];
}

/** The review of one collar: everything the review page shows beyond the catalogue fields. */
export interface CollarReview {
  /** The verdict in one sentence. */
  verdict: string;
  scores: CriterionScores;
  testNotes: TestNotes;
  pros: string[];
  cons: string[];
}
