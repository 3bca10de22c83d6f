import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ANALYTICS_ENTITIES, AnalyticsEvent } from './analytics-event.entity';
import { insertAndCount, rollUpDay, type EventRow } from './daily-aggregates';

// The batch writer (one INSERT whose rows travel as one parameter, counts folded in memory): whatever the events
// hold, they are stored exactly as given, each once, and the live counts equal a roll-up of the stored rows.
let db: Awaited<ReturnType<typeof createTestDataSource>>;
beforeEach(async () => {
  db = await createTestDataSource(ANALYTICS_ENTITIES);
});
afterEach(() => db.close());

/** Text that breaks hand-built SQL or JSON: quotes, backslashes, SQL, JSON, placeholders, astral Unicode. */
const AWKWARD = [
  `/o'brien`,
  '/say-"hi"',
  '/back\\slash\\',
  `/'); DROP TABLE "analytics_event"; --`,
  '/[1, {"a": null}]',
  '/$1?-:name-@x',
  '/%E2%9C%93-café-日本語-🐶',
  '/null',
  '/0123',
  `/${'x'.repeat(299)}`,
];
const DAYS = ['2026-03-01', '2026-03-02'];
const VISITORS = Array.from({ length: 7 }, (_, index) => `${index}`.repeat(32));

let sequence = 0;
/** A batch of `count` events across two days, every type, every awkward text in every text column. */
function events(count: number, prefix = 'event'): EventRow[] {
  return Array.from({ length: count }, (_, index) => {
    const text = AWKWARD[index % AWKWARD.length] ?? '/';
    const day = DAYS[index % 2] ?? '2026-03-01';
    const kind = index % 3;
    sequence += 1;
    return {
      eventId: `${prefix}-${sequence}`,
      day,
      createdAt: new Date(`${day}T23:59:59.${String(index % 1000).padStart(3, '0')}Z`),
      type: kind === 0 ? 'pageview' : kind === 1 ? 'click' : 'fit',
      path: text,
      referrerHost: kind === 0 && index % 4 === 0 ? `ref-${text.slice(1, 20)}.example` : null,
      utmSource: kind === 0 && index % 5 === 0 ? text.slice(0, 99) : null,
      utmMedium: kind === 0 && index % 5 === 0 ? '' : null,
      utmCampaign: kind === 0 && index % 10 === 0 ? `"${text.slice(0, 20)}"` : null,
      device: ['phone', 'tablet', 'desktop'][index % 3] ?? 'desktop',
      visitor: VISITORS[index % VISITORS.length] ?? '',
      product: kind === 1 ? `B0${String(index % 13).padStart(8, '0')}` : null,
      position: kind === 1 ? (['card', 'compare', 'buy-bar'][index % 3] ?? 'card') : null,
      fit: kind === 2 ? `french adult ${index % 2 ? 'measured' : 'estimated'}` : null,
    };
  });
}

const write = (rows: EventRow[]) => db.dataSource.transaction((manager) => insertAndCount(manager, rows));

async function storedRows(): Promise<Map<string, Omit<AnalyticsEvent, 'id'>>> {
  const rows = await db.dataSource.getRepository(AnalyticsEvent).find();
  return new Map(rows.map(({ id: _id, ...row }) => [row.eventId, row]));
}

async function counts(day: string): Promise<Record<string, number>> {
  const rows: Array<{ metric: string; key: string; count: number | string }> = await db.dataSource.query(
    `SELECT "metric", "key", "count" FROM "analytics_daily_count" WHERE "day" = ${db.dataSource.options.type === 'postgres' ? '$1' : '?'}`,
    [day],
  );
  return Object.fromEntries(rows.map((row) => [`${row.metric} ${row.key}`, Number(row.count)]));
}

it('stores a batch of 2000 awkward events exactly as given, each once, with counts equal to a roll-up of them', async () => {
  const batch = events(2000);
  await expect(write(batch)).resolves.toBe(2000);
  const stored = await storedRows();
  expect(stored.size).toBe(2000);
  for (const row of batch) expect(stored.get(row.eventId)).toEqual(row);

  for (const day of DAYS) {
    const live = await counts(day);
    expect(live['pageviews ']).toBe(batch.filter((row) => row.day === day && row.type === 'pageview').length);
    expect(live['visitors ']).toBe(new Set(batch.filter((row) => row.day === day).map((row) => row.visitor)).size);
    // The roll-up recounts the day from its raw rows with GROUP BY: every live count must come out the same.
    await db.dataSource.transaction((manager) => rollUpDay(manager, day));
    expect(await counts(day)).toEqual(live);
  }
});

it('skips replayed ids, within the batch and already stored, and counts visitors across batches exactly', async () => {
  const first = events(600, 'first');
  await expect(write(first)).resolves.toBe(600);
  // The second batch: 300 new events, 100 of the first batch again, and 50 ids twice in itself (the first wins).
  const fresh = events(300, 'second');
  const doubled = fresh.slice(0, 50).map((row) => ({ ...row, path: '/a-second-copy' }));
  const second = [...fresh, ...first.slice(0, 100), ...doubled];
  await expect(write(second)).resolves.toBe(300);
  await expect(write(first.slice(100, 110))).resolves.toBe(0);

  const stored = await storedRows();
  expect(stored.size).toBe(900);
  for (const row of [...first, ...fresh]) expect(stored.get(row.eventId)).toEqual(row);
  for (const day of DAYS) {
    const live = await counts(day);
    // Seven visitors a day, seen in both batches: distinct across batches, never a sum of the batches' counts.
    expect(live['visitors ']).toBe(VISITORS.length);
    await db.dataSource.transaction((manager) => rollUpDay(manager, day));
    expect(await counts(day)).toEqual(live);
  }
});

it('refuses the batch, counting nothing, when one of its ids is stored between the replay check and the INSERT', async () => {
  // What another server's commit does under PostgreSQL's read committed: the INSERT then skips that id, and a count
  // of the whole batch would be one too many. The batch fails instead, and its next try skips the id as a replay.
  const batch = events(20, 'raced');
  const racing = batch[7] as EventRow;
  const raced = db.dataSource.transaction(async (manager) => {
    const query = manager.query.bind(manager);
    jest.spyOn(manager, 'query').mockImplementation(async (sql: string, parameters?: unknown[]) => {
      const result = await query(sql, parameters);
      if (sql.startsWith('SELECT "eventId"')) await manager.getRepository(AnalyticsEvent).insert(racing);
      return result;
    });
    return insertAndCount(manager, batch);
  });
  await expect(raced).rejects.toThrow('1 of the batch');
  expect((await storedRows()).size).toBe(0);
  expect(await counts(racing.day)).toEqual({});

  await write([racing]);
  await expect(write(batch)).resolves.toBe(19);
  const live = await counts(racing.day);
  await db.dataSource.transaction((manager) => rollUpDay(manager, racing.day));
  expect(await counts(racing.day)).toEqual(live);
});
