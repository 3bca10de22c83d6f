import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { Product } from './product.entity';
import { ProductService } from './product.service';

const marks = (mark: number) => ({ safetyDurability: mark, comfortFit: mark, customerSatisfaction: mark, value: mark, features: mark });

function collar(rank: number, overrides: Partial<Product>): Partial<Product> {
  return {
    rank,
    name: `Collar ${rank}`,
    slug: `collar-${rank}`,
    description: 'A sturdy nylon collar.',
    price: '$30.00',
    priceCheckedAt: new Date('2026-11-01T00:00:00Z'),
    rating: '4.5',
    reviewCount: 100,
    imageUrl: `/images/collars/c${rank}.svg`,
    badge: null,
    amazonAsin: `B0TEST000${rank}`,
    features: ['Steel buckle'],
    bulldogFitNotes: ['Fits thick necks'],
    material: 'Nylon',
    width: '1.5"',
    reflective: false,
    waterproof: false,
    machineWashable: true,
    bestFor: 'Daily wear',
    ...overrides,
  };
}

describe('ProductService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let service: ProductService;

  beforeAll(async () => {
    db = await createTestDataSource([Product]);
    await db.dataSource.getRepository(Product).insert([
      collar(3, { price: '$55.00', bestFor: 'Adult English bulldogs', scores: marks(9), breeds: ['english'] }),
      collar(1, { price: '$19.99', bestFor: 'French bulldog puppies', scores: marks(7), breeds: ['french'] }),
      collar(2, {
        description: 'Soft padded lining.',
        bestFor: 'English and French bulldogs',
        scores: marks(8),
        breeds: ['english', 'french'],
      }),
      collar(4, { name: 'Premium leather collar', price: '$45.00', bestFor: 'American bulldogs', breeds: ['american'] }),
      collar(5, {
        name: 'Retired collar',
        archivedAt: new Date('2026-10-01T00:00:00Z'),
        bestFor: 'English bulldogs',
        scores: marks(10),
        breeds: ['french'],
      }),
    ]);
    // An hour after the fixtures' price checks: their prices are fresh, so the price filters may read them.
    service = new ProductService(db.dataSource.getRepository(Product), 'shop-20', {
      maxAgeHours: 24,
      now: () => new Date('2026-11-01T01:00:00Z'),
    });
  });
  afterAll(() => db.close());

  it('lists in catalogue order and honours the limit', async () => {
    expect((await service.list()).map((p) => p.rank)).toEqual([1, 2, 3, 4]);
    expect((await service.list({ limit: 2 })).map((p) => p.rank)).toEqual([1, 2]);
  });

  it('finds collars by the breed they suit, in a search and as a filter, never an archived one', async () => {
    const ranks = async (options: Parameters<ProductService['page']>[0]) => (await service.page(options)).items.map((p) => p.rank);
    expect(await ranks({ q: 'frenchie', offset: 0, limit: 10 })).toEqual([1, 2]);
    expect(await ranks({ q: 'French bulldog', offset: 0, limit: 10 })).toEqual([1, 2]);
    expect(await ranks({ breed: 'english', offset: 0, limit: 10 })).toEqual([2, 3]);
    expect(await ranks({ breed: 'english', filter: 'premium', offset: 0, limit: 10 })).toEqual([3]);
    expect((await service.page({ breed: 'american', q: 'padded', offset: 0, limit: 10 })).totalCount).toBe(0);
    expect((await service.list({ breed: 'french' })).map((p) => p.rank)).toEqual([1, 2]);
  });

  it('loads the collars a reader chose by slug, in their order, without unknown or archived ones', async () => {
    const chosen = await service.bySlugs(['collar-3', 'nope', 'collar-1', 'collar-3', 'collar-5', 'Bad Slug!']);
    expect(chosen.map((p) => p.rank)).toEqual([3, 1]);
    expect(await service.bySlugs([])).toEqual([]);
    expect((await service.list({ slugs: ['collar-4', 'collar-2', 'collar-1'], limit: 2 })).map((p) => p.rank)).toEqual([4, 2]);
  });

  it('applies the shared filter rules before the limit', async () => {
    expect((await service.list({ filter: 'premium' })).map((p) => p.rank)).toEqual([3, 4]);
    expect((await service.list({ filter: 'budget' })).map((p) => p.rank)).toEqual([1]);
    expect((await service.list({ filter: 'sensitive', limit: 1 })).map((p) => p.rank)).toEqual([2]);
  });

  it('round-trips lists and booleans through the database', async () => {
    const [first] = await service.list({ limit: 1 });
    expect(first?.features).toEqual(['Steel buckle']);
    expect(first?.machineWashable).toBe(true);
    expect(first?.reflective).toBe(false);
  });

  it('never lists an archived collar', async () => {
    expect((await service.list()).map((p) => p.name)).not.toContain('Retired collar');
  });

  it('finds a public collar by its slug; an unknown, archived or malformed slug finds nothing', async () => {
    expect((await service.bySlug('collar-3'))?.rank).toBe(3);
    expect(await service.bySlug('collar-9')).toBeNull();
    expect(await service.bySlug('collar-5')).toBeNull();
    expect(await service.bySlug("collar-3' OR 1=1 --")).toBeNull();
  });

  it('relates collars for the same breed first, best editorial score first, never itself or an archived one', async () => {
    const english = await service.bySlug('collar-3');
    expect((await service.related(english!)).map((p) => p.rank)).toEqual([2, 1, 4]);
    const french = await service.bySlug('collar-1');
    expect((await service.related(french!)).map((p) => p.rank)).toEqual([2, 3, 4]);
    expect((await service.related(french!, 1)).map((p) => p.rank)).toEqual([2]);
    // The breeds are the owner's field, whatever "best for" says: a collar for American bulldogs leads for one.
    expect((await service.related({ id: 0, breeds: ['american'] }, 1)).map((p) => p.rank)).toEqual([4]);
  });

  it('scores a reviewed collar with the shared weighted formula, and an unreviewed one not at all', async () => {
    const scored = await service.bySlug('collar-2');
    expect(service.editorialScore(scored!)).toBe(8);
    expect(
      service.editorialScore({ scores: { safetyDurability: 9.5, comfortFit: 9, customerSatisfaction: 9.6, value: 7.5, features: 7 } }),
    ).toBe(8.7);
    expect(service.editorialScore((await service.bySlug('collar-4'))!)).toBeNull();
  });

  it('builds the retailer URL with the affiliate tag', () => {
    expect(service.retailerUrl({ amazonAsin: 'B0TEST0001' })).toBe('https://www.amazon.com/dp/B0TEST0001?tag=shop-20');
  });
});

