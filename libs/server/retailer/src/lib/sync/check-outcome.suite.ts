import { checkOutcome, priceText, retryDelayMs, type CheckInput, type CheckedProduct, type StateValues } from './check-outcome';
import { retailerItem } from './testing';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

const neverChecked: CheckedProduct = {
  id: 1,
  amazonAsin: 'B0SYNC0001',
  price: '$30.00',
  priceCheckedAt: hoursAgo(2),
  priceAmountCents: null,
  priceCurrency: null,
  priceSource: 'owner',
  availabilityType: null,
  availabilityMessage: null,
  availabilityCheckedAt: null,
  retailerTitle: null,
  retailerImageUrl: null,
};

const synced: CheckedProduct = {
  ...neverChecked,
  price: '$34.99',
  priceCheckedAt: hoursAgo(1),
  priceAmountCents: 3499,
  priceCurrency: 'USD',
  priceSource: 'retailer',
  availabilityType: 'IN_STOCK',
  availabilityMessage: 'In Stock',
  availabilityCheckedAt: hoursAgo(1),
  retailerTitle: 'Retailer title of B0SYNC0001',
  retailerImageUrl: 'https://m.media-amazon.com/images/I/B0SYNC0001.jpg',
};

const fresh: StateValues = {
  nextSyncAt: now,
  lastAttemptAt: null,
  lastSuccessAt: null,
  failures: 0,
  problem: null,
  problemSince: null,
  problemCode: null,
  problemMessage: null,
  problemReportedAt: null,
};

const base: CheckInput = {
  product: synced,
  state: fresh,
  lastObservation: { amountCents: 3499, currency: 'USD' },
  result: { kind: 'item', item: retailerItem('B0SYNC0001', 3499) },
  currency: 'USD',
  now,
  intervalMs: HOUR,
  byOwner: false,
};

const failed = { kind: 'failed', code: 'InternalFailure', message: 'Amazon answered 503' } as const;

