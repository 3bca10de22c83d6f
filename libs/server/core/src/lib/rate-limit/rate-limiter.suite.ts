import 'reflect-metadata';
import { openDatabase } from '../data-source';
import { TooManyRequestsError } from '../errors';
import { createTestDataSource } from '../testing/test-data-source';
import { testDatabaseKind } from '../testing/test-database';
import { RateLimitCounter } from './rate-limit-counter.entity';
import { RateLimiter, recipientKey, type RateLimitRule } from './rate-limiter';

const rule: RateLimitRule = { bucket: 'test', limit: 3, windowMs: 60_000, message: (seconds) => `Slow down for ${seconds} s` };

// On SQLite, or on PostgreSQL under `npm run test:pg`.
describe(`RateLimiter on ${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: number;
  let limiter: RateLimiter;

  beforeEach(async () => {
    db = await createTestDataSource([RateLimitCounter]);
    clock = Date.UTC(2026, 10, 22, 12, 0, 30);
    limiter = new RateLimiter(db.dataSource, () => clock);
  });
  afterEach(() => db.close());

  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume(rule, '203.0.113.9'));
    expect(results.map((r) => [r.allowed, r.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3]?.retryAfterSeconds).toBe(30);
    await expect(limiter.enforce(rule, '203.0.113.9')).rejects.toEqual(new TooManyRequestsError('Slow down for 30 s', 30));
  });

  it('counts each client and each bucket on its own', async () => {
    for (let i = 0; i < 3; i++) await limiter.enforce(rule, 'a');
    await expect(limiter.enforce(rule, 'b')).resolves.toMatchObject({ allowed: true, hits: 1 });
    await expect(limiter.enforce({ ...rule, bucket: 'other' }, 'a')).resolves.toMatchObject({ hits: 1 });
    await expect(limiter.enforce(rule, 'a')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('starts again in the next window, and pruning removes only closed windows', async () => {
    for (let i = 0; i < 4; i++) await limiter.consume(rule, 'a');
    clock += 30_000;
    await expect(limiter.consume(rule, 'a')).resolves.toMatchObject({ allowed: true, hits: 1 });
    await limiter.prune();
    expect(await db.dataSource.getRepository(RateLimitCounter).count()).toBe(1);
  });

  it('gives every concurrent hit its own count (no lost updates)', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.consume({ ...rule, limit: 25 }, 'burst')));
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it('gives a hit back in the window it was counted in, atomically, never below zero', async () => {
    const hits = await Promise.all(Array.from({ length: 10 }, () => limiter.consume(rule, 'refund')));
    await Promise.all(hits.slice(0, 8).map((hit) => limiter.giveBack(rule, 'refund', hit)));
    await expect(limiter.consume(rule, 'refund')).resolves.toMatchObject({ allowed: true, hits: 3 });
    const counted = await limiter.consume(rule, 'late');
    clock += 30_000; // the window of `counted` has closed; giving it back leaves the new window alone
    const fresh = await limiter.consume(rule, 'late');
    await limiter.giveBack(rule, 'late', counted);
    await limiter.giveBack(rule, 'late', counted);
    await expect(limiter.consume(rule, 'late')).resolves.toMatchObject({ hits: fresh.hits + 1 });
    const rows = await db.dataSource.getRepository(RateLimitCounter).findBy({ clientKey: 'late' });
    expect(rows.map((row) => Number(row.hits)).sort()).toEqual([0, 2]);
  });

  it('shares one count between servers with their own connections to the database', async () => {
    const otherServer = await openDatabase(db.url, [RateLimitCounter]);
    try {
      const other = new RateLimiter(otherServer, () => clock);
      const hits = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? other : limiter).consume(rule, 'shared')));
      expect(hits.map((r) => r.hits).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      await expect(other.enforce(rule, 'shared')).rejects.toBeInstanceOf(TooManyRequestsError);
    } finally {
      await otherServer.destroy();
    }
  });

  it('counts the emails of one recipient by a hash of the normalised address, which no counter holds', async () => {
    const recipient = limiter.recipientLimit(rule);
    expect(recipient).toMatchObject({ limit: 3, per: 'a minute' });
    const allowed = await Promise.all(
      ['Reader@Example.com', ' reader@example.com', 'READER@EXAMPLE.COM ', 'reader@example.com'].map((email) => recipient.allow(email)),
    );
    expect(allowed.filter(Boolean)).toHaveLength(3);
    expect(await recipient.allow('other@example.com')).toBe(true);
    const keys = (await db.dataSource.getRepository(RateLimitCounter).find()).map((row) => row.clientKey);
    expect(keys).toEqual(expect.arrayContaining([recipientKey('reader@example.com'), recipientKey('other@example.com')]));
    expect(keys.join(' ')).not.toMatch(/example/i);
  });

  it('keeps counting across a reopened database (a restart resets nothing)', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'a');
    const second = new RateLimiter(db.dataSource, () => clock);
    await expect(second.consume(rule, 'a')).resolves.toMatchObject({ allowed: false, hits: 4 });
  });
});