describe('ProductService catalogue pages with a content revision', () => {
  it('pages the catalogue as of the current revision, and reads the order again when the revision moves', async () => {
    const db = await createTestDataSource([Product]);
    try {
      const repository = db.dataSource.getRepository(Product);
      await repository.insert([collar(2, {}), collar(1, {}), collar(3, {})]);
      let revision: string | undefined = 'r1';
      const service = new ProductService(repository, 'shop-20', { maxAgeHours: 24 }, async () => revision);
      const page = async (offset: number, limit: number) => {
        const { items, totalCount } = await service.page({ offset, limit });
        return { ranks: items.map((p) => p.rank), totalCount };
      };
      expect(await page(0, 2)).toEqual({ ranks: [1, 2], totalCount: 3 });
      expect(await page(2, 2)).toEqual({ ranks: [3], totalCount: 3 });

      // A write moves the revision (the site revision subscriber does it for every product write).
      await repository.insert(collar(0, { slug: 'collar-zero', amazonAsin: 'B0TEST0000' }));
      await repository.update({ rank: 3 }, { archivedAt: new Date('2026-11-20T00:00:00Z') });
      revision = 'r2';
      expect(await page(0, 2)).toEqual({ ranks: [0, 1], totalCount: 3 });
      expect(await page(2, 2)).toEqual({ ranks: [2], totalCount: 3 });

      // A search and a filter read the same way: as of the revision, read again once it moves.
      const searched = async (q: string) => (await service.page({ q, offset: 0, limit: 10 })).items.map((p) => p.rank);
      expect(await searched('Collar 2')).toEqual([2]);
      await repository.update({ rank: 2 }, { name: 'Padded collar' });
      revision = 'r3';
      expect(await searched('Collar 2')).toEqual([]);
      expect(await searched('padded')).toEqual([2]);

      // Without a readable revision the database pages every time.
      await repository.update({ rank: 0 }, { archivedAt: new Date('2026-11-20T00:00:00Z') });
      revision = undefined;
      expect(await page(0, 2)).toEqual({ ranks: [1, 2], totalCount: 2 });
      expect(await searched('collar')).toEqual([1, 2]);
    } finally {
      await db.close();
    }
  });
});

