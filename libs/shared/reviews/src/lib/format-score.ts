/**
 * "8.7": a score or a mark as the pages print it, always with its one decimal. A module of its own: the cards on the
 * home page need only this, not the criteria table and the formula.
 */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
