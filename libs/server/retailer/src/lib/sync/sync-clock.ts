import { sleepFor } from '@bcg/server/core';

/**
 * The time the sync reads and waits by. The server uses the real one; tests and the bench inject one that jumps (or
 * runs faster), so an hour of pacing and back-off takes no real time.
 */
export interface SyncClock {
  now(): Date;
  /** Resolves after `ms`; rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const REAL_CLOCK: SyncClock = {
  now: () => new Date(),
  // However long the wait (a timer holds at most 24.8 days and fires at once past that), it is slept whole.
  sleep: (ms, signal) => sleepFor(ms, signal),
};

/**
 * Spaces the requests of one process at least `minIntervalMs` apart (the retailer's rate limit). Each caller reserves
 * the next free slot before waiting, so the cycle and an owner's "Refresh now" share one pace instead of doubling it.
 */
export class Pacer {
  private nextAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: SyncClock,
    private readonly minIntervalMs: number,
  ) {}

  /** Waits for this caller's slot. */
  async turn(signal?: AbortSignal): Promise<void> {
    const now = this.clock.now().getTime();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.minIntervalMs;
    if (at > now) await this.clock.sleep(at - now, signal);
  }

  /** Drops a wait the retailer asked for (the owner asked to go on); the pace itself stays. */
  endHold(): void {
    this.nextAt = Math.min(this.nextAt, this.clock.now().getTime() + this.minIntervalMs);
  }

  /** Keeps every slot at or after `time` (the retailer asked to wait). */
  holdUntil(time: Date): void {
    this.nextAt = Math.max(this.nextAt, time.getTime());
  }
}