describe('ProductService prices', () => {
  const checkedAt = new Date('2026-11-20T12:00:00Z');
  let now = new Date('2026-11-20T13:00:00Z');
  const service = new ProductService({} as never, 'shop-20', { maxAgeHours: 24, now: () => now });
  /** A price the owner typed, checked then. */
  const typed = (price: string, priceCheckedAt: Date | null) =>
    ({ price, priceCheckedAt, priceAmountCents: null, priceCurrency: null, priceSource: 'owner' }) as const;
  /** A price the retailer sync stored: its amount, and the display text of the day. */
  const synced = (price: string, priceAmountCents: number, extra: Partial<Product> = {}) => ({
    price,
    priceCheckedAt: checkedAt,
    priceAmountCents,
    priceCurrency: 'USD',
    priceSource: 'retailer' as const,
    ...extra,
  });

  it('shows a price checked within PRICE_MAX_AGE_HOURS, valid until the check plus that age', () => {
    now = new Date('2026-11-21T11:59:59Z');
    expect(service.displayPrice(typed('$34.99', checkedAt))).toBe('$34.99');
    expect(service.priceValidUntil({ priceCheckedAt: checkedAt })).toEqual(new Date('2026-11-21T12:00:00Z'));
  });

  it('shows no price once it is older than PRICE_MAX_AGE_HOURS', () => {
    now = new Date('2026-11-21T12:00:00Z');
    expect(service.isPriceDisplayable(typed('$34.99', checkedAt))).toBe(false);
    expect(service.displayPrice(typed('$34.99', checkedAt))).toBeNull();
  });

  it('shows no price that was never checked, or that is not an amount', () => {
    now = new Date('2026-11-20T13:00:00Z');
    expect(service.displayPrice(typed('$34.99', null))).toBeNull();
    expect(service.priceValidUntil({ priceCheckedAt: null })).toBeNull();
    expect(service.displayPrice(typed('varies', checkedAt))).toBeNull();
  });

  it("shows a retailer's price from its amount, never the display text stored with it, in REST's price too", () => {
    now = new Date('2026-11-20T13:00:00Z');
    for (const text of ['$0.99', '$5,000', '$54.99']) {
      expect(service.displayPrice(synced(text, 5499))).toBe('$54.99');
      expect(service.legacyPrice(synced(text, 5499))).toEqual({ price: '$54.99', priceIsFresh: true });
    }
    expect(service.priceText(typed('$34.99', checkedAt))).toBe('$34.99');
  });

  it("answers REST's priceIsFresh false for a fresh price of a collar out of stock or unavailable", () => {
    now = new Date('2026-11-20T13:00:00Z');
    for (const availabilityType of ['OUT_OF_STOCK', 'UNAVAILABLE']) {
      expect(service.legacyPrice(synced('$54.99', 5499, { availabilityType }))).toEqual({ price: '$54.99', priceIsFresh: false });
      expect(service.displayPrice(synced('$54.99', 5499, { availabilityType }))).toBeNull();
    }
    expect(service.legacyPrice(synced('$54.99', 5499, { availabilityType: 'BACKORDER' })).priceIsFresh).toBe(true);
  });

  it('reads the age limit it was given', () => {
    const hourly = new ProductService({} as never, 'shop-20', { maxAgeHours: 1, now: () => new Date('2026-11-20T13:00:01Z') });
    expect(hourly.displayPrice(typed('$34.99', checkedAt))).toBeNull();
  });
});

