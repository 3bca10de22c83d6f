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
 * (analytics-rollup.suite.ts) proves these live counts equal the roll-up's GROUP BY over the raw events.
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

/** A column of a rows parameter ({@link rowsSource}) and its PostgreSQL type. */
type SourceColumn = readonly [name: string, postgresType: 'varchar' | 'timestamp' | 'integer'];

/**
 * `rows` as ONE statement parameter and the SELECT that reads them back as a table (columns named as given): in
 * SQLite a JSON array of arrays read with json_each, in PostgreSQL one array per column read with unnest. So a
 * batch of 2000 events is one INSERT with one (SQLite) or 14 (PostgreSQL) parameters: no placeholder list to build
 * and parse, no 28,000 values to bind one by one, whatever the batch's size, and the statement text is the same
 * every time.
 */
function rowsSource(
  postgres: boolean,
  columns: readonly SourceColumn[],
  rows: ReadonlyArray<readonly unknown[]>,
): { select: string; parameters: unknown[] } {
  if (postgres)
    return {
      select:
        `SELECT * FROM unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) ` +
        `AS "source"(${columns.map(([name]) => `"${name}"`).join(', ')})`,
      parameters: columns.map((_column, index) => rows.map((row) => row[index])),
    };
  return {
    select: `SELECT ${columns.map(([name], index) => `"value" ->> ${index} AS "${name}"`).join(', ')} FROM json_each(?)`,
    parameters: [JSON.stringify(rows)],
  };
}

const EVENT_COLUMNS = [
  ['eventId', 'varchar'],
  ['day', 'varchar'],
  ['createdAt', 'timestamp'],
  ['type', 'varchar'],
  ['path', 'varchar'],
  ['referrerHost', 'varchar'],
  ['utmSource', 'varchar'],
  ['utmMedium', 'varchar'],
  ['utmCampaign', 'varchar'],
  ['device', 'varchar'],
  ['visitor', 'varchar'],
  ['product', 'varchar'],
  ['position', 'varchar'],
  ['fit', 'varchar'],
] as const satisfies ReadonlyArray<readonly [keyof EventRow, SourceColumn[1]]>;

const COUNT_COLUMNS: readonly SourceColumn[] = [
  ['day', 'varchar'],
  ['metric', 'varchar'],
  ['key', 'varchar'],
  ['count', 'integer'],
];

const VISITOR_COLUMNS: readonly SourceColumn[] = [
  ['day', 'varchar'],
  ['metric', 'varchar'],
  ['key', 'varchar'],
  ['visitor', 'varchar'],
];

/** A raw event as the ingest builds it (the database gives the id). */
export type EventRow = Omit<AnalyticsEvent, 'id'>;

/** The metrics that count every event (not distinct visitors), applied once per group of alike events. */
const COUNTED_METRICS = (Object.entries(ROW_METRICS) as Array<[Metric, (typeof ROW_METRICS)[Metric]]>).filter(
  ([, { distinct }]) => !distinct,
);
const DISTINCT_METRICS = (Object.entries(ROW_METRICS) as Array<[Metric, (typeof ROW_METRICS)[Metric]]>).filter(
  ([, { distinct }]) => distinct,
);

/**
 * Events alike in everything a metric reads (day, type, path, referrer, campaign, product, position, device, fit,
 * visitor), with how many there are: a batch holds few distinct ones (a few pages, products and readers), so the
 * metrics run once per group instead of once per event.
 */
function groupAlike(events: readonly EventRow[]): Array<{ row: EventRow; count: number }> {
  const groups = new Map<string, { row: EventRow; count: number }>();
  for (const row of events) {
    const signature = JSON.stringify([
      row.day,
      row.type,
      row.path,
      row.referrerHost,
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
      row.product,
      row.position,
      row.device,
      row.fit,
      row.visitor,
    ]);
    const group = groups.get(signature);
    if (group) group.count += 1;
    else groups.set(signature, { row, count: 1 });
  }
  return [...groups.values()];
}

/** Thrown inside the batch's transaction when another server stored one of its ids meanwhile: the batch is tried again. */
class ConcurrentInsertError extends Error {}

/**
 * Inserts raw events and adds them to their days' counts, in the caller's transaction (one per batch), so the
 * counts always equal the committed raw events. An event id already stored (a replay) is skipped and not counted;
 * a day's unique visitors grow only by hashes new to that day ({@link AnalyticsDayVisitor}), so they stay exact
 * (distinct), never a sum over batches. Resolves the number of events inserted.
 * Three or four statements per batch, whatever its size: the stored ids among the batch's (a replay is rare, so
 * this usually returns nothing), one INSERT of the rest, the visitor hashes new to their day, and one upsert of the
 * counts folded in memory. Each statement is a round trip through the event loop, which under load waits behind
 * the HTTP requests.
 */
