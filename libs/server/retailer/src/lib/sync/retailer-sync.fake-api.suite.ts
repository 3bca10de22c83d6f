import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { FAKE_CREDENTIAL, SEED_CATALOGUE, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { CreatorsApiClient } from '../creators-api';
import { PriceObservation } from '../price-observation.entity';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import { RetailerSyncService } from './retailer-sync.service';
import { collar, ManualClock, openSyncDatabase } from './testing';

// The sync through the real Creators API client against the fake Creators API: each of the retailer's faults.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ASINS = SEED_CATALOGUE.map((item) => item.asin);
const cents = (asin: string) => Math.round((SEED_CATALOGUE.find((item) => item.asin === asin)?.amount ?? 0) * 100);

describe('RetailerSyncService against the fake Creators API', () => {
  let db: Awaited<ReturnType<typeof openSyncDatabase>>;
  let clock: ManualClock;
  let fake: FakeCreatorsApi;
  let logs: string[];
  let service: RetailerSyncService;
  let client: CreatorsApiClient;

  const start = async (port = 0) => {
    fake = await startFakeCreatorsApi({ port, clock: () => clock.now().getTime() });
  };
  const build = (timeoutMs?: number) => {
    client = new CreatorsApiClient({
      credentialId: FAKE_CREDENTIAL.id,
      credentialSecret: FAKE_CREDENTIAL.secret,
      version: '2.1',
      partnerTag: 'bulldogcollarguide-20',
      marketplace: 'www.amazon.com',
      apiUrl: fake.url,
      tokenUrl: fake.tokenUrlFor('2.1'),
      now: () => clock.now().getTime(),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    const log = { info: (message: string) => logs.push(message), warn: (_details: object, message: string) => logs.push(message) };
    service = new RetailerSyncService(db.dataSource, { client, intervalMinutes: 60, clock, log, siteUrl: 'https://bulldog.example' });
  };
  const products = () => db.dataSource.getRepository(Product).find({ order: { id: 'ASC' } });
  const states = () => db.dataSource.getRepository(RetailerSyncState).find({ order: { productId: 'ASC' } });
  const observations = () => db.dataSource.getRepository(PriceObservation).count();
  /** More collars, with ASINs the fake prices from their hash. */
  const addGenerated = async (count: number) => {
    const more = Array.from({ length: count }, (_, index) => collar(11 + index, { amazonAsin: `B0MORE${String(index).padStart(4, '0')}` }));
    await db.dataSource.getRepository(Product).insert(more);
    fake.control.set({ knowsEveryAsin: true });
  };
  const refused = () => logs.filter((line) => line.startsWith('Amazon refused'));

  beforeEach(async () => {
    db = await openSyncDatabase();
    clock = new ManualClock();
    logs = [];
    await start();
    await db.dataSource.getRepository(Product).insert(ASINS.map((asin, index) => collar(index + 1, { amazonAsin: asin })));
    build();
  });
  afterEach(async () => {
    await fake.close();
    await db.close();
  });

  it('stores each product its own buy-box price from shuffled answers, and reports an ASIN Amazon no longer knows', async () => {
    fake.control.setItem(ASINS[1] as string, { buyBoxNotFirst: true });
    fake.control.setItem(ASINS[2] as string, { known: false });
    await service.runOnce();
    const stored = await products();
    for (const product of stored.filter((row) => row.amazonAsin !== ASINS[2])) {
      expect([product.amazonAsin, product.priceAmountCents, product.priceSource]).toEqual([
        product.amazonAsin,
        cents(product.amazonAsin),
        'retailer',
      ]);
    }
    expect(stored[2]).toMatchObject({ priceSource: null, price: '$30.00' });
    expect((await states())[2]).toMatchObject({ problem: 'unknown-asin', problemCode: 'ItemNotAccessible' });
    expect(await observations()).toBe(9);
  });

  it('refuses a price in another currency', async () => {
    fake.control.setItem(ASINS[0] as string, { currency: 'EUR' });
    await service.runOnce();
    expect((await products())[0]).toMatchObject({ priceSource: null, priceCurrency: null });
    expect((await states())[0]).toMatchObject({
      problem: 'failed',
      problemMessage: 'Amazon quoted this collar in EUR, not USD; its price was not stored',
    });
  });

  it("stores no image address that is not https on Amazon's image hosts, and reports it for that product only", async () => {
    const [first, second, third] = ASINS as [string, string, string];
    fake.control.setItem(first, { imageUrl: 'http://m.media-amazon.com/images/I/ironbark.jpg' });
    fake.control.setItem(second, { imageUrl: 'https://images.example.net/cloudrest.jpg' });
    await service.runOnce();
    const stored = await products();
    // The rest of each answer is stored: price, title, availability.
    expect(stored[0]).toMatchObject({
      retailerImageUrl: null,
      priceAmountCents: cents(first),
      retailerTitle: expect.stringMatching(/Ironbark/),
    });
    expect(stored[1]).toMatchObject({ retailerImageUrl: null, priceAmountCents: cents(second), availabilityType: 'IN_STOCK' });
    expect(stored[2]?.retailerImageUrl).toBe(`https://m.media-amazon.com/images/I/${third}._AC_SL500_.jpg`);
    const [firstState, secondState, thirdState] = await states();
    expect(firstState).toMatchObject({
      problem: 'refused-url',
      problemMessage: "Amazon's image address “http://m.media-amazon.com/images/I/ironbark.jpg” was not stored: it is not https.",
    });
    expect(secondState?.problemMessage).toBe(
      "Amazon's image address “https://images.example.net/cloudrest.jpg” was not stored: its host is not one of Amazon's image hosts.",
    );
    expect(thirdState?.problem).toBeNull();

    // A good address later is stored and ends the problem; a bad one after it leaves the good one in place.
    fake.control.setItem(first, { imageUrl: 'https://m.media-amazon.com/images/I/ironbark.jpg' });
    clock.advance(HOUR);
    await service.runOnce();
    expect((await products())[0]?.retailerImageUrl).toBe('https://m.media-amazon.com/images/I/ironbark.jpg');
    expect((await states())[0]?.problem).toBeNull();
    fake.control.setItem(first, { imageUrl: 'https://m.media-amazon.com.example.net/ironbark.jpg' });
    clock.advance(HOUR);
    await service.runOnce();
    expect((await products())[0]?.retailerImageUrl).toBe('https://m.media-amazon.com/images/I/ironbark.jpg');
    expect((await states())[0]?.problem).toBe('refused-url');
  });

  it('waits out a 429 burst as Retry-After asks, logged once', async () => {
    await addGenerated(30);
    fake.control.set({ throttleNext: 3, retryAfterSeconds: 2 });
    await service.runOnce();
    expect(clock.slept).toEqual([2000, 2000, 2000]);
    expect(refused()).toHaveLength(1);
    // The throttled products are checked again after their own back-off.
    clock.advance(3 * MINUTE);
    await service.runOnce();
    expect((await products()).every((product) => product.priceSource === 'retailer')).toBe(true);
  });

  it('renews an expired token without a failure', async () => {
    await service.runOnce();
    fake.control.expireTokens();
    clock.advance(HOUR);
    await service.runOnce();
    expect(refused()).toHaveLength(0);
    expect((await states()).every((state) => state.failures === 0 && state.lastSuccessAt?.getTime() === clock.now().getTime())).toBe(true);
  });

  it('pauses on an ineligible account and says why', async () => {
    fake.control.set({ ineligible: true });
    await service.runOnce();
    expect((await service.status()).setupHint).toMatch(/^Amazon refused the account: .*AssociateNotEligible/);
    expect(fake.control.counts().getItemsRequests).toBe(1);
  });

  it.each([
    ['a timeout', { delayMs: 1500 }],
    ['a 5xx', { failNext: 1 }],
    ['a malformed answer', { malformedNext: 1 }],
  ])('backs off after %s, keeps every price, and checks the batch again later', async (_name, switches) => {
    await service.runOnce();
    const priced = await products();
    clock.advance(HOUR);
    fake.control.set(switches);
    // A client that gives up after 300 ms meets the fake's 1.5 s delay; the other faults answer at once.
    const patient = service;
    if ('delayMs' in switches) build(300);
    await service.runOnce();
    fake.control.set({ delayMs: 0 });
    expect(refused()).toHaveLength(1);
    service = patient;
    expect(await products()).toEqual(priced);
    expect((await states()).map((state) => state.failures)).toEqual(Array(10).fill(1));
    clock.advance(3 * MINUTE);
    await service.runOnce();
    expect((await states()).map((state) => state.failures)).toEqual(Array(10).fill(0));
  });

  it('survives the retailer going away mid-cycle, and the next cycle completes without repeating anything', async () => {
    await addGenerated(15);
    const port = Number(new URL(fake.url).port);
    const getItems = client.getItems.bind(client);
    let calls = 0;
    client.getItems = async (asins, signal) => {
      const answer = await getItems(asins, signal);
      if (++calls === 1) await fake.close();
      return answer;
    };
    await service.runOnce();
    expect(refused()).toHaveLength(1);
    const firstPass = await observations();
    expect(firstPass).toBe(10);

    await start(port);
    fake.control.set({ knowsEveryAsin: true });
    clock.advance(HOUR);
    await service.runOnce();
    expect((await products()).every((product) => product.priceSource === 'retailer')).toBe(true);
    expect(await observations()).toBe(25);
    expect(logs).toContain('Amazon answers the retailer sync again');
  });
});
