export {
  BEST_SCORE,
  SCORING_CRITERIA,
  editorialScore,
  formatScore,
  isValidMark,
  type CollarReview,
  type CollarSize,
  type Criterion,
  type CriterionScores,
  type ScoringCriterion,
  type TestDog,
  type TestNotes,
} from './lib/reviews';
