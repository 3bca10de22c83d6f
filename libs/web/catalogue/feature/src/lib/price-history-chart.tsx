import { graphql, type PriceHistory_ProductFragment } from '@bcg/web/graphql';
import styled from 'styled-components';
import { chartGeometry, formatDay, formatMoney, type ChartPoint } from './price-history-geometry';

/** @public A fragment the review page's query spreads by name; codegen reads it from here. */
export const PriceHistoryFragment = graphql(`
  fragment PriceHistory_product on Product {
    priceCheckedAt
    priceHistory {
      days
      points {
        amount
        currency
        observedAt
      }
      lowest {
        amount
        currency
        observedAt
      }
      current {
        amount
        currency
        observedAt
      }
    }
  }
`);

/** The drawing's own units: the SVG scales to the column, and its height follows from its width (no layout shift). */
const WIDTH = 600;
const HEIGHT = 160;

const Figure = styled.figure`
  margin: 24px 0 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${WIDTH} / ${HEIGHT};
    margin: 12px 0 8px;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0 0 4px;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/**
 * The prices we saw at Amazon in the last 90 days, from our own checks: a step line (a price holds until the next one
 * we saw), the lowest and the current price in words, and the same points as a table for screen readers. Nothing with
 * fewer than two prices: one point is no history. Drawn on the server from the page's data, at a fixed aspect ratio.
 */
export function PriceHistoryChart({ product }: { product: PriceHistory_ProductFragment }) {
  const { days, points, lowest, current } = product.priceHistory;
  if (points.length < 2) return null;
  const highest = points.reduce((high, point) => (point.amount > high.amount ? point : high));
  const title = `Prices we saw at Amazon in the last ${days} days`;
  // A current price holds at least until the check that confirmed it.
  const end = current && product.priceCheckedAt ? product.priceCheckedAt : null;
  const geometry = chartGeometry(points as ChartPoint[], end, { width: WIDTH, height: HEIGHT, pad: 12 });
  return (
    <Figure aria-labelledby="price-history-title" data-testid="price-history">
      <h3 id="price-history-title">{title}</h3>
      <p>Each point is a price change our own checks found; the line holds each price until the next one.</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line x1={0} x2={WIDTH} y1={geometry.lowY} y2={geometry.lowY} stroke="#166534" strokeDasharray="6 6" strokeWidth={2} />
        <path d={geometry.path} fill="none" stroke="#1f2a44" strokeWidth={3} strokeLinejoin="round" />
        {geometry.dots.map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r={5} fill="#9a3412" />
        ))}
      </svg>
      <Facts>
        <div>
          <dt>Highest</dt>
          <dd>
            {formatMoney(highest)} on <time dateTime={highest.observedAt}>{formatDay(highest.observedAt)}</time>
          </dd>
        </div>
        {lowest && (
          <div>
            <dt>Lowest</dt>
            <dd>
              {formatMoney(lowest)} on <time dateTime={lowest.observedAt}>{formatDay(lowest.observedAt)}</time>
            </dd>
          </div>
        )}
        {current && (
          <div>
            <dt>Current</dt>
            <dd>{formatMoney(current)}</dd>
          </div>
        )}
      </Facts>
      <p>
        From <time dateTime={points[0]?.observedAt}>{formatDay(points[0]?.observedAt ?? '')}</time> to{' '}
        <time dateTime={geometry.endAt}>{formatDay(geometry.endAt)}</time>.
      </p>
      {/* Hidden by its box, not the table's: a table grows to its content whatever its width, past a narrow screen. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">First seen</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.observedAt}>
                <td>
                  <time dateTime={point.observedAt}>{formatDay(point.observedAt)}</time>
                </td>
                <td>{formatMoney(point)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}
