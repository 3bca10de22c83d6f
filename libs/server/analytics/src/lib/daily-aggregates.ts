import type { DataSource, EntityManager } from 'typeorm';

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
 * One SELECT of every metric over the raw events of days `from`..`to` that are not rolled up yet
 * (`unrolledOnly`) or all of them (the roll-up of one day). Columns: day, metric, key, count.
 */
function aggregateSql(postgres: boolean, unrolledOnly: boolean): string {
  const [from, to] = postgres ? ['$1', '$2'] : ['?', '?'];
  const unrolled = unrolledOnly ? ` AND "day" NOT IN (SELECT "day" FROM "analytics_rollup_day")` : '';
  return Object.entries(METRICS)
    .map(
      ([metric, { key, where, count }]) =>
        `SELECT "day", '${metric}' AS "metric", ${key} AS "key", ${count} AS "count" FROM "analytics_event" ` +
        `WHERE "day" >= ${from} AND "day" <= ${to}${unrolled} AND ${where} GROUP BY "day"${key === `''` ? '' : `, ${key}`}`,
    )
    .join('\nUNION ALL\n');
}

/** The parameters of {@link aggregateSql}: SQLite's `?` are positional, one pair per SELECT; PostgreSQL's $1/$2 are reused. */
function aggregateParameters(postgres: boolean, from: string, to: string): string[] {
  return postgres ? [from, to] : Object.keys(METRICS).flatMap(() => [from, to]);
}

/** Counts computed from the raw events of the days in range that have not been rolled up (today, at least). */
export async function countRawEvents(dataSource: DataSource, from: string, to: string): Promise<DailyCount[]> {
  const postgres = dataSource.options.type === 'postgres';
  const rows: Array<{ day: string; metric: Metric; key: string; count: number | string }> = await dataSource.query(
    aggregateSql(postgres, true),
    aggregateParameters(postgres, from, to),
  );
  return rows.map((row) => ({ day: row.day, metric: row.metric, key: row.key, count: Number(row.count) }));
}

/** Writes the counts of one day from its raw events (replacing any earlier ones), in the caller's transaction. */
export async function rollUpDay(manager: EntityManager, day: string): Promise<number> {
  const postgres = manager.connection.options.type === 'postgres';
  const p = postgres ? '$1' : '?';
  await manager.query(`DELETE FROM "analytics_daily_count" WHERE "day" = ${p}`, [day]);
  await manager.query(
    `INSERT INTO "analytics_daily_count" ("day", "metric", "key", "count") ${aggregateSql(postgres, false)}`,
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
