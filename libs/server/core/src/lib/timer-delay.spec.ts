import { MAX_TIMER_DELAY_MS, sleepFor, timerDelay } from './timer-delay';

describe('timerDelay', () => {
  it('keeps a delay a timer can hold, and brings any other within the limit', () => {
    expect(timerDelay(1500)).toBe(1500);
    expect(timerDelay(MAX_TIMER_DELAY_MS)).toBe(MAX_TIMER_DELAY_MS);
    // Ten years, as a retailer's Retry-After once asked: Node would fire it after 1 ms.
    expect(timerDelay(10 * 365 * 24 * 3600 * 1000)).toBe(MAX_TIMER_DELAY_MS);
    expect(timerDelay(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_DELAY_MS);
    expect(timerDelay(-5)).toBe(0);
    expect(timerDelay(Number.NaN)).toBe(0);
  });
});

describe('sleepFor', () => {
  it('waits a delay past the timer limit instead of ending at once, until its signal aborts', async () => {
    const abort = new AbortController();
    let ended: 'slept' | 'aborted' | null = null;
    const sleeping = sleepFor(2 ** 31 + 10_000, abort.signal).then(
      () => (ended = 'slept'),
      () => (ended = 'aborted'),
    );
    // An overflowing timer fires after 1 ms; 200 ms later this one still waits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ended).toBeNull();
    abort.abort();
    await sleeping;
    expect(ended).toBe('aborted');
  });

  it('ends after a short delay and refuses at once on an aborted signal', async () => {
    await sleepFor(5);
    await expect(sleepFor(1000, AbortSignal.abort(new Error('stopped')))).rejects.toThrow('stopped');
  });
});
