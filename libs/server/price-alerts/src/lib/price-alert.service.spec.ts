import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { ConflictError, JobLease, SigningKey, ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { EmailSubscriber } from '@bcg/server/leads';
import { Outbox, OutboxEmail } from '@bcg/server/mail';
import {
  PriceObservation,
  RetailerSyncService,
  RetailerSyncState,
  type RetailerClient,
  type RetailerItemsResult,
} from '@bcg/server/retailer';
import { Revision } from '@bcg/server/revisions';
import { PRICE_ALERT_MESSAGES } from '@bcg/shared/validation';
import { PriceAlert } from './price-alert.entity';
import { MAX_OPEN_ALERTS, PRICE_ALERT_MESSAGES_OUT, PriceAlertService } from './price-alert.service';

const SITE = 'https://bulldogs.example';

/** The first row, which the test needs. */
function first<T>(rows: readonly T[]): T {
  expect(rows.length).toBeGreaterThan(0);
  return rows[0] as T;
}
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Amazon in memory: the price of each ASIN in cents. */
class PriceRetailer implements RetailerClient {
  readonly maxItemsPerRequest = 10;
  readonly currency = 'USD';
  readonly prices = new Map<string, number>();
  async getItems(asins: readonly string[]): Promise<RetailerItemsResult> {
    return {
      items: asins.map((asin) => ({
        asin,
        detailPageUrl: `https://www.amazon.com/dp/${asin}`,
        title: `Title ${asin}`,
        image: null,
        offer: { amountCents: this.prices.get(asin) ?? 3000, currency: 'USD', displayAmount: '' },
        availability: { type: 'IN_STOCK', message: 'In Stock' },
      })),
      errors: [],
    };
  }
}

describe('PriceAlertService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let clock: Date;
  let service: PriceAlertService;
  let retailer: PriceRetailer;
  let sync: RetailerSyncService;
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  const addCollar = async (n: number, cents: number | null) => {
    await db.dataSource.getRepository(Product).insert({
      rank: n,
      name: `Collar ${n}`,
      slug: `collar-${n}`,
      description: 'A sturdy nylon collar.',
      price: cents === null ? '$30.00' : `$${(cents / 100).toFixed(2)}`,
      priceCheckedAt: cents === null ? null : clock,
      priceAmountCents: cents,
      priceCurrency: cents === null ? null : 'USD',
      priceSource: cents === null ? 'owner' : 'retailer',
      rating: '4.5',
      reviewCount: 10,
      imageUrl: '/images/collars/default.svg',
      amazonAsin: `B0ALERT${String(n).padStart(3, '0')}`,
      features: ['Steel buckle'],
      bulldogFitNotes: ['Fits thick necks'],
      material: 'Nylon',
      width: '1.5"',
      bestFor: 'Daily wear',
      updatedAt: clock,
    });
    retailer.prices.set(`B0ALERT${String(n).padStart(3, '0')}`, cents ?? 3000);
  };
  const setPrice = (n: number, cents: number) => retailer.prices.set(`B0ALERT${String(n).padStart(3, '0')}`, cents);
  /** One sync cycle over every collar, due again at once afterwards. */
  const runSync = async () => {
    await db.dataSource.createQueryBuilder().update(RetailerSyncState).set({ nextSyncAt: clock }).execute();
    await sync.runOnce();
  };
  const emails = (kind: string) => db.dataSource.getRepository(OutboxEmail).find({ where: { kind }, order: { id: 'ASC' } });
  const alerts = () => db.dataSource.getRepository(PriceAlert).find({ order: { id: 'ASC' } });
  const confirmTokenOf = async (to: string) => {
    const mail = (await emails('price-alert-confirmation')).filter((email) => email.toAddress === to).at(-1);
    return /\/price-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const confirmedAlert = async (email: string, slug: string, below?: number) => {
    const before = (await emails('price-alert-confirmation')).length;
    await service.create({ email, productSlug: slug, below }, 'client');
    if ((await emails('price-alert-confirmation')).length === before) return;
    expect(await service.confirm(await confirmTokenOf(email.toLowerCase()))).toBe('confirmed');
  };

  beforeEach(async () => {
    db = await createTestDataSource([
      Product,
      PriceAlert,
      EmailSubscriber,
      OutboxEmail,
      SigningKey,
      RetailerSyncState,
      PriceObservation,
      JobLease,
      Revision,
    ]);
    clock = new Date('2026-11-26T12:00:00Z');
    retailer = new PriceRetailer();
    const outbox = new Outbox(db.dataSource, { siteUrl: SITE, now });
    service = new PriceAlertService(db.dataSource, outbox, {
      siteUrl: SITE,
      priceMaxAgeHours: 24,
      now,
      preferencesUrl: async (_manager, email) => `${SITE}/preferences?for=${encodeURIComponent(email)}`,
    });
    sync = new RetailerSyncService(db.dataSource, {
      client: retailer,
      intervalMinutes: 60,
      clock: { now, sleep: async (ms) => void advance(ms) },
      log: { info: () => undefined, warn: () => undefined },
      siteUrl: SITE,
      onPricesStored: (manager, prices) => service.onPricesStored(manager, prices),
    });
  });
  afterEach(async () => {
    await sync.stop();
    await db.close();
  });

  describe('create', () => {
    it('sets the mark one cent under the current Amazon price and asks a new address to confirm', async () => {
      await addCollar(1, 2999);
      const answer = await service.create({ email: ' Reader@Example.com ', productSlug: 'collar-1' }, 'client');
      expect(answer.belowCents).toBe(2998);
      expect(answer.message).toContain('at or under $29.98');
      const alert = first(await alerts());
      expect(alert).toMatchObject({ email: 'reader@example.com', belowCents: 2998, status: 'pending', currency: 'USD' });
      const mail = first(await emails('price-alert-confirmation'));
      expect(mail.subject).toBe('Confirm your price alert for Collar 1');
      expect(mail.text).toContain(`${SITE}/preferences?for=reader%40example.com`);
      expect(mail.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/price-alerts/${alert.id}/stop\\?token=`));
      expect(await service.confirm(await confirmTokenOf('reader@example.com'))).toBe('confirmed');
      expect(first(await alerts()).status).toBe('active');
    });

    it('needs a typed price for a collar with no fresh Amazon price, and refuses 0, negatives and text', async () => {
      await addCollar(1, null);
      await expect(service.create({ email: 'a@example.com', productSlug: 'collar-1' }, 'c')).rejects.toThrow(
        PRICE_ALERT_MESSAGES_OUT.noPrice,
      );
      for (const below of [0, -5, 'cheap' as unknown as number, 12.345, 100_000]) {
        await expect(service.create({ email: 'a@example.com', productSlug: 'collar-1', below }, 'c')).rejects.toThrow(
          PRICE_ALERT_MESSAGES.below,
        );
      }
      await expect(service.create({ email: 'a@example.com', productSlug: 'no-such-collar', below: 20 }, 'c')).rejects.toBeInstanceOf(
        ValidationError,
      );
      expect((await service.create({ email: 'a@example.com', productSlug: 'collar-1', below: 24.5 }, 'c')).belowCents).toBe(2450);
    });

    it('skips the confirmation for a confirmed subscriber, and asking again moves the mark of the one row', async () => {
      await addCollar(1, 3000);
      await db.dataSource.getRepository(EmailSubscriber).insert({
        email: 'fan@example.com',
        status: 'confirmed',
        signedUpAt: clock,
        confirmedAt: clock,
        consentWording: 'Sizing guide',
      });
      await service.create({ email: 'fan@example.com', productSlug: 'collar-1', below: 25 }, 'c');
      await service.create({ email: 'FAN@example.com', productSlug: 'collar-1', below: 22 }, 'c');
      expect(await alerts()).toEqual([expect.objectContaining({ status: 'active', belowCents: 2200 })]);
      expect(await emails('price-alert-confirmation')).toHaveLength(0);
    });

    it(`refuses an open alert past ${MAX_OPEN_ALERTS} of an address, and the 500 a reader might try`, async () => {
      for (let n = 1; n <= 25; n++) await addCollar(n, 3000);
      let refused = 0;
      for (let attempt = 0; attempt < 500; attempt++) {
        const n = (attempt % 25) + 1;
        try {
          await service.create({ email: 'many@example.com', productSlug: `collar-${n}`, below: 20 + (attempt % 7) }, 'c');
        } catch (error) {
          expect(error).toBeInstanceOf(ConflictError);
          expect((error as Error).message).toBe(PRICE_ALERT_MESSAGES_OUT.tooMany);
          refused += 1;
        }
      }
      expect((await alerts()).filter((alert) => alert.status !== 'ended')).toHaveLength(MAX_OPEN_ALERTS);
      expect(refused).toBe(500 - Math.ceil((500 * MAX_OPEN_ALERTS) / 25));
      // A confirmation goes at most once per 10 minutes per alert, however often it is asked.
      expect(await emails('price-alert-confirmation')).toHaveLength(MAX_OPEN_ALERTS);
    });
  });

  describe('firing from the retailer sync', () => {
    it('a drop to the mark fires exactly one email per reader, then the alert rests 7 days', async () => {
      await addCollar(1, 3000);
      await runSync();
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await confirmedAlert('two@example.com', 'collar-1', 26);
      await confirmedAlert('high@example.com', 'collar-1', 20);
      await service.create({ email: 'pending@example.com', productSlug: 'collar-1', below: 29 }, 'c');

      setPrice(1, 2450);
      await runSync();
      advance(HOUR);
      await runSync();
      setPrice(1, 2400);
      advance(HOUR);
      await runSync();
      const fired = await emails('price-alert');
      expect(fired.map((mail) => mail.toAddress).sort()).toEqual(['one@example.com', 'two@example.com']);
      const one = first(fired);
      expect(one.subject).toBe('Collar 1 is now $24.50');
      expect(one.text).toContain(`${SITE}/collars/collar-1`);
      expect(one.text).toContain('when we checked at 2026-11-26 12:00 UTC');
      expect(one.text).toContain('As an Amazon Associate');

      advance(7 * DAY);
      setPrice(1, 2300);
      await runSync();
      expect((await emails('price-alert')).filter((mail) => mail.toAddress === 'one@example.com')).toHaveLength(2);
    });

    it('never fires from a price the owner typed, nor for a price the sync does not store', async () => {
      await addCollar(1, 3000);
      await runSync();
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await db.dataSource.getRepository(Product).update({ id: 1 }, { price: '$10.00', priceSource: 'owner', priceAmountCents: null });
      await runSync();
      expect(await emails('price-alert')).toHaveLength(0);
    });

    it('rolls back with the store: an alert marked fired is never without its email', async () => {
      await addCollar(1, 3000);
      await runSync();
      await confirmedAlert('one@example.com', 'collar-1', 25);
      setPrice(1, 2000);
      const failing = new RetailerSyncService(db.dataSource, {
        client: retailer,
        intervalMinutes: 60,
        clock: { now, sleep: async () => undefined },
        log: { info: () => undefined, warn: () => undefined },
        siteUrl: SITE,
        onPricesStored: async (manager, prices) => {
          await service.onPricesStored(manager, prices);
          throw new Error('database went away');
        },
      });
      await db.dataSource.createQueryBuilder().update(RetailerSyncState).set({ nextSyncAt: clock }).execute();
      await failing.runOnce();
      await failing.stop();
      expect(first(await alerts())).toMatchObject({ lastFiredAt: null, firedCount: 0 });
      expect(await emails('price-alert')).toHaveLength(0);
      await runSync();
      expect(await emails('price-alert')).toHaveLength(1);
    });
  });

  describe('ending', () => {
    it('a deleted product takes its alerts with it', async () => {
      await addCollar(1, 3000);
      await addCollar(2, 3000);
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await confirmedAlert('one@example.com', 'collar-2', 25);
      await db.dataSource.getRepository(Product).delete({ id: 1 });
      expect((await alerts()).map((alert) => alert.productId)).toEqual([2]);
      expect((await service.listFor('One@Example.com')).map((alert) => alert.productSlug)).toEqual(['collar-2']);
    });

    it('turning price alerts off ends them all; a fired alert no longer fires; the stop link ends one', async () => {
      await addCollar(1, 3000);
      await addCollar(2, 3000);
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await confirmedAlert('one@example.com', 'collar-2', 25);
      expect(await service.endAll(db.dataSource.manager, 'one@example.com', 'price alerts turned off')).toBe(2);
      expect(await service.listFor('one@example.com')).toEqual([]);
      setPrice(1, 2000);
      await runSync();
      expect(await emails('price-alert')).toHaveLength(0);

      await service.create({ email: 'one@example.com', productSlug: 'collar-2', below: 25 }, 'c');
      setPrice(2, 2000);
      await runSync();
      const mail = first(await emails('price-alert'));
      expect(mail.subject).toBe('Collar 2 is now $20.00');
      const stop = /\/api\/price-alerts\/(\d+)\/stop\?token=([A-Za-z0-9_-]+)/.exec(mail.headers['List-Unsubscribe'] ?? '') ?? [];
      expect(await service.stop(Number(stop[1]), 'x'.repeat(43))).toBe(false);
      expect(await service.stop(Number(stop[1]), stop[2] ?? '')).toBe(true);
      expect(await service.listFor('one@example.com')).toEqual([]);
    });

    it('counts open alerts and fired emails per collar for the owner', async () => {
      await addCollar(1, 3000);
      await runSync();
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await service.create({ email: 'two@example.com', productSlug: 'collar-1', below: 25 }, 'c');
      setPrice(1, 2000);
      await runSync();
      expect(await service.countsPerProduct()).toEqual([
        { productId: 1, productName: 'Collar 1', productSlug: 'collar-1', pending: 1, active: 1, fired: 1 },
      ]);
    });
  });
});
