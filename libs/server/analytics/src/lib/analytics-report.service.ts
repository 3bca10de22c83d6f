import { ValidationError } from '@bcg/server/core';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { countsRevision, type DailyCount, type Metric } from './daily-aggregates';
import type { AnalyticsDay, AnalyticsRangeArgs, AnalyticsReport, AnalyticsTotals } from './analytics-report.types';
import { addDays, daysBetween, utcDay } from './utc-day';

export const ANALYTICS_ERRORS = {
  badDay: 'from and to must be days written YYYY-MM-DD',
  reversed: 'from must not be after to',
  tooLong: 'A report covers at most 366 days',
} as const;

/** Default range: the last 30 days, today included. */
const DEFAULT_REPORT_DAYS = 30;
const MAX_REPORT_DAYS = 366;
const TOP_ROWS = 100;
/** Ranges whose daily counts the report keeps (see AnalyticsReportService.kept). */
const KEPT_RANGES = 8;

/** The collar names of some ASINs (the catalogue's business; injected so this lib does not read its tables). */
export type ProductNames = (asins: string[]) => Promise<Map<string, string>>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && utcDay(new Date(`${value}T00:00:00Z`)) === value;

/** The rows of one metric (already summed over the range), most first. */
function ranked(sums: Array<Omit<DailyCount, 'day'>>, metric: Metric, limit = TOP_ROWS): Array<[string, number]> {
  return sums
    .filter((row) => row.metric === metric)
    .map((row): [string, number] => [row.key, row.count])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit);
}

type Counted = 'visitors' | 'pageviews' | 'clicks' | 'recommendations';
const COUNTED: Counted[] = ['visitors', 'pageviews', 'clicks', 'recommendations'];
/** The metrics the report lists as tables (summed over the range). */
const TABLES: Metric[] = ['page', 'page-visitors', 'page-clicks', 'referrer', 'campaign', 'product', 'position', 'fit'];
const zero = (): Record<Counted, number> => ({ visitors: 0, pageviews: 0, clicks: 0, recommendations: 0 });

const totalsOf = ({ visitors, pageviews, clicks, recommendations }: Record<Counted, number>): AnalyticsTotals => ({
  visitors,
  pageviews,
  clicks,
  ctr: pageviews === 0 ? 0 : clicks / pageviews,
  recommendations,
});

/**
 * The dashboard's report, read from the daily counts alone (`analytics_daily_count`): every batch of events adds
 * to its day's counts in its own transaction and a finished day is rolled up from its raw events, so a 90-day
 * report reads a few thousand rows whatever the traffic, today included, and never the raw events.
 */
