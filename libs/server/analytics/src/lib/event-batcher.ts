import { ServiceUnavailableError, TooManyRequestsError, type RateLimiter, type RateLimitRule } from '@bcg/server/core';
import type { DataSource } from 'typeorm';
import { insertAndCount, type EventRow } from './daily-aggregates';

export type { EventRow } from './daily-aggregates';

interface Queued {
  rows: EventRow[];
  /** The per-address limit's key of the request these rows came with. */
  limitKey?: string;
  /** When it was queued (ms): it is written at most `flushMs` later. */
  at: number;
  /** Failed writes of its batch so far. */
  attempts: number;
  /** Set when its request waits for the write (the writer was behind when it came). */
  written?: { resolve: () => void; reject: (error: unknown) => void };
}

export interface EventBatcherOptions {
  /** At most this many events go into one transaction; a full batch is written at once. */
  maxEvents: number;
  /** A queued event is written at most this long after it was acknowledged (default 250 ms; the README promises 1 s). */
  flushMs?: number;
  /** Hard bound: past this many queued events, new ones are refused with 503 + Retry-After (default 20 batches). */
  maxQueuedEvents?: number;
  /** The per-address limit (ANALYTICS_RATE_LIMIT), counted in each batch's own transaction. */
  limit?: { limiter: RateLimiter; rule: RateLimitRule };
  /** A batch the database refused {@link MAX_ATTEMPTS} times is dropped and reported here (for the log). */
  onDropped?: (error: unknown, events: number) => void;
}

const DEFAULT_FLUSH_MS = 250;
/** Tries of one batch (one every `flushMs`) before it is dropped, so a poisoned batch cannot stop the ingest. */
const MAX_ATTEMPTS = 3;
/** The 503 of a full queue or a closing server: the beacon's events are not retried, so this only sheds a flood. */
const EVENTS_BUSY_MESSAGE = 'The analytics queue is full; try again in a second.';

/**
 * Acknowledge, then write (the durability rule, chosen for throughput): {@link add} queues a request's events
 * in memory and returns at once, so POST /api/events answers 202 without waiting for the disk. The queue is written
 * as one transaction per batch (one INSERT of all its events, their daily counts folded in memory into one upsert,
 * the per-address limit) when it holds `maxEvents` events or `flushMs` after its oldest event, whichever comes
 * first, and everything left is written on graceful shutdown ({@link close}). So a crash (kill -9, power loss)
 * loses at most the events acknowledged in the last `flushMs` plus the commit in progress: under a second. When the database does not keep up (an event
 * acknowledged 2 x `flushMs` ago is still not written, queued or being committed), new requests wait for their
 * batch's commit before their 202, which bounds both the queue and the loss; past `maxQueuedEvents` events, add()
 * refuses with 503 + Retry-After. A replayed
 * event id (a unique index) is skipped by the INSERT and not counted, so an event is counted once.
 * The per-address limit is decided before the answer, from the hits the database counted at the address's last
 * batch plus the requests queued here since (exact with one server), and counted in each batch's transaction (one
 * counter update per address and batch, shared by every server): rows of requests found past it there (another
 * server counted first) are not written.
 */
