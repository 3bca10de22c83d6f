import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { Product } from './product.entity';
import { ProductService } from './product.service';

function collar(rank: number, overrides: Partial<Product>): Partial<Product> {
  return {
    rank,
    name: `Collar ${rank}`,
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
    await db.dataSource
      .getRepository(Product)
      .insert([
        collar(3, { price: '$55.00' }),
        collar(1, { price: '$19.99' }),
        collar(2, { description: 'Soft padded lining.' }),
        collar(4, { name: 'Premium leather collar', price: '$45.00' }),
      ]);
    service = new ProductService(db.dataSource.getRepository(Product), 'shop-20', { maxAgeHours: 24 });
  });
  afterAll(() => db.close());

  it('lists in catalogue order and honours the limit', async () => {
    expect((await service.list()).map((p) => p.rank)).toEqual([1, 2, 3, 4]);
    expect((await service.list({ limit: 2 })).map((p) => p.rank)).toEqual([1, 2]);
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

  it('builds the retailer URL with the affiliate tag', () => {
    expect(service.retailerUrl({ amazonAsin: 'B0TEST0001' })).toBe('https://www.amazon.com/dp/B0TEST0001?tag=shop-20');
  });
});

describe('ProductService prices', () => {
  const checkedAt = new Date('2026-11-20T12:00:00Z');
  let now = new Date('2026-11-20T13:00:00Z');
  const service = new ProductService({} as never, 'shop-20', { maxAgeHours: 24, now: () => now });

  it('shows a price checked within PRICE_MAX_AGE_HOURS, valid until the check plus that age', () => {
    now = new Date('2026-11-21T11:59:59Z');
    expect(service.displayPrice({ price: '$34.99', priceCheckedAt: checkedAt })).toBe('$34.99');
    expect(service.priceValidUntil({ priceCheckedAt: checkedAt })).toEqual(new Date('2026-11-21T12:00:00Z'));
  });

  it('shows no price once it is older than PRICE_MAX_AGE_HOURS', () => {
    now = new Date('2026-11-21T12:00:00Z');
    expect(service.isPriceFresh({ price: '$34.99', priceCheckedAt: checkedAt })).toBe(false);
    expect(service.displayPrice({ price: '$34.99', priceCheckedAt: checkedAt })).toBeNull();
  });

  it('shows no price that was never checked, or that is not an amount', () => {
    now = new Date('2026-11-20T13:00:00Z');
    expect(service.displayPrice({ price: '$34.99', priceCheckedAt: null })).toBeNull();
    expect(service.priceValidUntil({ priceCheckedAt: null })).toBeNull();
    expect(service.displayPrice({ price: 'varies', priceCheckedAt: checkedAt })).toBeNull();
  });

  it('reads the age limit it was given', () => {
    const hourly = new ProductService({} as never, 'shop-20', { maxAgeHours: 1, now: () => new Date('2026-11-20T13:00:01Z') });
    expect(hourly.displayPrice({ price: '$34.99', priceCheckedAt: checkedAt })).toBeNull();
  });
});
