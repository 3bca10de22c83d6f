import { TooManyRequestsError, type RateLimiter, type RateLimitRule } from '@bcg/server/core';
import type { DataSource } from 'typeorm';
import { AnalyticsEvent } from './analytics-event.entity';

export type EventRow = Omit<AnalyticsEvent, 'id'>;

interface Waiting {
  rows: EventRow[];
  /** The per-address limit's key of the request these rows came with. */
  limitKey?: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface EventBatcherOptions {
  /** At most this many events go into one transaction. */
  maxEvents: number;
  /** The per-address limit (ANALYTICS_RATE_LIMIT), counted in the batch's own transaction. */
  limit?: { limiter: RateLimiter; rule: RateLimitRule };
}

/**
 * Group commit: events of concurrent requests are written together, one transaction (one INSERT, one fsync) per
 * batch instead of one per request, and each request's promise settles when its batch is committed. The ingest
 * answers 202 only then, so an acknowledged event is on disk: a kill -9 loses only events not yet answered.
 * A batch starts as soon as the previous one is committed (nothing waits on a timer): the requests that arrive
 * during a commit form the next batch, so batches grow with the load and an idle server writes at once.
 * A replayed event id (a unique index) is skipped by the INSERT, so an event is counted once. The per-address
 * limit is counted in the same transaction, one counter update per address and batch, so a flood costs no extra
 * write per request; the requests past the limit are refused (TooManyRequestsError) and their rows not written.
 */
export class EventBatcher {
  private pending: Waiting[] = [];
  private draining?: Promise<void>;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: EventBatcherOptions = { maxEvents: 100 },
  ) {}

  /**
   * Queues the rows of one request; resolves once they are committed (or were already there), rejects if their
   * batch failed or, with TooManyRequestsError, when `limitKey` is past the limit.
   */
  add(rows: EventRow[], limitKey?: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The event batcher is closed'));
    if (rows.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, limitKey, resolve, reject });
      // Requests of the same moment (this turn of the event loop) join one batch.
      this.draining ??= new Promise<void>((started) => setImmediate(started)).then(() => this.drain());
    });
  }

  /** Writes everything queued and refuses further events (graceful shutdown, before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.draining;
  }

  /** Writes batches until nothing is queued; one at a time (SQLite has one writer anyway). */
  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        let events = 0;
        let taken = 0;
        while (taken < this.pending.length && (taken === 0 || events + (this.pending[taken]?.rows.length ?? 0) <= this.options.maxEvents)) {
          events += this.pending[taken]?.rows.length ?? 0;
          taken += 1;
        }
        await this.write(this.pending.splice(0, taken));
      }
    } finally {
      this.draining = undefined;
    }
  }

  /** The requests of the batch past the per-address limit, counted in `runner`'s transaction. */
  private async overLimit(batch: Waiting[], runner: Pick<DataSource, 'query'>): Promise<Map<Waiting, TooManyRequestsError>> {
    const refused = new Map<Waiting, TooManyRequestsError>();
    const limit = this.options.limit;
    if (!limit) return refused;
    const byKey = new Map<string, Waiting[]>();
    for (const waiting of batch) if (waiting.limitKey) byKey.set(waiting.limitKey, [...(byKey.get(waiting.limitKey) ?? []), waiting]);
    for (const [key, requests] of byKey) {
      const result = await limit.limiter.consume(limit.rule, key, requests.length, runner);
      // Hits before this batch, then these requests in arrival order: the ones past the limit are refused.
      const room = Math.max(0, limit.rule.limit - (result.hits - requests.length));
      for (const waiting of requests.slice(room)) {
        refused.set(waiting, new TooManyRequestsError(limit.rule.message(result.retryAfterSeconds), result.retryAfterSeconds));
      }
    }
    return refused;
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const refused = await this.dataSource.transaction(async (manager) => {
        const overLimit = await this.overLimit(batch, manager);
        const rows = batch.filter((waiting) => !overLimit.has(waiting)).flatMap((waiting) => waiting.rows);
        // 60 rows x 14 parameters per statement stay under every driver's limit.
        for (let start = 0; start < rows.length; start += 60) {
          await manager
            .createQueryBuilder()
            .insert()
            .into(AnalyticsEvent)
            .values(rows.slice(start, start + 60))
            .orIgnore()
            .execute();
        }
        return overLimit;
      });
      for (const waiting of batch) {
        const error = refused.get(waiting);
        if (error) waiting.reject(error);
        else waiting.resolve();
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
