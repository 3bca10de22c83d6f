const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, as YYYY-MM-DD (the unit of the roll-up, the visitor hash and pruning). */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Milliseconds from `moment` to the next UTC midnight. */
export function msUntilNextUtcMidnight(moment: Date): number {
  return DAY_MS - (moment.getTime() % DAY_MS);
}