export class EventBatcher {
  private queue: Queued[] = [];
  private queuedEvents = 0;
  private timer?: NodeJS.Timeout;
  private writing?: Promise<void>;
  /** When the oldest event of the batch being committed was acknowledged. */
  private writingSince?: number;
  private closed = false;
  /**
   * Per limit key, in the current window: the hits the database counted at this key's last batch (every server's)
   * and the requests queued here since. Their sum decides the 429 before the answer, so one server is exact.
   */
  private readonly hits = new Map<string, { window: number; counted: number; queued: number }>();
  private readonly flushMs: number;
  private readonly maxQueuedEvents: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: EventBatcherOptions = { maxEvents: 100 },
  ) {
    this.flushMs = Math.min(1000, options.flushMs ?? DEFAULT_FLUSH_MS);
    this.maxQueuedEvents = options.maxQueuedEvents ?? 20 * options.maxEvents;
  }

  /**
   * Queues the rows of one request for the next batch and returns at once (the caller acknowledges them), or,
   * while the writer is behind, a promise that settles when they are written. Throws TooManyRequestsError when
   * `limitKey` is past the per-address limit, ServiceUnavailableError (Retry-After 1 s) when the queue is full or
   * the batcher closed.
   */
  add(rows: EventRow[], limitKey?: string): Promise<void> | undefined {
    if (this.closed) throw new ServiceUnavailableError(EVENTS_BUSY_MESSAGE, 1);
    if (rows.length === 0) return undefined;
    if (this.queuedEvents + rows.length > this.maxQueuedEvents) throw new ServiceUnavailableError(EVENTS_BUSY_MESSAGE, 1);
    if (limitKey) this.takeHit(limitKey);
    const now = Date.now();
    const queued: Queued = { rows, limitKey, at: now, attempts: 0 };
    // Back-pressure that keeps the durability rule: once an acknowledged event is still unwritten `flushMs` past its
    // due time, the database is not keeping up, and new requests are answered only when their events are written
    // (durable before the 202), which slows the senders down instead of growing the queue and the loss.
    const oldest = Math.min(this.writingSince ?? now, this.queue[0]?.at ?? now);
    const waits = now - oldest > 2 * this.flushMs;
    const written = waits ? new Promise<void>((resolve, reject) => (queued.written = { resolve, reject })) : undefined;
    this.queue.push(queued);
    this.queuedEvents += rows.length;
    if (!this.writing && (!this.timer || this.queuedEvents >= this.options.maxEvents)) this.schedule();
    return written;
  }

  /** Writes everything queued so far; resolves when it is committed (or dropped after failing; see onDropped). */
  async flush(): Promise<void> {
    const target = this.queue.at(-1);
    while (target && (this.queue.includes(target) || this.writing)) {
      if (!this.writing) this.schedule(true);
      await this.writing;
    }
  }

  /** Writes everything queued and refuses further events (graceful shutdown, before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Starts the next write when it is due (a full batch, the oldest event `flushMs` old, `now`), else sets the timer. */
  private schedule(now = false): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const oldest = this.queue[0];
    if (this.writing || !oldest) return;
    const due = now || this.closed || this.queuedEvents >= this.options.maxEvents ? 0 : Math.max(0, oldest.at + this.flushMs - Date.now());
    if (due > 0) {
      this.timer = setTimeout(() => this.schedule(), due);
      return;
    }
    // Requests of this same turn of the event loop still join the batch.
    this.writing = new Promise<void>((started) => setImmediate(started))
      .then(() => this.writeNext())
      .finally(() => {
        this.writing = undefined;
        this.writingSince = undefined;
        this.schedule(this.closed);
      });
  }

  /** Takes up to `maxEvents` events off the queue and writes them in one transaction. */
  private async writeNext(): Promise<void> {
    let events = 0;
    let taken = 0;
    while (taken < this.queue.length && (taken === 0 || events + (this.queue[taken]?.rows.length ?? 0) <= this.options.maxEvents)) {
      events += this.queue[taken]?.rows.length ?? 0;
      taken += 1;
    }
    const batch = this.queue.splice(0, taken);
    this.queuedEvents -= events;
    this.writingSince = batch[0]?.at;
    try {
      await this.dataSource.transaction(async (manager) => {
        const refused = await this.overLimit(batch, manager);
        await insertAndCount(
          manager,
          batch.filter((queued) => !refused.has(queued)).flatMap((queued) => queued.rows),
        );
      });
      for (const queued of batch) queued.written?.resolve();
    } catch (error) {
      const attempts = (batch[0]?.attempts ?? 0) + 1;
      if (attempts >= MAX_ATTEMPTS || this.closed) {
        this.options.onDropped?.(error, events);
        for (const queued of batch) queued.written?.reject(new ServiceUnavailableError(undefined, 1, { cause: error }));
        return;
      }
      // Back at the head of the queue, tried again `flushMs` from now.
      const at = Date.now();
      this.queue.unshift(...batch.map((queued) => ({ ...queued, attempts, at })));
      this.queuedEvents += events;
    }
  }

  /** Counts one request of `key` here, or throws TooManyRequestsError when the window's hits reach the limit. */
  private takeHit(key: string): void {
    const limit = this.options.limit;
    if (!limit) return;
    const now = Date.now();
    const window = Math.floor(now / limit.rule.windowMs);
    let hits = this.hits.get(key);
    if (!hits || hits.window !== window) this.hits.set(key, (hits = { window, counted: 0, queued: 0 }));
    if (hits.counted + hits.queued >= limit.rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * limit.rule.windowMs - now) / 1000));
      throw new TooManyRequestsError(limit.rule.message(retryAfterSeconds), retryAfterSeconds);
    }
    hits.queued += 1;
  }

  /**
   * Counts the batch's requests in the shared counter (in `runner`'s transaction) and returns those past the limit:
   * with several servers, requests another server counted first; their rows are not written.
   */
  private async overLimit(batch: Queued[], runner: Pick<DataSource, 'query'>): Promise<Set<Queued>> {
    const refused = new Set<Queued>();
    const limit = this.options.limit;
    if (!limit) return refused;
    const byKey = new Map<string, Queued[]>();
    for (const queued of batch) if (queued.limitKey) byKey.set(queued.limitKey, [...(byKey.get(queued.limitKey) ?? []), queued]);
    const window = Math.floor(Date.now() / limit.rule.windowMs);
    for (const [key, hits] of this.hits) if (hits.window < window && hits.queued === 0) this.hits.delete(key);
    for (const [key, requests] of byKey) {
      const result = await limit.limiter.consume(limit.rule, key, requests.length, runner);
      // Hits before this batch, then these requests in arrival order: the ones past the limit are not written.
      const room = Math.max(0, limit.rule.limit - (result.hits - requests.length));
      for (const queued of requests.slice(room)) refused.add(queued);
      const hits = this.hits.get(key);
      if (hits) {
        hits.queued = Math.max(0, hits.queued - requests.length);
        if (hits.window === result.windowIndex) hits.counted = result.hits;
      }
    }
    return refused;
  }
}
