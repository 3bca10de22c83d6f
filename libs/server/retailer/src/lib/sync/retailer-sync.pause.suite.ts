import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { JobLease, TooManyRequestsError } from '@bcg/server/core';
import { RetailerApiError } from '../retailer-client';
import { MAX_RETRY_AFTER_MS, RETAILER_REQUEST_INTERVAL_MS, RetailerSyncService, type RetailerSyncOptions } from './retailer-sync.service';
import { asinOf, collar, ManualClock, MemoryRetailerClient, openSyncDatabase, retailerItem } from './testing';

// The sync's waits: a Retry-After is honoured up to a cap, every pause is shown with its reason and end, and the
// owner's refreshes say when the retailer asked the sync to wait.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TEN_YEARS = 10 * 365 * 24 * HOUR;

describe('RetailerSyncService: pauses', () => {
  let db: Awaited<ReturnType<typeof openSyncDatabase>>;
  let clock: ManualClock;
  let client: MemoryRetailerClient;
  let logs: string[];

  const log = { info: (message: string) => logs.push(message), warn: (_details: object, message: string) => logs.push(message) };
  const sync = (options: Partial<RetailerSyncOptions> = {}) =>
    new RetailerSyncService(db.dataSource, { client, intervalMinutes: 60, clock, log, siteUrl: 'https://bulldog.example', ...options });
  const addCollars = async (count: number) => {
    await db.dataSource.getRepository(Product).insert(Array.from({ length: count }, (_, index) => collar(index + 1)));
    for (let n = 1; n <= count; n++) client.set(retailerItem(asinOf(n), 2000 + n));
  };
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => error as Error,
    );

  beforeEach(async () => {
    db = await openSyncDatabase();
    clock = new ManualClock();
    client = new MemoryRetailerClient();
    logs = [];
  });
  afterEach(() => db.close());

  it('waits at most an hour for a Retry-After of 10 years, shows the pause with its reason and end, then paces requests again', async () => {
    await addCollars(25);
    const service = sync();
    const throttledAt = clock.now().getTime();
    client.failNext(
      new RetailerApiError('throttled', 'Amazon answered getItems with HTTP 429 TooManyRequests.', 'TooManyRequests', TEN_YEARS),
    );
    await service.runOnce();
    expect(client.requests).toHaveLength(1);
    const until = new Date(throttledAt + MAX_RETRY_AFTER_MS);

    const status = await service.status();
    expect(status.pause).toEqual({
      until,
      reason:
        'Amazon asked the sync to wait 10 years: Amazon answered getItems with HTTP 429 TooManyRequests. (TooManyRequests) The sync waits 1 hour, the longest it accepts.',
      endsOnRefresh: false,
    });
    expect(status.setupHint).toBe(status.pause?.reason);
    expect(status.nextSyncAt).toEqual(until);

    // "Refresh all now" and "Refresh now" say the sync is paused, and until when; nothing is sent to Amazon.
    const all = await refusal(service.refreshAll());
    expect(all).toBeInstanceOf(TooManyRequestsError);
    expect(all?.message).toBe(`The retailer sync is paused until 2026-11-26 13:00 UTC: ${status.pause?.reason}`);
    expect(await refusal(service.refreshProduct(1))).toEqual(all);
    // Another turn of the job before the end waits too.
    clock.advance(30 * MINUTE);
    await service.runOnce();
    expect(client.requests).toHaveLength(1);

    clock.advance(30 * MINUTE);
    clock.slept.length = 0;
    await service.runOnce();
    expect(client.requests).toHaveLength(4);
    // No wait was longer than the cap, and the requests after the pause are paced, not let go at once.
    expect(clock.slept).toEqual([RETAILER_REQUEST_INTERVAL_MS, RETAILER_REQUEST_INTERVAL_MS]);
    expect((await service.status()).pause).toBeNull();
  });

  it('ends at the next turn a wait recorded before the cap, and does not show it as a pause', async () => {
    await addCollars(2);
    // What a 10-year Retry-After left in the job's row before the cap: a wait until 2058, with no reason.
    await db.dataSource.getRepository(JobLease).insert({
      name: 'retailer-sync',
      holder: '',
      expiresAt: new Date(0),
      lastStartedAt: null,
      lastFinishedAt: null,
      waitUntil: new Date('2058-03-01T00:00:00Z'),
      waitReason: null,
    });
    const service = sync();
    expect((await service.status()).pause).toBeNull();
    await service.runOnce();
    expect(client.requests).toHaveLength(1);
    expect((await db.dataSource.getRepository(JobLease).findOneBy({ name: 'retailer-sync' }))?.waitUntil).toBeNull();
  });

  it('shows the pause that failures in a row lead to, with the last failure', async () => {
    // Each failed request puts its 10 products back by minutes: five in a row take 50 due products.
    await addCollars(60);
    const service = sync();
    for (let attempt = 0; attempt < 5; attempt++) {
      client.failNext(new RetailerApiError('server', 'Amazon answered getItems with HTTP 503 InternalFailure.', 'InternalFailure'));
    }
    await service.runOnce();
    // 1, 2, 4 and 8 s are waited within the cycle; the 16 s after the fifth failure outlast a poll and pause the job.
    expect(client.requests).toHaveLength(5);
    expect((await service.status()).pause).toEqual({
      until: new Date(clock.now().getTime() + 16_000),
      reason: 'Amazon failed 5 requests in a row; the last: Amazon answered getItems with HTTP 503 InternalFailure. (InternalFailure)',
      endsOnRefresh: false,
    });
  });

  it('lets "Refresh all" end a pause after a refused account, and lets "Refresh now" try without waiting for its end', async () => {
    await addCollars(2);
    const service = sync();
    client.failNext(new RetailerApiError('ineligible', 'The account has not made 10 qualified sales in 30 days', 'AssociateNotEligible'));
    await service.runOnce();
    const pause = (await service.status()).pause;
    expect(pause).toMatchObject({ until: new Date(clock.now().getTime() + HOUR), endsOnRefresh: true });
    expect(pause?.reason).toMatch(/^Amazon refused the account: /);
    // The next turn keeps the pause; the owner's check of one product goes at once, not an hour later.
    await service.runOnce();
    clock.slept.length = 0;
    await service.refreshProduct(1);
    expect(clock.slept.every((ms) => ms <= RETAILER_REQUEST_INTERVAL_MS)).toBe(true);
    expect(await service.refreshAll()).toEqual({ queued: 2 });
    expect((await service.status()).pause).toBeNull();
  });

  it('answers a throttled refresh with a Retry-After of at most the cap', async () => {
    await addCollars(1);
    client.failNext(new RetailerApiError('throttled', 'Rate exceeded', 'TooManyRequests', TEN_YEARS));
    const error = await refusal(sync().refreshProduct(1));
    expect(error).toEqual(new TooManyRequestsError('Amazon asked us to slow down; try again in 1 hour', MAX_RETRY_AFTER_MS / 1000));
  });
});
