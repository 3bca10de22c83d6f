import 'reflect-metadata';
import { Product, ProductEditorService } from '@bcg/server/catalogue';
import {
  ConflictError,
  JobLease,
  NotFoundError,
  openDatabase,
  ServiceUnavailableError,
  TooManyRequestsError,
  trackSiteRevision,
} from '@bcg/server/core';
import { Outbox, OutboxEmail } from '@bcg/server/mail';
import { Revision, RevisionService } from '@bcg/server/revisions';
import type { DataSource } from 'typeorm';
import { PriceObservation } from '../price-observation.entity';
import { RetailerApiError } from '../retailer-client';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import { LINK_UNAVAILABLE_MESSAGE } from './check-outcome';
import { LINK_HEALTH_DIGEST_KIND } from './link-health-digest';
import { DEFAULT_SETUP_HINT, RETAILER_REQUEST_INTERVAL_MS, RetailerSyncService, type RetailerSyncOptions } from './retailer-sync.service';
import { asinOf, collar, ManualClock, MemoryRetailerClient, openSyncDatabase, retailerItem } from './testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('RetailerSyncService', () => {
  let db: Awaited<ReturnType<typeof openSyncDatabase>>;
  let clock: ManualClock;
  let client: MemoryRetailerClient;
  let logs: string[];
  const services: RetailerSyncService[] = [];

  const log = { info: (message: string) => logs.push(message), warn: (_details: object, message: string) => logs.push(message) };
  const sync = (options: Partial<RetailerSyncOptions> = {}, dataSource: DataSource = db.dataSource) => {
    const service = new RetailerSyncService(dataSource, {
      client,
      intervalMinutes: 60,
      clock,
      log,
      siteUrl: 'https://bulldog.example',
      ...options,
    });
    services.push(service);
    return service;
  };
  const products = () => db.dataSource.getRepository(Product).find({ order: { id: 'ASC' } });
  const states = () => db.dataSource.getRepository(RetailerSyncState).find({ order: { productId: 'ASC' } });
  const observations = () => db.dataSource.getRepository(PriceObservation).find({ order: { id: 'ASC' } });
  const addCollars = async (count: number, from = 1) => {
    const rows = Array.from({ length: count }, (_, index) => collar(from + index));
    await db.dataSource.getRepository(Product).insert(rows);
    for (let n = from; n < from + count; n++) client.set(retailerItem(asinOf(n), 2000 + n));
  };

  beforeEach(async () => {
    db = await openSyncDatabase();
    clock = new ManualClock();
    client = new MemoryRetailerClient();
    logs = [];
  });
  afterEach(async () => {
    services.length = 0;
    await db.close();
  });

  describe('the cycle', () => {
    it('checks 10 products a request, one request every 1.1 s, and stores each answer; an unknown ASIN is reported', async () => {
      await addCollars(12);
      client.items.delete(asinOf(4));
      expect(await sync().runOnce()).toBe(true);

      expect(client.requests.map((asins) => asins.length)).toEqual([10, 2]);
      expect(client.requests[0]?.[0]).toBe(asinOf(1));
      expect(clock.slept).toEqual([RETAILER_REQUEST_INTERVAL_MS]);
      const [first, , , fourth] = await products();
      expect(first).toMatchObject({
        price: '$20.01',
        priceAmountCents: 2001,
        priceCurrency: 'USD',
        priceSource: 'retailer',
        availabilityType: 'IN_STOCK',
        retailerTitle: `Retailer title of ${asinOf(1)}`,
        name: 'Collar 1',
        imageUrl: '/images/collars/default.svg',
        updatedAt: new Date('2026-11-01T00:00:00Z'),
      });
      expect(fourth).toMatchObject({ price: '$30.00', priceSource: null, availabilityType: null });
      const fourthState = (await states())[3];
      expect(fourthState).toMatchObject({ problem: 'unknown-asin', problemCode: 'InvalidParameterValue' });
      expect((await observations()).map((row) => row.productId)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
      const start = clock.now().getTime() - RETAILER_REQUEST_INTERVAL_MS;
      const due = (await states()).map((state) => state.nextSyncAt.getTime() - start);
      expect(due).toEqual([...Array(10).fill(HOUR), HOUR + RETAILER_REQUEST_INTERVAL_MS, HOUR + RETAILER_REQUEST_INTERVAL_MS]);
    });

    it('writes nothing to the products when nothing changed, and all displayed changes in one transaction', async () => {
      await addCollars(25);
      const revision = trackSiteRevision(db.dataSource, 0);
      const before = await revision.current();
      await sync().runOnce();
      const afterFirst = await revision.current();
      // One transaction of 25 products: one change for this process and one for the others (the shared counter).
      expect(afterFirst.split('.')[1]).toBe(String(Number(before.split('.')[1]) + 1));
      expect(afterFirst.split('.')[0]).toBe(String(Number(before.split('.')[0]) + 1));

      clock.advance(HOUR);
      await sync().runOnce();
      expect(client.requests).toHaveLength(6);
      expect(await revision.current()).toBe(afterFirst);
      expect(
        (await states()).every(
          (state) => state.lastSuccessAt && state.lastSuccessAt.getTime() >= clock.now().getTime() - 2 * RETAILER_REQUEST_INTERVAL_MS,
        ),
      ).toBe(true);
      expect(await observations()).toHaveLength(25);
    });

    it('writes displayed changes at most once a minute during a long cycle', async () => {
      await addCollars(50);
      const revision = trackSiteRevision(db.dataSource, 0);
      const local = async () => Number((await revision.current()).split('.')[1]);
      const start = await local();
      // Five requests 25 s apart: the first minute's results are written together, the rest at the end.
      await sync({ minRequestIntervalMs: 25_000 }).runOnce();
      expect((await local()) - start).toBe(2);
      expect((await products()).every((product) => product.priceSource === 'retailer')).toBe(true);
    });

    it('compares a price with the latest one seen, not the latest row written', async () => {
      await addCollars(1);
      await sync().runOnce();
      // A week of history backfilled after the first check (the demo does this) is older, so it is not "the last price".
      await db.dataSource
        .getRepository(PriceObservation)
        .insert({ productId: 1, amountCents: 1850, currency: 'USD', observedAt: new Date(clock.now().getTime() - 7 * 24 * HOUR) });
      clock.advance(HOUR);
      await sync().runOnce();
      expect((await observations()).map((row) => row.amountCents)).toEqual([2001, 1850]);
    });

    it('stamps an unchanged price again only when its stamp is older than 12 hours', async () => {
      await addCollars(1);
      await sync().runOnce();
      const checkedAt = (await products())[0]?.priceCheckedAt;
      clock.advance(6 * HOUR);
      await sync().runOnce();
      expect((await products())[0]?.priceCheckedAt).toEqual(checkedAt);
      clock.advance(7 * HOUR);
      await sync().runOnce();
      expect((await products())[0]?.priceCheckedAt).toEqual(clock.now());
    });

    it("takes a price the owner types as the owner's: the retailer's amount and currency go, its history stays", async () => {
      await addCollars(1);
      await sync().runOnce();
      const editor = new ProductEditorService(db.dataSource, new RevisionService(db.dataSource.getRepository(Revision)), () => clock.now());
      await editor.update(1, { badge: 'Night walks' });
      expect((await products())[0]).toMatchObject({ priceSource: 'retailer', priceAmountCents: 2001, priceCurrency: 'USD' });
      await editor.update(1, { price: '$24.50' });
      expect((await products())[0]).toMatchObject({ price: '$24.50', priceSource: 'owner', priceAmountCents: null, priceCurrency: null });
      expect(await observations()).toHaveLength(1);
    });

    it('keeps records only for public products with an ASIN', async () => {
      await addCollars(3);
      await sync().runOnce();
      await db.dataSource.getRepository(Product).delete({ id: 1 });
      await db.dataSource.getRepository(Product).update({ id: 2 }, { archivedAt: clock.now() });
      clock.advance(HOUR);
      await sync().runOnce();
      expect((await states()).map((state) => state.productId)).toEqual([3]);
    });

    it('does not run without credentials, and says what to set', async () => {
      await addCollars(2);
      const off = new RetailerSyncService(db.dataSource, {
        client: null,
        intervalMinutes: 60,
        clock,
        log,
        siteUrl: 'https://bulldog.example',
      });
      off.start();
      expect(await off.runOnce()).toBe(false);
      expect(logs).toEqual([`Retailer sync off: ${DEFAULT_SETUP_HINT}`]);
      expect(await off.status()).toMatchObject({
        configured: false,
        setupHint: DEFAULT_SETUP_HINT,
        nextSyncAt: null,
        productsDue: 2,
        linkProblems: 0,
      });
      await expect(off.refreshProduct(1)).rejects.toBeInstanceOf(ConflictError);
      await expect(off.refreshAll()).rejects.toThrow(DEFAULT_SETUP_HINT);
    });
  });

  describe('faults', () => {
    it('honours Retry-After on a 429 burst, logs it once, and keeps the prices', async () => {
      await addCollars(40);
      const service = sync();
      await service.runOnce();
      const priced = await products();
      clock.advance(HOUR);
      const throttled = () => new RetailerApiError('throttled', 'Rate exceeded', 'TooManyRequests', 5000);
      client.failNext(throttled(), throttled(), throttled());
      clock.slept.length = 0;
      await service.runOnce();
      // Each 429 holds the next request for its Retry-After; the fourth request is answered.
      expect(clock.slept).toEqual([5000, 5000, 5000]);
      expect(logs).toEqual([
        'Amazon refused a request of the retailer sync; it backs off and tries again',
        'Amazon answers the retailer sync again',
      ]);
      expect(await products()).toEqual(priced);
      // The throttled products wait for their own back-off; the next turn finds them again and Amazon answers.
      clock.advance(3 * MINUTE);
      await service.runOnce();
      expect(logs).toContain('Amazon answers the retailer sync again');
      expect((await states()).every((state) => state.failures === 0 && state.problem === null)).toBe(true);
    });

    it.each([
      ['a timeout', new RetailerApiError('timeout', 'Amazon did not answer within 10 s')],
      ['a 5xx', new RetailerApiError('server', 'Amazon answered 503', 'InternalFailure')],
      ['a malformed answer', new RetailerApiError('malformed', 'The answer was not JSON')],
    ])('backs %s off per product, reports it after three tries, and never blanks the price', async (_name, error) => {
      await addCollars(2);
      const service = sync();
      await service.runOnce();
      const priced = await products();
      for (let attempt = 1; attempt <= 3; attempt++) {
        clock.advance(HOUR);
        client.failNext(error);
        await service.runOnce();
      }
      expect(await products()).toEqual(priced);
      expect((await states()).map((state) => [state.failures, state.problem, state.problemMessage])).toEqual([
        [3, 'failed', error.message],
        [3, 'failed', error.message],
      ]);
      expect(logs.filter((line) => line.startsWith('Amazon refused'))).toHaveLength(1);
    });

    it('pauses the job when Amazon refuses the account, says so in the status, and resumes on Refresh all', async () => {
      await addCollars(3);
      client.failNext(new RetailerApiError('ineligible', 'The account has not made 10 qualified sales in 30 days', 'AssociateNotEligible'));
      const service = sync();
      await service.runOnce();
      expect(client.requests).toHaveLength(1);
      const status = await service.status();
      expect(status.setupHint).toMatch(
        /^Amazon refused the account: The account has not made 10 qualified sales in 30 days \(AssociateNotEligible\)\. The sync tries again at 2026-11-26 13:00 UTC\.$/,
      );
      clock.advance(10 * MINUTE);
      await service.runOnce();
      expect(client.requests).toHaveLength(1);
      expect(await service.refreshAll()).toEqual({ queued: 3 });
      await service.runOnce();
      expect(client.requests).toHaveLength(2);
      expect((await service.status()).setupHint).toBeNull();
    });

    it('names the credentials when Amazon does not accept them', async () => {
      await addCollars(1);
      client.failNext(new RetailerApiError('unauthorized', 'The token was refused', 'InvalidToken'));
      const service = sync();
      await service.runOnce();
      expect((await service.status()).setupHint).toContain(
        'Check AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION',
      );
    });

    it('reports an ASIN left out of a partial answer as a failure of that product only', async () => {
      await addCollars(2);
      const answer = client.getItems.bind(client);
      client.getItems = async (asins) => ({ ...(await answer(asins)), items: [retailerItem(asinOf(1), 2001)], errors: [] });
      for (let attempt = 0; attempt < 3; attempt++) {
        await sync().runOnce();
        clock.advance(HOUR);
      }
      expect((await states()).map((state) => state.problem)).toEqual([null, 'failed']);
      expect((await states())[1]?.problemMessage).toBe("Amazon's answer left this ASIN out");
    });
  });

  describe('one job on many servers', () => {
    it('lets exactly one of two servers on one database take the lease and sync', async () => {
      await addCollars(3);
      const second = await openDatabase(db.url, [Product, RetailerSyncState, PriceObservation, JobLease, OutboxEmail]);
      try {
        const a = sync({ holder: 'server-a' });
        const b = sync({ holder: 'server-b' }, second);
        const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);
        expect([ranA, ranB].filter(Boolean)).toHaveLength(1);
        expect(client.requests).toHaveLength(1);
        // The holder keeps it while renewing; the other takes over only after it runs out or is given up.
        const [holder, other] = ranA ? [a, b] : [b, a];
        clock.advance(MINUTE);
        expect(await other.runOnce()).toBe(false);
        expect(await holder.runOnce()).toBe(true);
        await holder.stop();
        expect(await other.runOnce()).toBe(true);
      } finally {
        await second.destroy();
      }
    });

    it('loses nothing and repeats nothing when a server dies mid-cycle', async () => {
      await addCollars(20);
      const first = sync({ holder: 'server-a' });
      let requests = 0;
      client.onRequest = () => (++requests === 2 ? new Promise<void>(() => undefined) : undefined);
      void first.runOnce();
      while (client.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
      expect(await observations()).toHaveLength(0);

      client.onRequest = undefined;
      clock.advance(10 * MINUTE);
      const second = sync({ holder: 'server-b' });
      expect(await second.runOnce()).toBe(true);
      expect((await products()).every((product) => product.priceSource === 'retailer')).toBe(true);
      expect((await observations()).map((row) => row.productId)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect((await second.status()).lastCycleFinishedAt).toEqual(clock.now());
    });
  });

  describe('refresh now and the status', () => {
    it('checks one product at once, writes its change immediately, and clears a title change the owner has seen', async () => {
      await addCollars(2);
      const service = sync();
      await service.runOnce();
      client.set(retailerItem(asinOf(1), 1899, { title: 'A new name at Amazon' }));
      clock.advance(HOUR);
      await service.runOnce();
      expect((await states())[0]).toMatchObject({ problem: 'title-changed' });
      clock.advance(MINUTE);
      await service.refreshProduct(1);
      expect(client.requests.at(-1)).toEqual([asinOf(1)]);
      expect((await products())[0]).toMatchObject({ price: '$18.99', retailerTitle: 'A new name at Amazon' });
      expect((await states())[0]).toMatchObject({ problem: null });
      await expect(service.refreshProduct(999)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('checks a product once for many simultaneous presses of Refresh now', async () => {
      await addCollars(1);
      const service = sync();
      const before = client.requests.length;
      await Promise.all(Array.from({ length: 50 }, () => service.refreshProduct(1)));
      expect(client.requests.length - before).toBe(1);
      expect((await products())[0]).toMatchObject({ priceSource: 'retailer' });
    });

    it('answers a refused refresh with the reason, and keeps the price', async () => {
      await addCollars(1);
      const service = sync();
      await service.refreshProduct(1);
      client.failNext(new RetailerApiError('throttled', 'Rate exceeded', 'TooManyRequests', 3000));
      await expect(service.refreshProduct(1)).rejects.toBeInstanceOf(TooManyRequestsError);
      client.failNext(new RetailerApiError('server', 'Amazon answered 500'));
      await expect(service.refreshProduct(1)).rejects.toEqual(
        new ServiceUnavailableError('Amazon did not answer the check: Amazon answered 500', 60),
      );
      client.failNext(new RetailerApiError('ineligible', 'The account has not made 10 qualified sales in 30 days', 'AssociateNotEligible'));
      await expect(service.refreshProduct(1)).rejects.toThrow(
        'Amazon refused the check: The account has not made 10 qualified sales in 30 days',
      );
      expect((await products())[0]).toMatchObject({ price: '$20.01', priceSource: 'retailer' });
    });

    it('reports the interval, the last cycle, what is due and how many links need the owner', async () => {
      await addCollars(3);
      client.items.delete(asinOf(2));
      const service = sync();
      expect(await service.status()).toEqual({
        configured: true,
        setupHint: null,
        intervalMinutes: 60,
        lastCycleStartedAt: null,
        lastCycleFinishedAt: null,
        nextSyncAt: clock.now(),
        productsDue: 3,
        linkProblems: 0,
        pause: null,
      });
      const started = clock.now();
      await service.runOnce();
      expect(await service.status()).toEqual({
        configured: true,
        setupHint: null,
        intervalMinutes: 60,
        lastCycleStartedAt: started,
        lastCycleFinishedAt: clock.now(),
        nextSyncAt: new Date(started.getTime() + HOUR),
        productsDue: 0,
        linkProblems: 1,
        pause: null,
      });
      expect(await service.refreshAll()).toEqual({ queued: 3 });
      expect((await service.status()).productsDue).toBe(3);
    });
  });

  describe("the owner's digest", () => {
    it('emails what newly broke at most once a day, and nothing when nothing new broke', async () => {
      await addCollars(3);
      const outbox = new Outbox(db.dataSource, { siteUrl: 'https://bulldog.example' });
      const service = sync({ outbox, ownerEmail: 'owner@bulldog.example' });
      const emails = () => db.dataSource.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });
      await service.runOnce();
      expect(await emails()).toHaveLength(0);

      client.items.delete(asinOf(2));
      clock.advance(HOUR);
      await service.runOnce();
      const [digest] = await emails();
      expect(digest).toMatchObject({
        kind: LINK_HEALTH_DIGEST_KIND,
        toAddress: 'owner@bulldog.example',
        subject: 'Amazon links: 1 collar needs a look',
      });
      expect(digest?.text).toContain(
        `- Collar 2 (ASIN ${asinOf(2)}): Amazon no longer knows this ASIN since 2026-11-26 13:00 UTC. Amazon says: The ItemId ${asinOf(2)} is not accessible`,
      );
      expect(digest?.text).toContain(LINK_UNAVAILABLE_MESSAGE);

      client.set(retailerItem(asinOf(3), 2003, { offer: null, availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' } }));
      clock.advance(HOUR);
      await service.runOnce();
      expect(await emails()).toHaveLength(1);
      clock.advance(23 * HOUR);
      await service.runOnce();
      const all = await emails();
      expect(all).toHaveLength(2);
      expect(all[1]?.text).toContain('Collar 3');
      expect(all[1]?.text).not.toContain('Collar 2');
      clock.advance(25 * HOUR);
      await service.runOnce();
      expect(await emails()).toHaveLength(2);
    });
  });
});
