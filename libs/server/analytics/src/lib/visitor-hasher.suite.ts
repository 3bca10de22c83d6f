import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ANALYTICS_ENTITIES, AnalyticsSalt } from './analytics-event.entity';
import { VisitorHasher } from './visitor-hasher';

describe('VisitorHasher', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    db = await createTestDataSource(ANALYTICS_ENTITIES);
  });
  afterEach(() => db.close());

  const salts = () => db.dataSource.getRepository(AnalyticsSalt).find({ order: { day: 'ASC' } });

  it('gives one visitor the same hash all day, and a different one after midnight UTC, when the old salt is gone', async () => {
    clock = new Date('2026-03-01T00:00:05Z');
    const hasher = new VisitorHasher(db.dataSource, now);
    const morning = await hasher.hash('203.0.113.7', 'Mozilla/5.0 Firefox/140');
    clock = new Date('2026-03-01T23:59:59.999Z');
    await expect(hasher.hash('203.0.113.7', 'Mozilla/5.0 Firefox/140')).resolves.toBe(morning);
    const [firstDay] = await salts();
    expect(firstDay?.day).toBe('2026-03-01');

    clock = new Date('2026-03-02T00:00:00.000Z');
    const nextDay = await hasher.hash('203.0.113.7', 'Mozilla/5.0 Firefox/140');
    expect(nextDay).not.toBe(morning);
    // Only today's salt is left, and it is a new one: yesterday's hashes can never be recomputed.
    const left = await salts();
    expect(left.map((row) => row.day)).toEqual(['2026-03-02']);
    expect(left[0]?.salt).not.toBe(firstDay?.salt);
  });

  it('deletes the past salt at midnight even when no event arrives after it', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const hasher = new VisitorHasher(db.dataSource, now);
    await hasher.hash('203.0.113.7', 'UA');
    clock = new Date('2026-03-02T00:00:00.010Z');
    await hasher.forgetPastDays();
    expect(await salts()).toEqual([]);
  });

  it('never stores the address, and tells apart addresses and user agents', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const hasher = new VisitorHasher(db.dataSource, now);
    const hashes = new Set([
      await hasher.hash('203.0.113.7', 'UA one'),
      await hasher.hash('203.0.113.8', 'UA one'),
      await hasher.hash('203.0.113.7', 'UA two'),
    ]);
    expect(hashes.size).toBe(3);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(await salts())).not.toContain('203.0.113');
  });

  it('shares one salt of the day between servers (two hashers on one database agree)', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const [a, b] = [new VisitorHasher(db.dataSource, now), new VisitorHasher(db.dataSource, now)];
    const [first, second] = await Promise.all([a.hash('203.0.113.7', 'UA'), b.hash('203.0.113.7', 'UA')]);
    expect(first).toBe(second);
  });
});
