/**
 * The longest delay Node keeps in a timer (setTimeout, setInterval, AbortSignal.timeout): 2^31 - 1 ms, about 24.8
 * days. A longer one fires after 1 ms, with nothing but a warning on stderr.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * A delay as a timer keeps it: at most {@link MAX_TIMER_DELAY_MS}, at least 0 (NaN counts as 0). Every timer whose
 * delay comes from outside (a retailer's Retry-After) or from configuration takes it through here; a wait meant to be
 * longer sleeps again for the rest (see {@link sleepFor}).
 */
export function timerDelay(ms: number): number {
  if (!(ms > 0)) return 0;
  return Math.min(ms, MAX_TIMER_DELAY_MS);
}

/**
 * Resolves after `ms`, however long (a wait past the timer limit is slept in parts), or rejects with the signal's
 * reason when it aborts.
 */
export async function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  const until = Date.now() + (Number.isNaN(ms) ? 0 : ms);
  signal?.throwIfAborted();
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, timerDelay(left));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
