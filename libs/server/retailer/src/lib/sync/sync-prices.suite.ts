import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { PRICE_MAX_CENTS } from '@bcg/shared/validation';
import { PriceObservation } from '../price-observation.entity';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import type { CheckOutcome } from './check-outcome';
import { RetailerSyncService } from './retailer-sync.service';
import { SyncStore, type StoredPrice } from './sync-store';
import { asinOf, collar, ManualClock, MemoryRetailerClient, openSyncDatabase, retailerItem } from './testing';

// What the sync stores of the prices Amazon quotes: the amount, never its display text; nothing over the ceiling; and
// one product's bad write never costs the others theirs. On both engines: PostgreSQL refuses what SQLite keeps.
describe('the prices the retailer sync stores', () => {
  let db: Awaited<ReturnType<typeof openSyncDatabase>>;
  let clock: ManualClock;
  let client: MemoryRetailerClient;
  let warnings: Array<{ details: Record<string, unknown>; message: string }>;

  const log = { info: () => undefined, warn: (details: object, message: string) => warnings.push({ details: { ...details }, message }) };
  const products = () => db.dataSource.getRepository(Product).find({ order: { id: 'ASC' } });
  const states = () => db.dataSource.getRepository(RetailerSyncState).find({ order: { productId: 'ASC' } });
  const observations = () => db.dataSource.getRepository(PriceObservation).find({ order: { productId: 'ASC' } });
  const offered = (n: number, amountCents: number, displayAmount: string) =>
    retailerItem(asinOf(n), amountCents, { offer: { amountCents, currency: 'USD', displayAmount } });

  /** A check of a product that changes `product` to these values, with a plain record. */
  const checkWith = (product: Partial<Product>): CheckOutcome => ({
    product: product as CheckOutcome['product'],
    observation: null,
    doubtedOffer: null,
    state: {
      nextSyncAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
      lastAttemptAt: clock.now(),
      lastSuccessAt: clock.now(),
      failures: 0,
      problem: null,
      problemSince: null,
      problemCode: null,
      problemMessage: null,
      problemReportedAt: null,
    },
  });

  beforeEach(async () => {
    db = await openSyncDatabase();
    clock = new ManualClock();
    client = new MemoryRetailerClient();
    warnings = [];
    await db.dataSource.getRepository(Product).insert(Array.from({ length: 6 }, (_, index) => collar(index + 1)));
  });
  afterEach(() => db.close());

  it('stores the good prices of a batch and refuses each bad one with a problem and a log line', async () => {
    client.set(
      offered(1, 5499, '$0.99'),
      offered(2, 500000, '$5,000.00'),
      // An amount of 1e9 dollars: over the ceiling, and past what a PostgreSQL integer column holds.
      offered(3, 1e11, '$1,000,000,000.00'),
      offered(4, 3499, '$34.99'),
      offered(5, 100000, '$1,000.00'),
      offered(6, 2999, '$29.99'),
    );
    const service = new RetailerSyncService(db.dataSource, { client, intervalMinutes: 60, clock, log, siteUrl: 'https://bulldog.example' });
    await service.runOnce();

    expect((await products()).map((product) => [product.price, product.priceAmountCents, product.priceSource])).toEqual([
      ['$54.99', 5499, 'retailer'],
      ['$30.00', null, null],
      ['$30.00', null, null],
      ['$34.99', 3499, 'retailer'],
      ['$1,000.00', 100000, 'retailer'],
      ['$29.99', 2999, 'retailer'],
    ]);
    expect((await observations()).map((row) => [row.productId, row.amountCents])).toEqual([
      [1, 5499],
      [4, 3499],
      [5, 100000],
      [6, 2999],
    ]);
    expect((await states()).map((state) => [state.problem, state.problemCode, state.problemMessage])).toEqual([
      [
        'price-doubtful',
        'DisplayTextMismatch',
        'Amazon\'s price text "$0.99" disagrees with its amount, $54.99: $54.99 is stored and shown, the text ignored',
      ],
      [
        'price-doubtful',
        'PriceOverCeiling',
        'Amazon quoted $5,000.00 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
      ],
      [
        'price-doubtful',
        'PriceOverCeiling',
        'Amazon quoted $1,000,000,000.00 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
      ],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(warnings.map(({ details }) => [details['asin'], details['code'], details['amountCents'], details['displayAmount']])).toEqual([
      [asinOf(1), 'DisplayTextMismatch', 5499, '$0.99'],
      [asinOf(2), 'PriceOverCeiling', 500000, '$5,000.00'],
      [asinOf(3), 'PriceOverCeiling', 1e11, '$1,000,000,000.00'],
    ]);
    expect(warnings[1]?.message).toBe(
      "The retailer sync doubts Amazon's price of a collar: Amazon quoted $5,000.00 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored",
    );

    // The same doubt an hour later is not logged again; the report keeps it, with its start.
    clock.advance(60 * 60 * 1000);
    await service.runOnce();
    expect(warnings).toHaveLength(3);
    expect((await states())[1]).toMatchObject({
      problem: 'price-doubtful',
      problemSince: new Date(clock.now().getTime() - 60 * 60 * 1000),
    });
  });

  it('takes RETAILER_PRICE_CEILING from its option', async () => {
    client.set(offered(1, 500000, '$5,000.00'), offered(2, 500001, '$5,000.01'));
    const service = new RetailerSyncService(db.dataSource, {
      client,
      intervalMinutes: 60,
      priceCeiling: 5000,
      clock,
      log,
      siteUrl: 'https://bulldog.example',
    });
    await service.runOnce();
    expect((await products()).slice(0, 2).map((product) => product.priceAmountCents)).toEqual([500000, null]);
  });

  it('keeps the largest price a product may carry in both price columns', async () => {
    const store = new SyncStore(db.dataSource);
    const [first] = await products();
    const outcome = checkWith({ price: '$9,999,999.99', priceAmountCents: PRICE_MAX_CENTS, priceSource: 'retailer', priceCurrency: 'USD' });
    await store.reconcile(clock.now());
    await store.store(
      [{ productId: first!.id, outcome: { ...outcome, observation: { amountCents: PRICE_MAX_CENTS, currency: 'USD' } } }],
      clock.now(),
    );
    expect((await products())[0]).toMatchObject({ price: '$9,999,999.99', priceAmountCents: PRICE_MAX_CENTS });
    expect((await observations())[0]?.amountCents).toBe(PRICE_MAX_CENTS);
  });

  it("stores the others' checks when the database refuses one product's values, and reports that one", async () => {
    const refused: number[] = [];
    const store = new SyncStore(db.dataSource, undefined, (productId) => refused.push(productId));
    await store.reconcile(clock.now());
    const [first, second, third] = await products();
    await store.store(
      [
        { productId: first!.id, outcome: checkWith({ price: '$21.00' }) },
        // A price no row may lack: both engines refuse it.
        { productId: second!.id, outcome: checkWith({ price: null as unknown as string }) },
        { productId: third!.id, outcome: checkWith({ price: '$23.00' }) },
      ],
      clock.now(),
    );
    expect((await products()).slice(0, 3).map((product) => product.price)).toEqual(['$21.00', '$30.00', '$23.00']);
    expect(refused).toEqual([second!.id]);
    const [, secondState, thirdState] = await states();
    expect(secondState).toMatchObject({
      problem: 'failed',
      problemCode: 'NotStored',
      problemSince: clock.now(),
      problemMessage: expect.stringMatching(/^Nothing this check found could be stored: /),
    });
    expect(thirdState).toMatchObject({ problem: null, lastSuccessAt: clock.now() });
  });

  it("stores the others' prices when the listener fails for one product's (a price alert that cannot be queued)", async () => {
    const heard: StoredPrice[][] = [];
    client.set(offered(1, 2101, '$21.01'), offered(2, 2202, '$22.02'), offered(3, 2303, '$23.03'));
    const [, second] = await products();
    const service = new RetailerSyncService(db.dataSource, {
      client,
      intervalMinutes: 60,
      clock,
      log,
      siteUrl: 'https://bulldog.example',
      onPricesStored: async (_manager, prices) => {
        if (prices.some((price) => price.productId === second!.id)) throw new Error('The alert email could not be queued');
        heard.push(prices);
      },
    });
    await service.runOnce();
    expect((await products()).slice(0, 3).map((product) => product.priceAmountCents)).toEqual([2101, null, 2303]);
    expect((await observations()).map((row) => row.productId)).toEqual([1, 3]);
    expect(heard.flat().map((price) => price.productId)).toEqual([1, 3]);
    expect((await states())[1]).toMatchObject({
      problem: 'failed',
      problemCode: 'NotStored',
      problemMessage: 'Nothing this check found could be stored: The alert email could not be queued',
    });
    expect(warnings.map(({ message, details }) => [message, details['productId']])).toEqual([
      ["What the retailer sync found for one collar could not be stored; the other collars' checks were", second!.id],
    ]);
  });
});
