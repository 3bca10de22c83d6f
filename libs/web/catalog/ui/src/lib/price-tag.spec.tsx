import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { PriceTag } from './price-tag';

const show = (price: string | null, checkedAt: string | null) =>
  render(
    <ThemeProvider theme={theme}>
      <PriceTag price={price} checkedAt={checkedAt} />
    </ThemeProvider>,
  );

it('shows the price with the date it was checked', () => {
  show('$34.99', '2026-11-01T00:00:00.000Z');
  expect(screen.getByText('$34.99')).toBeTruthy();
  expect(screen.getByText('Price as of November 1, 2026')).toBeTruthy();
});

it("reads 'Check price on Amazon', with no amount or date, when the server gives no price to display (stale or unknown)", () => {
  show(null, '2026-11-01T00:00:00.000Z');
  expect(screen.getByText('Check price on Amazon')).toBeTruthy();
  expect(screen.queryByText(/\$|Price as of/)).toBeNull();
});

it("reads 'Check price on Amazon' when the price was never checked", () => {
  show('$34.99', null);
  expect(screen.getByText('Check price on Amazon')).toBeTruthy();
  expect(screen.queryByText('$34.99')).toBeNull();
});