describe('checkOutcome', () => {
  it('stores the buy-box price, availability, title and image of a first check, with an observation', () => {
    const outcome = checkOutcome({ ...base, product: neverChecked, lastObservation: null });
    expect(outcome.product).toEqual({
      price: '$34.99',
      priceCheckedAt: now,
      priceAmountCents: 3499,
      priceCurrency: 'USD',
      priceSource: 'retailer',
      availabilityType: 'IN_STOCK',
      availabilityMessage: 'In Stock',
      availabilityCheckedAt: now,
      retailerTitle: 'Retailer title of B0SYNC0001',
      retailerImageUrl: 'https://m.media-amazon.com/images/I/B0SYNC0001.jpg',
    });
    expect(outcome.observation).toEqual({ amountCents: 3499, currency: 'USD' });
    expect(outcome.state).toMatchObject({ failures: 0, lastSuccessAt: now, nextSyncAt: new Date(now.getTime() + HOUR), problem: null });
  });

  it('formats the price from the cents when the display text is not one of ours', () => {
    expect(priceText(129900, 'USD', 'US$1299')).toBe('$1,299.00');
    expect(priceText(3499, 'USD', '$34.99')).toBe('$34.99');
  });

  it('changes nothing displayed when nothing changed, and stamps a confirmed price again only after 12 hours', () => {
    const same = checkOutcome(base);
    expect(same.product).toEqual({});
    expect(same.observation).toBeNull();
    const later = checkOutcome({ ...base, product: { ...synced, priceCheckedAt: hoursAgo(13), availabilityCheckedAt: hoursAgo(13) } });
    expect(later.product).toEqual({ priceCheckedAt: now, availabilityCheckedAt: now });
    expect(later.observation).toBeNull();
  });

  it('adds an observation only when the price differs from the last one', () => {
    const cheaper = checkOutcome({ ...base, result: { kind: 'item', item: retailerItem('B0SYNC0001', 2999) } });
    expect(cheaper.product).toEqual({ price: '$29.99', priceAmountCents: 2999, priceCheckedAt: now });
    expect(cheaper.observation).toEqual({ amountCents: 2999, currency: 'USD' });
  });

  it('refuses an offer in another currency: the price stays and the link is reported failed', () => {
    const euros = retailerItem('B0SYNC0001', 3199, { offer: { amountCents: 3199, currency: 'EUR', displayAmount: '31,99 €' } });
    const outcome = checkOutcome({ ...base, result: { kind: 'item', item: euros } });
    expect(outcome.product).toEqual({});
    expect(outcome.observation).toBeNull();
    expect(outcome.state).toMatchObject({
      problem: 'failed',
      problemSince: now,
      problemMessage: expect.stringContaining('in EUR, not USD'),
    });
  });

  it('shows no price for an out-of-stock collar: the availability changes, the price and its history stay', () => {
    const gone = retailerItem('B0SYNC0001', 3499, {
      offer: null,
      availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' },
    });
    const outcome = checkOutcome({ ...base, result: { kind: 'item', item: gone } });
    expect(outcome.product).toEqual({
      availabilityType: 'OUT_OF_STOCK',
      availabilityMessage: 'Currently unavailable.',
      availabilityCheckedAt: now,
    });
    expect(outcome.observation).toBeNull();
    expect(outcome.state).toMatchObject({ problem: 'out-of-stock', problemCode: 'OUT_OF_STOCK', problemMessage: 'Currently unavailable.' });
  });

  it('reports a changed title (not the first one) until the owner checks the product again', () => {
    const renamed = retailerItem('B0SYNC0001', 3499, { title: 'Bully Collar XL' });
    const outcome = checkOutcome({ ...base, result: { kind: 'item', item: renamed } });
    expect(outcome.product).toEqual({ retailerTitle: 'Bully Collar XL' });
    expect(outcome.state).toMatchObject({ problem: 'title-changed', problemSince: now });
    const afterRename = { ...synced, retailerTitle: 'Bully Collar XL' };
    const next = {
      ...base,
      product: afterRename,
      state: outcome.state,
      now: new Date(now.getTime() + HOUR),
      result: { kind: 'item' as const, item: renamed },
    };
    expect(checkOutcome(next).state).toMatchObject({ problem: 'title-changed', problemSince: now });
    expect(checkOutcome({ ...next, byOwner: true }).state).toMatchObject({ problem: null, problemSince: null });
  });

  it('reports an ASIN the retailer does not know at once, with its message', () => {
    const error = { asin: 'B0SYNC0001', code: 'ItemNotAccessible', message: 'The ItemId B0SYNC0001 is not accessible.' };
    const outcome = checkOutcome({ ...base, result: { kind: 'unknown', error } });
    expect(outcome.product).toEqual({});
    expect(outcome.state).toMatchObject({ problem: 'unknown-asin', problemCode: 'ItemNotAccessible', failures: 0 });
  });

  it('reports failed checks after three in a row, keeps their start, backs off, and never touches the price', () => {
    let state = fresh;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const at = new Date(now.getTime() + attempt * 60_000);
      const outcome = checkOutcome({ ...base, state, now: at, result: failed });
      expect(outcome.product).toEqual({});
      state = outcome.state;
      delays.push(state.nextSyncAt.getTime() - at.getTime());
      expect(state.problem).toBe(attempt >= 3 ? 'failed' : null);
    }
    expect(delays).toEqual([2, 4, 8, 16].map((minutes) => minutes * 60_000));
    expect(state.problemSince).toEqual(new Date(now.getTime() + 3 * 60_000));
    expect(retryDelayMs(20, HOUR)).toBe(HOUR);
    const healed = checkOutcome({ ...base, state });
    expect(healed.state).toMatchObject({ problem: null, problemSince: null, failures: 0, problemReportedAt: null });
  });

  it('keeps a reported problem reported while it repeats', () => {
    const reported = { ...fresh, problem: 'out-of-stock' as const, problemSince: hoursAgo(30), problemReportedAt: hoursAgo(20) };
    const gone = retailerItem('B0SYNC0001', 3499, { offer: null, availability: { type: 'OUT_OF_STOCK', message: null } });
    expect(checkOutcome({ ...base, state: reported, result: { kind: 'item', item: gone } }).state).toMatchObject({
      problemSince: hoursAgo(30),
      problemReportedAt: hoursAgo(20),
    });
  });

  it('marks a product unavailable when its link stayed broken for 7 days, but not for a changed title', () => {
    const weekOld = { ...fresh, failures: 5, problem: 'failed' as const, problemSince: hoursAgo(7 * 24), problemMessage: 'timeout' };
    const outcome = checkOutcome({ ...base, state: weekOld, result: failed });
    expect(outcome.product).toEqual({
      availabilityType: 'UNAVAILABLE',
      availabilityMessage: null,
      availabilityCheckedAt: now,
    });
    const retitled = { ...fresh, problem: 'title-changed' as const, problemSince: hoursAgo(8 * 24) };
    expect(checkOutcome({ ...base, state: retitled }).product).toEqual({});
    expect(checkOutcome({ ...base, state: { ...weekOld, failures: 0, problem: 'unknown-asin' } }).product).toEqual({});
  });
});
