import { amountStatedIn, checkOutcome, retryDelayMs, type CheckInput, type CheckedProduct, type StateValues } from './check-outcome';
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
  priceCeiling: 1000,
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

  it('writes the price from the amount, whatever the display text says, and reports a text that disagrees', () => {
    const offer = (amountCents: number, displayAmount: string) =>
      retailerItem('B0SYNC0001', amountCents, { offer: { amountCents, currency: 'USD', displayAmount } });
    const agreeing = checkOutcome({
      ...base,
      product: neverChecked,
      lastObservation: null,
      result: { kind: 'item', item: offer(99900, 'US$999') },
    });
    expect(agreeing.product).toMatchObject({ price: '$999.00', priceAmountCents: 99900 });
    expect([agreeing.state.problem, agreeing.doubtedOffer]).toEqual([null, null]);

    for (const [amountCents, text, price] of [
      [5499, '$0.99', '$54.99'],
      [5000, '$5,000', '$50.00'],
    ] as const) {
      const outcome = checkOutcome({ ...base, result: { kind: 'item', item: offer(amountCents, text) } });
      // The amount is the price: stored, shown and observed; the text is ignored and the owner told.
      expect(outcome.product).toMatchObject({ price, priceAmountCents: amountCents, priceCheckedAt: now });
      expect(outcome.observation).toEqual({ amountCents, currency: 'USD' });
      expect(outcome.state).toMatchObject({
        problem: 'price-doubtful',
        problemCode: 'DisplayTextMismatch',
        problemMessage: `Amazon's price text "${text}" disagrees with its amount, ${price}: ${price} is stored and shown, the text ignored`,
      });
      expect(outcome.doubtedOffer).toEqual({ amountCents, currency: 'USD', displayAmount: text });
    }
  });

  it('reads the amount a display text states in the usual ways of writing prices', () => {
    const cases: Array<[string, string, number | null]> = [
      ['$54.99', 'USD', 5499],
      ['$1,299.00', 'USD', 129900],
      ['$5,000', 'USD', 500000],
      ['$0.99', 'USD', 99],
      ['54,99 €', 'EUR', 5499],
      ['1.234,56 €', 'EUR', 123456],
      ['1 234,56 €', 'EUR', 123456],
      ["CHF 1'234.50", 'CHF', 123450],
      ['¥1,234', 'JPY', 1234],
      ['$54.99 ($0.50 / count)', 'USD', 5499],
      ['See price in cart', 'USD', null],
      ['', 'USD', null],
    ];
    for (const [text, currency, amount] of cases) expect([text, amountStatedIn(text, currency)]).toEqual([text, amount]);
  });

  it('refuses an amount over the ceiling, or none at all, and keeps the price shown before', () => {
    const over = (amountCents: number) =>
      checkOutcome({
        ...base,
        result: {
          kind: 'item',
          item: retailerItem('B0SYNC0001', amountCents, {
            offer: { amountCents, currency: 'USD', displayAmount: `$${(amountCents / 100).toFixed(2)}` },
          }),
        },
      });
    expect(over(100000).state.problem).toBeNull();
    for (const [amountCents, code, message] of [
      [
        100001,
        'PriceOverCeiling',
        'Amazon quoted $1,000.01 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
      ],
      // $1e9: far past the largest price a product may carry, and past what a price column holds.
      [
        1e11,
        'PriceOverCeiling',
        'Amazon quoted $1,000,000,000.00 for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
      ],
      [
        Number.POSITIVE_INFINITY,
        'PriceOverCeiling',
        'Amazon quoted Infinity USD for this collar, over the ceiling of $1,000.00 (RETAILER_PRICE_CEILING); its price was not stored',
      ],
      [0, 'PriceNotAnAmount', 'Amazon quoted $0.00 for this collar, not an amount a price can be; its price was not stored'],
      [Number.NaN, 'PriceNotAnAmount', 'Amazon quoted NaN USD for this collar, not an amount a price can be; its price was not stored'],
    ] as const) {
      const outcome = over(amountCents);
      expect(outcome.product).toEqual({});
      expect(outcome.observation).toBeNull();
      expect(outcome.state).toMatchObject({ problem: 'price-doubtful', problemCode: code, problemMessage: message, failures: 0 });
      expect(outcome.doubtedOffer?.amountCents).toBe(amountCents);
    }
  });

  it('takes the ceiling in whole units of the currency, never past the largest price a product may carry', () => {
    const yen = retailerItem('B0SYNC0001', 2500, { offer: { amountCents: 2500, currency: 'JPY', displayAmount: '¥2,500' } });
    const inYen = { ...base, product: neverChecked, lastObservation: null, currency: 'JPY', result: { kind: 'item' as const, item: yen } };
    expect(checkOutcome({ ...inYen, priceCeiling: 3000 }).product).toMatchObject({ price: '¥2,500', priceAmountCents: 2500 });
    expect(checkOutcome({ ...inYen, priceCeiling: 2000 }).state).toMatchObject({
      problem: 'price-doubtful',
      problemCode: 'PriceOverCeiling',
    });
    // A currency of three decimals (fils): 9,999,999 dinars would pass the largest price a product may carry.
    const dinars = retailerItem('B0SYNC0001', 1_000_000_000, {
      offer: { amountCents: 1_000_000_000, currency: 'KWD', displayAmount: 'KWD 1,000,000.000' },
    });
    const inDinars = { ...base, currency: 'KWD', priceCeiling: 9_999_999, result: { kind: 'item' as const, item: dinars } };
    expect(checkOutcome(inDinars).state).toMatchObject({
      problem: 'price-doubtful',
      problemMessage: expect.stringContaining('999,999.999 (RETAILER_PRICE_CEILING)'),
    });
  });

  it('never marks a collar unavailable for a doubtful price, however long it lasts', () => {
    const doubted = { ...fresh, problem: 'price-doubtful' as const, problemCode: 'PriceOverCeiling', problemSince: hoursAgo(8 * 24) };
    const dear = retailerItem('B0SYNC0001', 500000, { offer: { amountCents: 500000, currency: 'USD', displayAmount: '$5,000.00' } });
    const outcome = checkOutcome({ ...base, state: doubted, result: { kind: 'item', item: dear } });
    expect(outcome.state).toMatchObject({ problem: 'price-doubtful', problemSince: hoursAgo(8 * 24) });
    expect(outcome.product).toEqual({});
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
