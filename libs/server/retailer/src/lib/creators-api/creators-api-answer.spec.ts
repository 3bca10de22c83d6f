import { MISSING_ITEM_CODE, toItemsResult } from './creators-api-answer';

const listing = (amount: number, isBuyBoxWinner?: boolean) => ({
  price: { money: { amount, currency: 'USD', displayAmount: `$${amount.toFixed(2)}` } },
  availability: { type: 'IN_STOCK', message: 'In Stock' },
  ...(isBuyBoxWinner === undefined ? {} : { isBuyBoxWinner }),
});

describe('toItemsResult', () => {
  it('accounts for every requested ASIN once: an item left out of the answer becomes an error naming it', () => {
    const result = toItemsResult({ itemsResult: { items: [{ asin: 'B0CX7K2M9Q', offersV2: { listings: [listing(54.99)] } }] } }, [
      'B0CX7K2M9Q',
      'B0D4HN8R3T',
    ]);
    expect(result.items.map((item) => item.asin)).toEqual(['B0CX7K2M9Q']);
    expect(result.errors).toEqual([{ asin: 'B0D4HN8R3T', code: MISSING_ITEM_CODE, message: expect.stringContaining('B0D4HN8R3T') }]);
  });

  it('takes the first listing when none is named the buy-box winner, and rounds the amount to whole cents', () => {
    const [item] = toItemsResult(
      { itemsResult: { items: [{ asin: 'B0CX7K2M9Q', offersV2: { listings: [listing(19.989), listing(25, false)] } }] } },
      ['B0CX7K2M9Q'],
    ).items;
    expect(item?.offer?.amountCents).toBe(1999);
  });

  it('reads the amount in the smallest unit of its currency and hands it on whatever its size, with the display text', () => {
    const money = (amount: number, currency: string, displayAmount: string) => ({
      asin: 'B0CX7K2M9Q',
      offersV2: { listings: [{ price: { money: { amount, currency, displayAmount } } }] },
    });
    const offer = (item: ReturnType<typeof money>) => toItemsResult({ itemsResult: { items: [item] } }, ['B0CX7K2M9Q']).items[0]?.offer;
    expect(offer(money(1234, 'JPY', '¥1,234'))).toEqual({ amountCents: 1234, currency: 'JPY', displayAmount: '¥1,234' });
    // The sync refuses it (over RETAILER_PRICE_CEILING) and reports it: the answer's reading judges no price.
    expect(offer(money(1e9, 'USD', '$0.99'))).toEqual({ amountCents: 1e11, currency: 'USD', displayAmount: '$0.99' });
  });

  it('stores an availability kind it does not know as UNKNOWN with the retailer message, and ignores items nobody asked for', () => {
    const result = toItemsResult(
      {
        itemsResult: {
          items: [
            {
              asin: 'B0CX7K2M9Q',
              offersV2: { listings: [{ availability: { type: 'SHIPS_IN_MONTHS', message: 'Ships in 1-2 months.' } }] },
            },
            { asin: 'B0ZZZZZZZZ' },
          ],
        },
      },
      ['B0CX7K2M9Q'],
    );
    expect(result.items).toEqual([
      expect.objectContaining({
        offer: null,
        availability: { type: 'UNKNOWN', message: 'Ships in 1-2 months.' },
        title: null,
        image: null,
      }),
    ]);
    expect(result.errors).toEqual([]);
  });

  it("names the ASIN an error's message mentions, and none for an error about the whole request", () => {
    const result = toItemsResult(
      {
        errors: [
          { code: 'ItemNotAccessible', message: 'The ItemId B0D4HN8R3T is not accessible through the Creators API.' },
          { code: 'InvalidParameterValue', message: 'The value [b0cx7k2m9q] provided in the request for ItemIds is invalid.' },
          { code: 'InternalFailure', message: 'Part of the request could not be processed.' },
        ],
      },
      ['b0cx7k2m9q', 'B0D4HN8R3T'],
    );
    expect(result.errors.map((error) => error.asin)).toEqual(['B0D4HN8R3T', 'b0cx7k2m9q', null]);
  });
});
