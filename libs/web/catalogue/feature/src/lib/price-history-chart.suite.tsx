import { render, screen, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { PriceHistoryChart } from './price-history-chart';
import { chartGeometry } from './price-history-geometry';

const point = (amount: number, observedAt: string) => ({ __typename: 'PricePoint' as const, amount, currency: 'USD', observedAt });
const POINTS = [
  point(39.99, '2026-09-27T15:00:00.000Z'),
  point(29.99, '2026-10-27T15:00:00.000Z'),
  point(34.99, '2026-11-26T14:05:00.000Z'),
];

function show(points = POINTS, current: ReturnType<typeof point> | null = POINTS[2]!) {
  const product = {
    priceCheckedAt: '2026-11-26T14:05:00.000Z',
    priceHistory: { __typename: 'PriceHistory' as const, days: 90, points, lowest: points.length ? POINTS[1]! : null, current },
  };
  return render(
    <ThemeProvider theme={theme}>
      <PriceHistoryChart product={product} />
    </ThemeProvider>,
  );
}

it('says what it is, with the lowest and current price, and gives screen readers the points as a table', () => {
  show();
  expect(screen.getByRole('heading', { name: 'Prices we saw at Amazon in the last 90 days' })).toBeTruthy();
  expect(screen.getByText('Highest').nextElementSibling?.textContent).toBe('$39.99 on Sep 27, 2026');
  expect(screen.getByText('Lowest').nextElementSibling?.textContent).toBe('$29.99 on Oct 27, 2026');
  expect(screen.getByText('Current').nextElementSibling?.textContent).toBe('$34.99');
  const table = screen.getByRole('table', { name: 'Prices we saw at Amazon in the last 90 days' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['First seenPrice', 'Sep 27, 2026$39.99', 'Oct 27, 2026$29.99', 'Nov 26, 2026$34.99']);
});

it('names no current price when the page may not show one', () => {
  show(POINTS, null);
  expect(screen.queryByText('Current')).toBeNull();
  expect(screen.getByText('Lowest')).toBeTruthy();
});

it('draws nothing with fewer than two prices', () => {
  const { container } = show([POINTS[0]!], null);
  expect(container.textContent).toBe('');
});

it('draws each price held until the next, the highest at the top, to the check that confirmed the current one', () => {
  const geometry = chartGeometry(POINTS, '2026-11-27T15:00:00.000Z', { width: 100, height: 50, pad: 0 });
  expect(geometry.dots[0]).toEqual({ x: 0, y: 0 });
  expect(geometry.dots[1]?.y).toBe(50);
  expect(geometry.path).toMatch(/^M0 0 H\d+(\.\d)? V50 H[\d.]+ V[\d.]+ H100$/);
  expect(geometry.endAt).toBe('2026-11-27T15:00:00.000Z');
  expect(chartGeometry([POINTS[0]!, point(39.99, '2026-10-01T00:00:00.000Z')], null, { width: 100, height: 50, pad: 0 }).lowY).toBe(25);
});
