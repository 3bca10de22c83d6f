import type { DataSource } from 'typeorm';
import { AnalyticsEvent } from './analytics-event.entity';

export type EventRow = Omit<AnalyticsEvent, 'id'>;

interface Waiting {
  rows: EventRow[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface EventBatcherOptions {
  /** A batch is written when it holds this many events... */
  maxEvents: number;
  /** ...or this long after its first event arrived, whichever comes first. */
  maxDelayMs: number;
}

/**
 * Group commit: events of concurrent requests are written together, one transaction (one INSERT, one fsync) per
 * batch instead of one per request, and each request's promise settles when its batch is committed. The ingest
 * answers 202 only then, so an acknowledged event is on disk: a kill -9 loses only events not yet answered.
 * A replayed event id (a unique index) is skipped by the INSERT, so an event is counted once.
 */
export class EventBatcher {
  private pending: Waiting[] = [];
  private pendingEvents = 0;
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: EventBatcherOptions = { maxEvents: 100, maxDelayMs: 10 },
  ) {}

  /** Queues the rows; resolves once they are committed (or were already there), rejects if their batch failed. */
  add(rows: EventRow[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The event batcher is closed'));
    if (rows.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, resolve, reject });
      this.pendingEvents += rows.length;
      if (this.pendingEvents >= this.options.maxEvents) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.options.maxDelayMs);
    });
  }

  /** Writes what is queued now; the graceful shutdown calls it through {@link close}. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.pendingEvents = 0;
    if (batch.length === 0) return this.writing;
    // One batch at a time: the next waits for this one's commit (SQLite has one writer anyway).
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  /** Writes everything queued and refuses further events (graceful shutdown, before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(batch: Waiting[]): Promise<void> {
    const rows = batch.flatMap((waiting) => waiting.rows);
    try {
      await this.dataSource.transaction(async (manager) => {
        // Parameters per statement stay well under every driver's limit.
        for (let start = 0; start < rows.length; start += 200) {
          await manager
            .createQueryBuilder()
            .insert()
            .into(AnalyticsEvent)
            .values(rows.slice(start, start + 200))
            .orIgnore()
            .execute();
        }
      });
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
