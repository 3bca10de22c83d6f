export {
  BEST_SCORE,
  SCORING_CRITERIA,
  editorialScore,
  isValidMark,
  type CollarReview,
  type CollarSize,
  type Criterion,
  type CriterionScores,
  type TestDog,
  type TestNotes,
} from './lib/reviews';
export { formatScore } from './lib/format-score';