describe('ProductService availability', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let now = new Date('2026-11-20T13:00:00Z');
  let service: ProductService;
  const checkedAt = new Date('2026-11-20T12:00:00Z');
  const outOfStock = {
    availabilityType: 'OUT_OF_STOCK',
    availabilityMessage: 'Temporarily out of stock.',
    availabilityCheckedAt: checkedAt,
  };

  beforeAll(async () => {
    db = await createTestDataSource([Product]);
    await db.dataSource
      .getRepository(Product)
      .insert([
        collar(1, { price: '$60.00', priceCheckedAt: checkedAt, ...outOfStock }),
        collar(2, { price: '$19.99', priceCheckedAt: checkedAt, availabilityType: 'UNAVAILABLE', availabilityCheckedAt: checkedAt }),
        collar(3, { price: '$55.00', priceCheckedAt: checkedAt, availabilityType: 'IN_STOCK', availabilityCheckedAt: checkedAt }),
        collar(4, { price: '$22.00', priceCheckedAt: new Date('2026-11-18T12:00:00Z') }),
        collar(5, { price: '$21.00', priceCheckedAt: checkedAt, availabilityType: 'BACKORDER', availabilityCheckedAt: checkedAt }),
        collar(6, { price: '$70.00', priceCheckedAt: null }),
        collar(7, { price: '$35.00', priceCheckedAt: checkedAt }),
      ]);
    service = new ProductService(db.dataSource.getRepository(Product), 'shop-20', { maxAgeHours: 24, now: () => now });
  });
  afterAll(() => db.close());

  it('shows no price of a collar out of stock or unavailable, even a fresh one; any other answer or none keeps it', async () => {
    const prices = (await service.list()).map((product) => [product.rank, service.displayPrice(product), service.isBuyable(product)]);
    expect(prices).toEqual([
      [1, null, false],
      [2, null, false],
      [3, '$55.00', true],
      [4, null, true],
      [5, '$21.00', true],
      [6, null, true],
      [7, '$35.00', true],
    ]);
  });

  it('fills the top picks with the next buyable collars, each in its catalogue place', async () => {
    expect((await service.list({ buyableOnly: true, limit: 3 })).map((p) => p.rank)).toEqual([3, 4, 5]);
    await db.dataSource.getRepository(Product).update({ rank: 1 }, { availabilityType: 'IN_STOCK' });
    try {
      expect((await service.list({ buyableOnly: true, limit: 3 })).map((p) => p.rank)).toEqual([1, 3, 4]);
    } finally {
      await db.dataSource.getRepository(Product).update({ rank: 1 }, { availabilityType: 'OUT_OF_STOCK' });
    }
    // A reader's own choice is not narrowed unless asked.
    expect((await service.list({ slugs: ['collar-2', 'collar-3'] })).map((p) => p.rank)).toEqual([2, 3]);
  });

  it('places among premium and budget collars only by a price a reader is shown', async () => {
    const ranks = async (filter: 'premium' | 'budget') => ({
      list: (await service.list({ filter })).map((p) => p.rank),
      page: (await service.page({ filter, offset: 0, limit: 10 })).items.map((p) => p.rank),
    });
    // Out of stock ($60), unavailable ($19.99), stale ($22) and never checked ($70) prices place nothing.
    expect(await ranks('premium')).toEqual({ list: [3], page: [3] });
    expect(await ranks('budget')).toEqual({ list: [5], page: [5] });
    now = new Date('2026-11-21T12:00:00Z');
    try {
      expect(await ranks('premium')).toEqual({ list: [], page: [] });
    } finally {
      now = new Date('2026-11-20T13:00:00Z');
    }
  });

  it("places a retailer's price by its amount, not the display text stored with it", async () => {
    const repository = db.dataSource.getRepository(Product);
    await repository.update({ rank: 7 }, { price: '$0.99', priceAmountCents: 5499, priceCurrency: 'USD', priceSource: 'retailer' });
    try {
      expect((await service.list({ filter: 'premium' })).map((p) => [p.rank, service.displayPrice(p)])).toEqual([
        [3, '$55.00'],
        [7, '$54.99'],
      ]);
      expect((await service.page({ filter: 'budget', offset: 0, limit: 10 })).items.map((p) => p.rank)).toEqual([5]);
    } finally {
      await repository.update({ rank: 7 }, { price: '$35.00', priceAmountCents: null, priceCurrency: null, priceSource: null });
    }
  });
});