export async function insertAndCount(manager: EntityManager, rows: EventRow[]): Promise<number> {
  const postgres = manager.connection.options.type === 'postgres';
  const runner = manager.queryRunner;
  if (!runner) throw new Error('insertAndCount runs in a transaction');
  // The first arrival of an id wins, as it would have in separate batches.
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.eventId) && seen.add(row.eventId));
  if (unique.length === 0) return 0;
  const ids = rowsSource(
    postgres,
    [['eventId', 'varchar']],
    [...seen].map((id) => [id]),
  );
  const stored: Array<{ eventId: string }> = await manager.query(
    `SELECT "eventId" FROM "analytics_event" WHERE "eventId" IN (SELECT "eventId" FROM (${ids.select}) AS "ids")`,
    ids.parameters,
  );
  const replayed = new Set(stored.map(({ eventId }) => eventId));
  const events = replayed.size === 0 ? unique : unique.filter((row) => !replayed.has(row.eventId));
  if (events.length === 0) return 0;
  const createdAt = manager.connection.getMetadata('analytics_event').findColumnWithPropertyName('createdAt');
  const source = rowsSource(
    postgres,
    EVENT_COLUMNS,
    events.map((row) =>
      EVENT_COLUMNS.map(([column]) =>
        column === 'createdAt' && createdAt ? manager.connection.driver.preparePersistentValue(row.createdAt, createdAt) : row[column],
      ),
    ),
  );
  const names = EVENT_COLUMNS.map(([column]) => `"${column}"`).join(', ');
  // `WHERE true`: SQLite's grammar needs a WHERE before an upsert's ON CONFLICT after a SELECT.
  // ON CONFLICT: another server may store one of these ids between the check and this INSERT (PostgreSQL's read
  // committed); the batch is then tried again rather than counted wrong.
  const { affected } = await runner.query(
    `INSERT INTO "analytics_event" (${names}) SELECT ${names} FROM (${source.select}) AS "source" WHERE true ON CONFLICT ("eventId") DO NOTHING`,
    source.parameters,
    true,
  );
  if (affected !== undefined && affected !== events.length)
    throw new ConcurrentInsertError(`${events.length - affected} of the batch's events were stored meanwhile`);

  const deltas = new Map<string, DailyCount>();
  const add = (day: string, metric: Metric, key: string, count: number) => {
    const id = `${day}\0${metric}\0${key}`;
    const entry = deltas.get(id);
    if (entry) entry.count += count;
    else deltas.set(id, { day, metric, key, count });
  };
  const visitors = new Map<string, [string, Metric, string, string]>();
  for (const { row, count } of groupAlike(events)) {
    for (const [metric, { key }] of COUNTED_METRICS) {
      const value = key(row);
      if (value !== null) add(row.day, metric, value, count);
    }
    for (const [metric, { key }] of DISTINCT_METRICS) {
      const value = key(row);
      if (value !== null) visitors.set(`${row.day}\0${metric}\0${value}\0${row.visitor}`, [row.day, metric, value, row.visitor]);
    }
  }
  if (visitors.size > 0) {
    // The leading comment matters: TypeORM's SQLite runner sends statements that start with "INSERT " through run(),
    // which drops RETURNING rows (as in RateLimiter.consume).
    const candidates = rowsSource(postgres, VISITOR_COLUMNS, [...visitors.values()]);
    const fresh: Array<{ day: string; metric: Metric; key: string }> = await manager.query(
      `/* new visitors */ INSERT INTO "analytics_day_visitor" ("day", "metric", "key", "visitor") ` +
        `SELECT "day", "metric", "key", "visitor" FROM (${candidates.select}) AS "candidates" WHERE true ` +
        `ON CONFLICT DO NOTHING RETURNING "day", "metric", "key"`,
      candidates.parameters,
    );
    for (const { day, metric, key } of fresh) add(day, metric, key, 1);
  }
  const counts = rowsSource(
    postgres,
    COUNT_COLUMNS,
    [...deltas.values()].map((count) => [count.day, count.metric, count.key, count.count]),
  );
  await manager.query(
    `INSERT INTO "analytics_daily_count" ("day", "metric", "key", "count") ` +
      `SELECT "day", "metric", "key", "count" FROM (${counts.select}) AS "counts" WHERE true ` +
      `ON CONFLICT ("day", "metric", "key") DO UPDATE SET "count" = "analytics_daily_count"."count" + excluded."count"`,
    counts.parameters,
  );
  await bumpCountsRevision(manager);
  return events.length;
}

/**
 * Marks the daily counts changed, in the caller's transaction: every process's report service keeps its last
 * figures only while this revision is unchanged (analytics-report.service.ts).
 */
async function bumpCountsRevision(manager: EntityManager): Promise<void> {
  await manager.query('UPDATE "analytics_revision" SET "revision" = "revision" + 1 WHERE "id" = 1');
}

/** The daily counts' revision (see bumpCountsRevision). */
export async function countsRevision(manager: EntityManager): Promise<string> {
  const rows: Array<{ revision: number | string }> = await manager.query('SELECT "revision" FROM "analytics_revision" WHERE "id" = 1');
  return String(rows[0]?.revision ?? 0);
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
  await bumpCountsRevision(manager);
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
  await bumpCountsRevision(manager);
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
