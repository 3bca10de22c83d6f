import type { EntityManager } from 'typeorm';
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
const FIT = `"type" = 'fit'`;

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
  recommendations: { key: `''`, where: FIT, count: 'COUNT(*)' },
  fit: { key: '"fit"', where: FIT, count: 'COUNT(*)' },
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
  | 'day'
  | 'type'
  | 'path'
  | 'referrerHost'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'device'
  | 'visitor'
  | 'product'
  | 'position'
  | 'fit'
>;

/**
 * The metrics of {@link METRICS} computed in JavaScript from one batch of new events, added to their days' counts
 * in the batch's transaction (`distinct`: only for a visitor hash new to the day). The roll-up test
 * (analytics-rollup.spec.ts) proves these live counts equal the roll-up's GROUP BY over the raw events.
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
  recommendations: { key: (row) => (row.type === 'fit' ? '' : null) },
  fit: { key: (row) => (row.type === 'fit' ? row.fit : null) },
};

/** `$1, $2...` (PostgreSQL) or `?` placeholders for `rows` rows of `width` values: "(..), (..)". */
function valuesList(postgres: boolean, rows: number, width: number): string {
  let n = 0;
  return Array.from({ length: rows }, () => `(${Array.from({ length: width }, () => (postgres ? `$${(n += 1)}` : '?')).join(', ')})`).join(
    ', ',
  );
}

/**
 * Rows per INSERT: 500 rows of up to 14 values stay under both drivers' parameter limits (the bundled SQLite's
 * 32766, PostgreSQL's 65535). Few statements matter more than their size: each is a round trip through the event
 * loop, which under load waits behind the HTTP requests, so a batch of 2000 events takes 4 of them, not 34.
 */
const ROWS_PER_STATEMENT = 500;

const EVENT_COLUMNS = [
  'eventId',
  'day',
  'createdAt',
  'type',
  'path',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'visitor',
  'product',
  'position',
  'fit',
] as const satisfies ReadonlyArray<keyof EventRow>;

/** A raw event as the ingest builds it (the database gives the id). */
export type EventRow = Omit<AnalyticsEvent, 'id'>;

/**
 * Inserts raw events and adds them to their days' counts, in the caller's transaction (one per batch), so the
 * counts always equal the committed raw events. An event id already stored (a replay) is skipped and not counted;
 * a day's unique visitors grow only by hashes new to that day ({@link AnalyticsDayVisitor}), so they stay exact
 * (distinct), never a sum over batches. Resolves the number of events inserted.
 */
export async function insertAndCount(manager: EntityManager, rows: EventRow[]): Promise<number> {
  const postgres = manager.connection.options.type === 'postgres';
  const createdAt = manager.connection.getMetadata('analytics_event').findColumnWithPropertyName('createdAt');
  // The first arrival of an id wins, as it would have in separate batches.
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.eventId) && seen.add(row.eventId));
  const inserted = new Set<string>();
  for (let start = 0; start < unique.length; start += ROWS_PER_STATEMENT) {
    const chunk = unique.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.flatMap((row) =>
      EVENT_COLUMNS.map((column) =>
        column === 'createdAt' && createdAt ? manager.connection.driver.preparePersistentValue(row.createdAt, createdAt) : row[column],
      ),
    );
    // The leading comments matter: TypeORM's SQLite runner sends statements that start with "INSERT " through
    // run(), which drops RETURNING rows (as in RateLimiter.consume).
    const returned: Array<{ eventId: string }> = await manager.query(
      `/* new events */ INSERT INTO "analytics_event" (${EVENT_COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES ${valuesList(postgres, chunk.length, EVENT_COLUMNS.length)} ` +
        `ON CONFLICT ("eventId") DO NOTHING RETURNING "eventId"`,
      values,
    );
    for (const { eventId } of returned) inserted.add(eventId);
  }
  const events = unique.filter((row) => inserted.has(row.eventId));
  const deltas = new Map<string, DailyCount>();
  const add = (day: string, metric: Metric, key: string) => {
    const id = `${day}\0${metric}\0${key}`;
    const entry = deltas.get(id);
    if (entry) entry.count += 1;
    else deltas.set(id, { day, metric, key, count: 1 });
  };
  const visitors = new Map<string, [string, Metric, string, string]>();
  for (const row of events) {
    for (const [metric, { key, distinct }] of Object.entries(ROW_METRICS) as Array<[Metric, (typeof ROW_METRICS)[Metric]]>) {
      const value = key(row);
      if (value === null) continue;
      if (distinct) visitors.set(`${row.day}\0${metric}\0${value}\0${row.visitor}`, [row.day, metric, value, row.visitor]);
      else add(row.day, metric, value);
    }
  }
  const candidates = [...visitors.values()];
  for (let start = 0; start < candidates.length; start += ROWS_PER_STATEMENT) {
    const chunk = candidates.slice(start, start + ROWS_PER_STATEMENT);
    const fresh: Array<{ day: string; metric: Metric; key: string }> = await manager.query(
      `/* new visitors */ INSERT INTO "analytics_day_visitor" ("day", "metric", "key", "visitor") VALUES ${valuesList(postgres, chunk.length, 4)} ` +
        `ON CONFLICT DO NOTHING RETURNING "day", "metric", "key"`,
      chunk.flat(),
    );
    for (const { day, metric, key } of fresh) add(day, metric, key);
  }
  const counts = [...deltas.values()];
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    const chunk = counts.slice(start, start + ROWS_PER_STATEMENT);
    await manager.query(
      `INSERT INTO "analytics_daily_count" ("day", "metric", "key", "count") VALUES ${valuesList(postgres, chunk.length, 4)} ` +
        `ON CONFLICT ("day", "metric", "key") DO UPDATE SET "count" = "analytics_daily_count"."count" + excluded."count"`,
      chunk.flatMap((count) => [count.day, count.metric, count.key, count.count]),
    );
  }
  return events.length;
}

/**
 * Counts and visitor hashes of a day not rolled up, from its raw events, for a day whose events were written
 * without them (before the live counts existed, or by tools/perf/generate-analytics-events.mjs). Does nothing
 * when the day already has counts, as every day whose events came through {@link insertAndCount} has.
 * Returns whether it wrote them.
 */
export async function countDayFromRaw(manager: EntityManager, day: string): Promise<boolean> {
  const postgres = manager.connection.options.type === 'postgres';
  const p = postgres ? '$1' : '?';
  const existing: unknown[] = await manager.query(`SELECT 1 FROM "analytics_daily_count" WHERE "day" = ${p} LIMIT 1`, [day]);
  if (existing.length > 0) return false;
  await manager.query(`DELETE FROM "analytics_day_visitor" WHERE "day" = ${p}`, [day]);
  await manager.query(
    `INSERT INTO "analytics_daily_count" ("day", "metric", "key", "count") ${aggregateSql(postgres)}`,
    aggregateParameters(postgres, day, day),
  );
  for (const [metric, { key, where }] of Object.entries(METRICS)) {
    if (!ROW_METRICS[metric as Metric].distinct) continue;
    await manager.query(
      `INSERT INTO "analytics_day_visitor" ("day", "metric", "key", "visitor") ` +
        `SELECT DISTINCT "day", '${metric}', ${key}, "visitor" FROM "analytics_event" WHERE "day" = ${p} AND ${where}`,
      [day],
    );
  }
  return true;
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
