import type { DataSource } from 'typeorm';
import { countDayFromRaw, rollUpDay } from './daily-aggregates';
import { addDays, msUntilNextUtcMidnight, utcDay } from './utc-day';
import type { VisitorHasher } from './visitor-hasher';

export interface AnalyticsMaintenanceOptions {
  /** ANALYTICS_RAW_DAYS: raw events are deleted this many days after their day (once rolled up). */
  rawDays: number;
  now?: () => Date;
}

/** A day is rolled up once it has been over this long, so a batch committing across midnight is not left out. */
const SETTLE_MS = 60 * 1000;
/** Runs at every UTC midnight (the salt goes at once) and at least this often (roll-up, pruning). */
const MAX_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The analytics' housekeeping: forget past salts, count open days written without their counts, roll finished days
 * up, prune old raw events and the visitor hashes of days no batch can still reach.
 */
export class AnalyticsMaintenance {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: VisitorHasher,
    private readonly options: AnalyticsMaintenanceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** One pass; concurrent calls share it. Returns when done. */
  run(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Rolls up every finished day that has raw events and no roll-up yet, one transaction per day (several servers
   * may do it at once: a day rolled up twice is replaced, never added twice). Returns the days rolled up.
   */
  async rollUp(): Promise<string[]> {
    const lastFinished = addDays(utcDay(new Date(this.now().getTime() - SETTLE_MS)), -1);
    const p = this.dataSource.options.type === 'postgres' ? '$1' : '?';
    const rows: Array<{ day: string }> = await this.dataSource.query(
      `SELECT DISTINCT "day" FROM "analytics_event" WHERE "day" <= ${p} AND "day" NOT IN (SELECT "day" FROM "analytics_rollup_day") ORDER BY "day"`,
      [lastFinished],
    );
    for (const { day } of rows) await this.dataSource.transaction((manager) => rollUpDay(manager, day));
    // A rolled-up day's visitor hashes served only to count its unique visitors as its batches came in; yesterday's
    // stay one more day for a batch that commits late.
    await this.dataSource.query(`DELETE FROM "analytics_day_visitor" WHERE "day" < ${p}`, [lastFinished]);
    return rows.map((row) => row.day);
  }

  /**
   * Counts the open days (not finished) whose raw events have no daily counts yet: events written before the live
   * counts existed, or by the bench's generator. Events that come through the ingest are counted as they are
   * written, so in normal operation this finds nothing. Returns the days counted.
   */
  async countOpenDays(): Promise<string[]> {
    const lastFinished = addDays(utcDay(new Date(this.now().getTime() - SETTLE_MS)), -1);
    const p = this.dataSource.options.type === 'postgres' ? '$1' : '?';
    const rows: Array<{ day: string }> = await this.dataSource.query(
      `SELECT DISTINCT "day" FROM "analytics_event" WHERE "day" > ${p} AND "day" NOT IN (SELECT "day" FROM "analytics_daily_count" WHERE "day" > ${p}) ORDER BY "day"`,
      this.dataSource.options.type === 'postgres' ? [lastFinished] : [lastFinished, lastFinished],
    );
    const counted: string[] = [];
    for (const { day } of rows) if (await this.dataSource.transaction((manager) => countDayFromRaw(manager, day))) counted.push(day);
    return counted;
  }

  /** Deletes raw events older than ANALYTICS_RAW_DAYS whose day is rolled up (the dashboard then reads the roll-up). */
  async prune(): Promise<void> {
    const cutoff = addDays(utcDay(this.now()), -this.options.rawDays);
    const p = this.dataSource.options.type === 'postgres' ? '$1' : '?';
    await this.dataSource.query(
      `DELETE FROM "analytics_event" WHERE "day" < ${p} AND "day" IN (SELECT "day" FROM "analytics_rollup_day")`,
      [cutoff],
    );
  }

  /** Runs now, then at every UTC midnight and every 10 minutes; {@link stop} ends it. */
  start(onError: (error: unknown) => void): void {
    this.stopped = false;
    const schedule = () => {
      if (this.stopped) return;
      const delay = Math.min(MAX_INTERVAL_MS, msUntilNextUtcMidnight(this.now()) + 10);
      this.timer = setTimeout(() => {
        this.run().catch(onError).finally(schedule);
      }, delay);
      this.timer.unref();
    };
    this.run().catch(onError).finally(schedule);
  }

  /** Stops the timer and waits for a running pass (graceful shutdown, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async pass(): Promise<void> {
    await this.hasher.forgetPastDays();
    await this.countOpenDays();
    await this.rollUp();
    await this.prune();
  }
}
