import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { formatPriceStamp } from './price-stamp';
import { PriceTag } from './price-tag';

const RETAILER_URL = 'https://www.amazon.com/dp/B0TEST0001?tag=shop-20';

const show = (price: string | null, checkedAt: string | null) =>
  render(
    <ThemeProvider theme={theme}>
      <PriceTag price={price} checkedAt={checkedAt} retailerUrl={RETAILER_URL} productName="Harbor Collar" position="card" />
    </ThemeProvider>,
  );

it('shows the price with the date, time and zone it was checked', () => {
  const { container } = show('$34.99', '2026-11-26T09:14:00.000Z');
  expect(screen.getByText('$34.99')).toBeTruthy();
  expect(container.textContent).toContain('Price as of Nov 26, 2026, 9:14 AM UTC');
  expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26T09:14:00.000Z');
  expect(screen.queryByRole('link')).toBeNull();
});

it.each([
  ['2026-11-01T00:05:00.000Z', 'Nov 1, 2026, 12:05 AM UTC'],
  ['2026-07-04T12:00:00.000Z', 'Jul 4, 2026, 12:00 PM UTC'],
  ['2026-12-31T23:59:59.999Z', 'Dec 31, 2026, 11:59 PM UTC'],
])('stamps %s as %s, in UTC whatever the machine’s zone', (iso, text) => {
  expect(formatPriceStamp(iso)).toBe(text);
});

it.each([
  ['stale or unknown', null, '2026-11-01T00:00:00.000Z'],
  ['never checked', '$34.99', null],
])('links to the tagged retailer page, sponsored, in a new tab, when the price is %s', (_case, price, checkedAt) => {
  show(price, checkedAt);
  const link = screen.getByRole('link', { name: 'Check price on Amazon: Harbor Collar (opens in a new tab)' });
  expect(link.textContent).toBe('Check price on Amazon');
  expect(link.getAttribute('href')).toBe(RETAILER_URL);
  expect(link.getAttribute('rel')).toBe('sponsored nofollow noopener');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('data-retailer-position')).toBe('card');
  expect(screen.queryByText(/\$|Price as of/)).toBeNull();
});

it('quotes the retailer on the review, where there is room, and shows no price for a collar that cannot be bought', () => {
  const availability = { type: 'OUT_OF_STOCK', message: 'Temporarily out of stock.', checkedAt: '2026-11-26T14:05:00.000Z' };
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PriceTag
        price="$34.99"
        checkedAt="2026-11-26T14:05:00.000Z"
        retailerUrl={RETAILER_URL}
        productName="Harbor Collar"
        position="review"
        buyable={false}
        availability={availability}
        quoteRetailer
      />
    </ThemeProvider>,
  );
  expect(container.textContent).toBe('Out of stock at Amazonas of Nov 26, 2026, 2:05 PM UTCAmazon says: Temporarily out of stock.');
  expect(container.querySelector('q')?.textContent).toBe('Temporarily out of stock.');
});
