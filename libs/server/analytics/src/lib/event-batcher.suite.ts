import 'reflect-metadata';
import { ServiceUnavailableError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ANALYTICS_ENTITIES, AnalyticsEvent } from './analytics-event.entity';
import { EventBatcher, type EventRow } from './event-batcher';

// The durability rule, the batcher's part: acknowledge at once, write within `flushMs`, bound the queue,
// make requests wait for the disk when it lags, write everything on close, and never loop on a broken batch.
let db: Awaited<ReturnType<typeof createTestDataSource>>;
beforeEach(async () => {
  db = await createTestDataSource(ANALYTICS_ENTITIES);
});
afterEach(() => db.close());

let sequence = 0;
const row = (): EventRow => ({
  eventId: `batch-test-${(sequence += 1)}`,
  day: '2026-03-01',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  type: 'pageview',
  path: '/',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  visitor: 'v'.repeat(32),
  product: null,
  position: null,
  fit: null,
});
const stored = () => db.dataSource.getRepository(AnalyticsEvent).count();
const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
};
/** Holds every transaction of the data source until `release()`. */
function holdWrites() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.dataSource.transaction.bind(db.dataSource) as (work: never) => Promise<unknown>;
  const spy = jest.spyOn(db.dataSource, 'transaction').mockImplementation((async (work: never) => {
    await gate;
    return transaction(work);
  }) as never);
  return { release, spy };
}

it('acknowledges at once and writes the queue within flushMs', async () => {
  const batcher = new EventBatcher(db.dataSource, { maxEvents: 100, flushMs: 200 });
  const started = Date.now();
  expect(batcher.add([row(), row()])).toBeUndefined();
  expect(await stored()).toBe(0);
  await until(async () => (await stored()) === 2);
  expect(Date.now() - started).toBeLessThan(1000);
  await batcher.close();
});

it('writes a full batch at once, without waiting for flushMs', async () => {
  const batcher = new EventBatcher(db.dataSource, { maxEvents: 3, flushMs: 1000 });
  const started = Date.now();
  batcher.add([row(), row(), row()]);
  await until(async () => (await stored()) === 3);
  expect(Date.now() - started).toBeLessThan(900);
  await batcher.close();
});

it('refuses with 503 and Retry-After past maxQueuedEvents, and after close; close writes what it acknowledged', async () => {
  const batcher = new EventBatcher(db.dataSource, { maxEvents: 100, flushMs: 1000, maxQueuedEvents: 3 });
  batcher.add([row(), row()]);
  batcher.add([row()]);
  const full = (() => {
    try {
      batcher.add([row()]);
    } catch (error) {
      return error;
    }
    return undefined;
  })();
  expect(full).toBeInstanceOf(ServiceUnavailableError);
  expect((full as ServiceUnavailableError).retryAfterSeconds).toBe(1);
  await batcher.close();
  expect(await stored()).toBe(3);
  expect(() => batcher.add([row()])).toThrow(ServiceUnavailableError);
});

it('makes new requests wait for their write while the database lags behind', async () => {
  const { release, spy } = holdWrites();
  const batcher = new EventBatcher(db.dataSource, { maxEvents: 100, flushMs: 20 });
  const first = Date.now();
  expect(batcher.add([row()])).toBeUndefined();
  // The first batch's write is held; once an unwritten event is 2 x flushMs old, a new request waits for the disk.
  await until(() => spy.mock.calls.length > 0 && Date.now() - first > 50);
  const waiting = batcher.add([row()]);
  expect(waiting).toBeInstanceOf(Promise);
  let written = false;
  void waiting?.then(() => (written = true));
  release();
  await waiting;
  expect(written).toBe(true);
  expect(await stored()).toBe(2);
  await batcher.close();
});

it('tries a failing batch three times, then drops it and reports it, and goes on with the next ones', async () => {
  const dropped: number[] = [];
  const batcher = new EventBatcher(db.dataSource, { maxEvents: 100, flushMs: 10, onDropped: (_error, events) => dropped.push(events) });
  const transaction = db.dataSource.transaction.bind(db.dataSource) as (work: never) => Promise<unknown>;
  let failures = 3;
  jest.spyOn(db.dataSource, 'transaction').mockImplementation((async (work: never) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('disk I/O error');
    }
    return transaction(work);
  }) as never);
  batcher.add([row(), row()]);
  await until(() => dropped.length === 1);
  expect(dropped).toEqual([2]);
  batcher.add([row()]);
  await batcher.flush();
  expect(await stored()).toBe(1);
  await batcher.close();
});
