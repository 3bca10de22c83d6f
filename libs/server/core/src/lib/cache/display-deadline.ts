import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The earliest moment (ms since the epoch, on the clock the services judge by) at which something an answer showed
 * stops being true with the passing of time alone, no write involved: a retailer price past its display window.
 * Infinity while nothing shown has such a moment.
 */
export class DisplayDeadline {
  until = Number.POSITIVE_INFINITY;

  /** Counts one more moment; the earliest wins. */
  note(at: number): void {
    if (at < this.until) this.until = at;
  }
}

/**
 * The deadline of the answer being prepared in this asynchronous context. Services report into it without knowing
 * who prepares what (a page render, a GraphQL answer, a REST read), so a cache can keep an answer exactly as long as
 * everything in it stays true, instead of dropping every answer whenever any price anywhere gets too old.
 */
const collecting = new AsyncLocalStorage<DisplayDeadline>();

/**
 * Runs `work` (and everything it starts, synchronously or not) with `deadline` collecting what it reports.
 * @returns what `work` returns.
 */
export function collectDisplayDeadline<T>(deadline: DisplayDeadline, work: () => T): T {
  return collecting.run(deadline, work);
}

/**
 * Tells the answer being prepared, if anyone collects for it, that what it just showed stops being true at `at`
 * (a Date or ms since the epoch). Outside a collecting context it does nothing.
 */
export function reportDisplayDeadline(at: Date | number): void {
  collecting.getStore()?.note(typeof at === 'number' ? at : at.getTime());
}

/**
 * Tells the answer being prepared, if anyone collects for it, that it shows one reader's own data, which writes
 * change without counting as public content (a reader's email preferences): a cache sends such an answer and never
 * keeps it.
 */
export function reportUnshareable(): void {
  collecting.getStore()?.note(Number.NEGATIVE_INFINITY);
}