export class AnalyticsReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly productNames: ProductNames = async () => new Map(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Reports being computed, by range: identical requests arriving together share one computation. */
  private readonly inFlight = new Map<string, Promise<AnalyticsReport>>();

  /**
   * The daily counts last read, by range, with the counts' revision they were read at (`analytics_revision`, bumped
   * in the transaction of every write to the counts, by any process): while it is unchanged the report reads one
   * row instead of the range's counts again. Only the last few ranges are kept (the tab asks 7, 30, 90 days or one
   * custom range).
   */
  private readonly kept = new LRUCache<string, { revision: string; counts: Awaited<ReturnType<AnalyticsReportService['dailyCounts']>> }>({
    max: KEPT_RANGES,
  });

  /** The report of `from`..`to` (UTC days, both included; default the last 30 days). Throws ValidationError on a bad range. */
  async report(range: AnalyticsRangeArgs = {}): Promise<AnalyticsReport> {
    const to = range.to ?? utcDay(this.now());
    const from = range.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
    if (!isDay(from) || !isDay(to)) throw new ValidationError(ANALYTICS_ERRORS.badDay);
    if (from > to) throw new ValidationError(ANALYTICS_ERRORS.reversed);
    const days = daysBetween(from, to);
    if (days.length > MAX_REPORT_DAYS) throw new ValidationError(ANALYTICS_ERRORS.tooLong);
    const key = `${from}/${to}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.compute(from, to, days).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async compute(from: string, to: string, days: string[]): Promise<AnalyticsReport> {
    const [{ counts, sums: tables }, newsletters] = await Promise.all([this.currentCounts(from, to), this.newsletterClicks(from, to)]);

    const perDay = new Map(days.map((day) => [day, zero()]));
    for (const row of counts) {
      const day = perDay.get(row.day);
      if (day && (COUNTED as string[]).includes(row.metric)) day[row.metric as Counted] += row.count;
    }
    const series: AnalyticsDay[] = days.map((day) => ({ day, ...totalsOf(perDay.get(day) ?? zero()) }));
    const sums = zero();
    for (const day of series) for (const key of COUNTED) sums[key] += day[key];
    const pageVisitors = new Map(ranked(tables, 'page-visitors', Number.MAX_SAFE_INTEGER));
    const pageClicks = new Map(ranked(tables, 'page-clicks', Number.MAX_SAFE_INTEGER));
    const products = ranked(tables, 'product', Number.MAX_SAFE_INTEGER);
    const names = await this.productNames(products.map(([asin]) => asin));
    return {
      from,
      to,
      totals: totalsOf(sums),
      days: series,
      pages: ranked(tables, 'page').map(([path, pageviews]) => ({
        path,
        pageviews,
        visitors: pageVisitors.get(path) ?? 0,
        clicks: pageClicks.get(path) ?? 0,
      })),
      referrers: ranked(tables, 'referrer').map(([host, pageviews]) => ({ host, pageviews })),
      campaigns: ranked(tables, 'campaign').map(([key, pageviews]) => {
        const [source = '', medium = '', campaign = ''] = key.split('|');
        return { source, medium, campaign, pageviews };
      }),
      products: products.map(([product, clicks]) => ({ product, name: names.get(product) ?? null, clicks })),
      positions: ranked(tables, 'position').map(([position, clicks]) => ({ position, clicks })),
      recommendations: ranked(tables, 'fit').map(([key, recommendations]) => {
        const [breed = '', age = '', measured] = key.split(' ');
        return { breed, age, measured: measured === 'measured', recommendations };
      }),
      newsletterClicks: newsletters.reduce((sum, row) => sum + row.clicks, 0),
      newsletters: newsletters.slice(0, TOP_ROWS),
    };
  }

  /**
   * Clicks on newsletter links per issue in the range, most first: the redirect /r/{id} counts them per link and
   * UTC day (never per reader) in `newsletter_click_day`, outside the analytics counts and their revision, so they
   * are read on every report (one grouped query on the day index).
   */
  private async newsletterClicks(from: string, to: string): Promise<Array<{ subject: string; slug: string; clicks: number }>> {
    const [p1, p2] = this.dataSource.options.type === 'postgres' ? ['$1', '$2'] : ['?', '?'];
    const rows: Array<{ subject: string; slug: string; clicks: number | string }> = await this.dataSource.query(
      `SELECT "newsletter"."subject" AS "subject", "newsletter"."slug" AS "slug", SUM("click"."clicks") AS "clicks"
       FROM "newsletter_click_day" "click" JOIN "newsletter" ON "newsletter"."id" = "click"."newsletterId"
       WHERE "click"."day" >= ${p1} AND "click"."day" <= ${p2}
       GROUP BY "newsletter"."id", "newsletter"."subject", "newsletter"."slug"`,
      [from, to],
    );
    return rows
      .map((row) => ({ subject: row.subject, slug: row.slug, clicks: Number(row.clicks) }))
      .filter((row) => row.clicks > 0)
      .sort((a, b) => b.clicks - a.clicks || a.subject.localeCompare(b.subject));
  }

  /** {@link dailyCounts}, read again only when the counts changed since it was last read for this range. */
  private async currentCounts(from: string, to: string): Promise<Awaited<ReturnType<AnalyticsReportService['dailyCounts']>>> {
    // Read before the counts: a batch committed in between leaves an older revision with newer counts, which the
    // next report reads again (never the other way round).
    const revision = await countsRevision(this.dataSource.manager);
    const key = `${from}/${to}`;
    const kept = this.kept.get(key);
    if (kept?.revision === revision) return kept.counts;
    const counts = await this.dailyCounts(from, to);
    this.kept.set(key, { revision, counts });
    return counts;
  }

  /**
   * The day totals of the range (one row per day and counted metric), and every table metric summed over the range
   * by the database (a few hundred rows, however many days and events).
   */
  private async dailyCounts(from: string, to: string): Promise<{ counts: DailyCount[]; sums: Array<Omit<DailyCount, 'day'>> }> {
    const [p1, p2] = this.dataSource.options.type === 'postgres' ? ['$1', '$2'] : ['?', '?'];
    const list = (metrics: string[]) => metrics.map((metric) => `'${metric}'`).join(', ');
    const counts: Array<{ day: string; metric: Metric; key: string; count: number | string }> = await this.dataSource.query(
      `SELECT "day", "metric", "key", "count" FROM "analytics_daily_count"
       WHERE "day" >= ${p1} AND "day" <= ${p2} AND "key" = '' AND "metric" IN (${list(COUNTED)})`,
      [from, to],
    );
    const sums: Array<{ metric: Metric; key: string; count: number | string }> = await this.dataSource.query(
      `SELECT "metric", "key", SUM("count") AS "count" FROM "analytics_daily_count"
       WHERE "day" >= ${p1} AND "day" <= ${p2} AND "metric" IN (${list(TABLES)}) GROUP BY "metric", "key"`,
      [from, to],
    );
    return {
      counts: counts.map((row) => ({ ...row, count: Number(row.count) })),
      sums: sums.map((row) => ({ ...row, count: Number(row.count) })),
    };
  }
}
