import type { DataSource, EntityManager } from 'typeorm';
import type { AnalyticsEvent } from './analytics-event.entity';

/** One number of one day: a total (`key` '') or a row of a table. */
export interface DailyCount {
  day: string;
  metric: Metric;
  key: string;
  count: number;
}

const PAGEVIEW = `"type" = 'pageview'`;
const CLICK = `"type" = 'click'`;

/** Each metric: the key it groups by, which events it counts, and how. The roll-up and the live report share them. */
const METRICS = {
  pageviews: { key: `''`, where: PAGEVIEW, count: 'COUNT(*)' },
  clicks: { key: `''`, where: CLICK, count: 'COUNT(*)' },
  visitors: { key: `''`, where: '1 = 1', count: 'COUNT(DISTINCT "visitor")' },
  page: { key: '"path"', where: PAGEVIEW, count: 'COUNT(*)' },
  'page-visitors': { key: '"path"', where: PAGEVIEW, count: 'COUNT(DISTINCT "visitor")' },
  'page-clicks': { key: '"path"', where: CLICK, count: 'COUNT(*)' },
  referrer: { key: '"referrerHost"', where: `${PAGEVIEW} AND "referrerHost" IS NOT NULL`, count: 'COUNT(*)' },
  campaign: {
    key: `COALESCE("utmSource", '') || '|' || COALESCE("utmMedium", '') || '|' || COALESCE("utmCampaign", '')`,
    where: `${PAGEVIEW} AND ("utmSource" IS NOT NULL OR "utmMedium" IS NOT NULL OR "utmCampaign" IS NOT NULL)`,
    count: 'COUNT(*)',
  },
  product: { key: '"product"', where: CLICK, count: 'COUNT(*)' },
  position: { key: '"position"', where: CLICK, count: 'COUNT(*)' },
  device: { key: '"device"', where: PAGEVIEW, count: 'COUNT(*)' },
} as const;

export type Metric = keyof typeof METRICS;

/**
 * One SELECT of every metric over the raw events of days `from`..`to` (the roll-up of one day). Columns: day,
 * metric, key, count.
 */
function aggregateSql(postgres: boolean): string {
  const [from, to] = postgres ? ['$1', '$2'] : ['?', '?'];
  return Object.entries(METRICS)
    .map(
      ([metric, { key, where, count }]) =>
        `SELECT "day", '${metric}' AS "metric", ${key} AS "key", ${count} AS "count" FROM "analytics_event" ` +
        `WHERE "day" >= ${from} AND "day" <= ${to} AND ${where} GROUP BY "day"${key === `''` ? '' : `, ${key}`}`,
    )
    .join('\nUNION ALL\n');
}

/** The parameters of {@link aggregateSql}: SQLite's `?` are positional, one pair per SELECT; PostgreSQL's $1/$2 are reused. */
function aggregateParameters(postgres: boolean, from: string, to: string): string[] {
  return postgres ? [from, to] : Object.keys(METRICS).flatMap(() => [from, to]);
}

type RawRow = Pick<
  AnalyticsEvent,
  'day' | 'type' | 'path' | 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'device' | 'visitor' | 'product' | 'position'
>;

/**
 * The metrics of {@link METRICS} computed in JavaScript, for the days not rolled up yet: one pass over their rows
 * (one index range read) instead of a GROUP BY per metric, each of which would read them again. The roll-up test
 * (analytics-rollup.spec.ts) proves both give the same counts.
 */
const ROW_METRICS: Record<Metric, { key: (row: RawRow) => string | null; distinct?: true }> = {
  pageviews: { key: (row) => (row.type === 'pageview' ? '' : null) },
  clicks: { key: (row) => (row.type === 'click' ? '' : null) },
  visitors: { key: () => '', distinct: true },
  page: { key: (row) => (row.type === 'pageview' ? row.path : null) },
  'page-visitors': { key: (row) => (row.type === 'pageview' ? row.path : null), distinct: true },
  'page-clicks': { key: (row) => (row.type === 'click' ? row.path : null) },
  referrer: { key: (row) => (row.type === 'pageview' ? row.referrerHost : null) },
  campaign: {
    key: (row) =>
      row.type === 'pageview' && (row.utmSource !== null || row.utmMedium !== null || row.utmCampaign !== null)
        ? `${row.utmSource ?? ''}|${row.utmMedium ?? ''}|${row.utmCampaign ?? ''}`
        : null,
  },
  product: { key: (row) => (row.type === 'click' ? row.product : null) },
  position: { key: (row) => (row.type === 'click' ? row.position : null) },
  device: { key: (row) => (row.type === 'pageview' ? row.device : null) },
};

/** Counts computed from the raw events of the days `from`..`to` that have not been rolled up (today, at least). */
export async function countRawEvents(dataSource: DataSource, from: string, to: string): Promise<DailyCount[]> {
  const [p1, p2] = dataSource.options.type === 'postgres' ? ['$1', '$2'] : ['?', '?'];
  const rows: RawRow[] = await dataSource.query(
    `SELECT "day", "type", "path", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "device", "visitor", "product", "position"
     FROM "analytics_event" WHERE "day" >= ${p1} AND "day" <= ${p2} AND "day" NOT IN (SELECT "day" FROM "analytics_rollup_day")`,
    [from, to],
  );
  const counts = new Map<string, { row: DailyCount; visitors?: Set<string> }>();
  for (const row of rows) {
    for (const [metric, { key, distinct }] of Object.entries(ROW_METRICS) as Array<[Metric, (typeof ROW_METRICS)[Metric]]>) {
      const value = key(row);
      if (value === null) continue;
      const id = `${row.day}\0${metric}\0${value}`;
      let entry = counts.get(id);
      if (!entry)
        counts.set(id, (entry = { row: { day: row.day, metric, key: value, count: 0 }, visitors: distinct ? new Set() : undefined }));
      if (entry.visitors) {
        entry.visitors.add(row.visitor);
        entry.row.count = entry.visitors.size;
      } else entry.row.count += 1;
    }
  }
  return [...counts.values()].map((entry) => entry.row);
}

/** Writes the counts of one day from its raw events (replacing any earlier ones), in the caller's transaction. */
export async function rollUpDay(manager: EntityManager, day: string): Promise<number> {
  const postgres = manager.connection.options.type === 'postgres';
  const p = postgres ? '$1' : '?';
  await manager.query(`DELETE FROM "analytics_daily_count" WHERE "day" = ${p}`, [day]);
  await manager.query(
    `INSERT INTO "analytics_daily_count" ("day", "metric", "key", "count") ${aggregateSql(postgres)}`,
    aggregateParameters(postgres, day, day),
  );
  const totals: Array<{ total: number | string }> = await manager.query(
    `SELECT COUNT(*) AS "total" FROM "analytics_event" WHERE "day" = ${p}`,
    [day],
  );
  const total = totals[0]?.total ?? 0;
  await manager.query(`DELETE FROM "analytics_rollup_day" WHERE "day" = ${p}`, [day]);
  await manager.query(`INSERT INTO "analytics_rollup_day" ("day", "rawEvents") VALUES (${p}, ${postgres ? '$2' : '?'})`, [
    day,
    Number(total),
  ]);
  return Number(total);
}
