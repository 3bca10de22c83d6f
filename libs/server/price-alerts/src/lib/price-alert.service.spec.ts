import 'reflect-metadata';
import { Product, ProductService } from '@bcg/server/catalogue';
import { JobLease, RateLimitCounter, RateLimiter, SigningKey, ValidationError } from '@bcg/server/core';
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
  let products: ProductService;
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
      RateLimitCounter,
    ]);
    clock = new Date('2026-11-26T12:00:00Z');
    retailer = new PriceRetailer();
    const outbox = new Outbox(db.dataSource, { siteUrl: SITE, now });
    // The site's one decision whether a price is shown, which the form's "current price" is.
    products = new ProductService(db.dataSource.getRepository(Product), 'tag-20', { maxAgeHours: 24, now });
    service = new PriceAlertService(db.dataSource, outbox, {
      siteUrl: SITE,
      isPriceShown: (product) => products.isPriceDisplayable(product),
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
    it('sets the mark one cent under the current Amazon price and asks the address to confirm', async () => {
      await addCollar(1, 2999);
      const answer = await service.create({ email: ' Reader@Example.com ', productSlug: 'collar-1' }, 'client');
      expect(answer.belowCents).toBe(2998);
      expect(answer.message).toContain('we email you once when Collar 1 drops to $29.98 or under at Amazon; nothing changes before');
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

    it('refuses a mark at or over the current price, which could tell of no drop, saying so at the field', async () => {
      await addCollar(1, 2999);
      for (const below of [29.99, 30, 99_999.99]) {
        const refused = await service
          .create({ email: 'a@example.com', productSlug: 'collar-1', below }, 'c')
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ValidationError);
        expect((refused as ValidationError).message).toBe(
          'Your price (below) must be under the current Amazon price of $29.99: the alert tells you when the collar gets cheaper than it is now.',
        );
        expect((refused as ValidationError).fields).toEqual({ below: (refused as ValidationError).message });
      }
      expect(await alerts()).toEqual([]);
      expect((await service.create({ email: 'a@example.com', productSlug: 'collar-1', below: 29.98 }, 'c')).belowCents).toBe(2998);
    });

    it('takes the price readers are shown as the current one: a price the owner typed too, none for a collar out of stock', async () => {
      await addCollar(1, null);
      await db.dataSource.getRepository(Product).update({ id: 1 }, { price: '$28.00', priceCheckedAt: clock });
      expect((await service.create({ email: 'a@example.com', productSlug: 'collar-1' }, 'c')).belowCents).toBe(2799);
      await expect(service.create({ email: 'a@example.com', productSlug: 'collar-1', below: 28 }, 'c')).rejects.toThrow(
        PRICE_ALERT_MESSAGES_OUT.notUnder('$28.00'),
      );
      await db.dataSource.getRepository(Product).update({ id: 1 }, { availabilityType: 'OUT_OF_STOCK' });
      await expect(service.create({ email: 'a@example.com', productSlug: 'collar-1' }, 'c')).rejects.toThrow(
        PRICE_ALERT_MESSAGES_OUT.noPrice,
      );
      expect((await service.create({ email: 'a@example.com', productSlug: 'collar-1', below: 35 }, 'c')).belowCents).toBe(3500);
    });

    it("a stranger's new mark for a confirmed reader's alert waits for the reader's confirmation; the old mark holds", async () => {
      await addCollar(1, 3000);
      await runSync();
      await db.dataSource.getRepository(EmailSubscriber).insert({
        email: 'fan@example.com',
        status: 'confirmed',
        signedUpAt: clock,
        confirmedAt: clock,
        consentWording: 'Sizing guide',
      });
      // A confirmed subscriber's address still confirms each alert: anyone can type an address.
      await service.create({ email: 'fan@example.com', productSlug: 'collar-1', below: 25 }, 'reader');
      expect(first(await alerts())).toMatchObject({ status: 'pending', belowCents: 2500 });
      expect(await service.confirm(await confirmTokenOf('fan@example.com'))).toBe('confirmed');

      advance(HOUR);
      await service.create({ email: 'FAN@example.com', productSlug: 'collar-1', below: 29.99 }, 'stranger');
      expect(first(await alerts())).toMatchObject({ status: 'active', belowCents: 2500, pendingBelowCents: 2999 });
      const asked = (await emails('price-alert-confirmation')).at(-1);
      expect(asked?.subject).toBe('Confirm the new price of your alert for Collar 1');
      expect(asked?.text).toContain('change your price alert for Collar 1 from $25.00 to $29.99');
      expect(asked?.text).toContain('Until you confirm, your alert stays at $25.00');

      // A drop to $29.50 is under the asked-for mark but not the confirmed one: nothing fires.
      setPrice(1, 2950);
      await runSync();
      expect(await emails('price-alert')).toHaveLength(0);
      expect((await service.listFor('fan@example.com')).map((alert) => alert.belowCents)).toEqual([2500]);

      expect(await service.confirm(await confirmTokenOf('fan@example.com'))).toBe('confirmed');
      expect(first(await alerts())).toMatchObject({ status: 'active', belowCents: 2999, pendingBelowCents: null });
    });

    it('a confirmation link confirms only its own alert, at the mark its email named', async () => {
      await addCollar(1, 3000);
      await addCollar(2, 3000);
      await service.create({ email: 'one@example.com', productSlug: 'collar-1', below: 25 }, 'reader');
      const mine = await confirmTokenOf('one@example.com');
      await service.create({ email: 'one@example.com', productSlug: 'collar-2', below: 20 }, 'stranger');
      // The same alert asked at another mark: a new email, and the first link no longer confirms anything.
      await service.create({ email: 'one@example.com', productSlug: 'collar-1', below: 10 }, 'stranger');
      expect(await service.confirm(mine)).toBe('unknown');
      const latest = await confirmTokenOf('one@example.com');
      expect(await service.confirm(latest)).toBe('confirmed');
      expect((await alerts()).map((alert) => [alert.productId, alert.status, alert.belowCents])).toEqual([
        [1, 'active', 1000],
        [2, 'pending', 2000],
      ]);
      expect(await service.confirm(latest)).toBe('already-confirmed');
    });

    it(`answers a known and an unknown address alike, also past ${MAX_OPEN_ALERTS} alerts, which only the confirmation refuses`, async () => {
      for (let n = 1; n <= MAX_OPEN_ALERTS + 1; n++) await addCollar(n, 3000);
      for (let n = 1; n <= MAX_OPEN_ALERTS; n++) {
        await confirmedAlert('many@example.com', `collar-${n}`, 20);
        advance(HOUR);
      }
      const extra = { productSlug: `collar-${MAX_OPEN_ALERTS + 1}`, below: 20 };
      const known = await service.create({ email: 'many@example.com', ...extra }, 'c');
      const unknown = await service.create({ email: 'nobody@example.com', ...extra }, 'c');
      expect(known).toEqual(unknown);

      const token = await confirmTokenOf('many@example.com');
      expect(await service.confirm(token)).toBe('too-many');
      expect((await service.listFor('many@example.com')).filter((alert) => alert.status === 'active')).toHaveLength(MAX_OPEN_ALERTS);
      // An archived collar's alert pauses and leaves room: the same link now starts this one.
      await db.dataSource.getRepository(Product).update({ id: 1 }, { archivedAt: clock });
      expect(await service.confirm(token)).toBe('confirmed');
    });

    it('sends one address at most its limit of confirmations, whatever the number of clients, answering each alike', async () => {
      const limited = new PriceAlertService(db.dataSource, new Outbox(db.dataSource, { siteUrl: SITE, now }), {
        siteUrl: SITE,
        isPriceShown: (product) => products.isPriceDisplayable(product),
        now,
        preferencesUrl: async () => `${SITE}/preferences`,
        recipientLimit: new RateLimiter(db.dataSource, () => clock.getTime()).recipientLimit({
          bucket: 'recipient-email',
          limit: 3,
          windowMs: HOUR,
        }),
      });
      for (let n = 1; n <= 10; n++) await addCollar(n, 3000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          limited.create(
            { email: n % 2 ? 'Target@example.com' : 'target@example.com', productSlug: `collar-${n + 1}`, below: 20 },
            `client-${n}`,
          ),
        ),
      );
      // Each answer names its own collar; nothing else differs, whether its email went or not.
      expect(new Set(answers.map((answer) => answer.message.replace(/Collar \d+/, 'Collar'))).size).toBe(1);
      expect(answers[0]?.message).toContain('one address gets at most 3 such emails an hour');
      expect(await emails('price-alert-confirmation')).toHaveLength(3);
      // Past the limit nothing was stored either: only the three emailed alerts wait.
      expect((await alerts()).filter((alert) => alert.status === 'pending')).toHaveLength(3);
    });

    it('sends a confirmation at most once per 10 minutes for one alert at one mark, however often it is asked', async () => {
      await addCollar(1, 3000);
      for (let attempt = 0; attempt < 50; attempt++) {
        await service.create({ email: 'again@example.com', productSlug: 'collar-1', below: 20 }, 'c');
      }
      expect(await emails('price-alert-confirmation')).toHaveLength(1);
      advance(11 * 60 * 1000);
      await service.create({ email: 'again@example.com', productSlug: 'collar-1', below: 20 }, 'c');
      expect(await emails('price-alert-confirmation')).toHaveLength(2);
    });
  });

  describe('firing from the retailer sync', () => {
    it('a drop to the mark fires exactly one email per reader, saying from what to what, then the alert rests 7 days', async () => {
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
      expect(one.subject).toBe('Collar 1 fell from $30.00 to $24.50');
      expect(one.text).toContain('The price of Collar 1 at Amazon fell from $30.00 to $24.50 when we checked at 2026-11-26 12:00 UTC');
      expect(one.text).toContain(`${SITE}/collars/collar-1`);
      expect(one.text).toContain('As an Amazon Associate');

      advance(7 * DAY);
      setPrice(1, 2300);
      await runSync();
      const again = (await emails('price-alert')).filter((mail) => mail.toAddress === 'one@example.com');
      expect(again).toHaveLength(2);
      expect(again[1]?.text).toContain('fell from $24.00 to $23.00');
    });

    it('fires only on a drop: never on the first price seen or a rise, however low', async () => {
      await addCollar(1, null);
      setPrice(1, 2000);
      await confirmedAlert('low@example.com', 'collar-1', 25);
      await runSync(); // the first price the sync sees: no drop
      setPrice(1, 2200);
      advance(HOUR);
      await runSync(); // a rise, still under the mark
      expect(await emails('price-alert')).toHaveLength(0);
      setPrice(1, 2100);
      advance(HOUR);
      await runSync();
      expect((await emails('price-alert')).map((mail) => mail.subject)).toEqual(['Collar 1 fell from $22.00 to $21.00']);
    });

    it("an archived collar's alerts pause: they neither fire nor count, and start again when it is listed", async () => {
      await addCollar(1, 3000);
      await runSync();
      await confirmedAlert('one@example.com', 'collar-1', 25);
      await db.dataSource.getRepository(Product).update({ id: 1 }, { archivedAt: clock });
      expect(await service.listFor('one@example.com')).toEqual([expect.objectContaining({ productSlug: 'collar-1', status: 'paused' })]);
      // A drop stored as the sync stores one (the sync itself no longer checks an archived collar).
      advance(HOUR);
      const drop = { productId: 1, amountCents: 2000, currency: 'USD', observedAt: clock };
      await db.dataSource.transaction(async (manager) => {
        await manager.getRepository(PriceObservation).insert(drop);
        await service.onPricesStored(manager, [drop]);
      });
      expect(await emails('price-alert')).toHaveLength(0);

      await db.dataSource.getRepository(Product).update({ id: 1 }, { archivedAt: null });
      setPrice(1, 1900);
      advance(HOUR);
      await runSync();
      expect((await emails('price-alert')).map((mail) => mail.subject)).toEqual(['Collar 1 fell from $20.00 to $19.00']);
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

      await confirmedAlert('one@example.com', 'collar-2', 25);
      setPrice(2, 2000);
      await runSync();
      const mail = first(await emails('price-alert'));
      expect(mail.subject).toBe('Collar 2 fell from $30.00 to $20.00');
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
