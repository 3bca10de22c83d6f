const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A price we saw, as the API gives it. */
export interface ChartPoint {
  amount: number;
  currency: string;
  /** ISO time. */
  observedAt: string;
}

/** "Oct 27, 2026": the day a price was seen, in UTC like every price stamp (the server's text is the browser's). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "$34.99" for dollars, "34.99 EUR" for any other currency. */
export function formatMoney({ amount, currency }: Pick<ChartPoint, 'amount' | 'currency'>): string {
  return currency === 'USD' ? `$${amount.toFixed(2)}` : `${amount.toFixed(2)} ${currency}`;
}

export interface ChartGeometry {
  /** The step line: each price held until the next. */
  path: string;
  dots: Array<{ x: number; y: number }>;
  /** Where the lowest price sits. */
  lowY: number;
  /** The last moment drawn (ISO): the newest point, or `end` when that is later. */
  endAt: string;
}

/**
 * The chart's shapes in a `width` x `height` box: time runs left to right from the first point to the last (or to
 * `end`, the check that confirmed the current price), the highest price at the top, the lowest at the bottom (one
 * price only: the middle). Pure, so the server and the browser draw the same path.
 */
export function chartGeometry(
  points: readonly ChartPoint[],
  end: string | null,
  box: { width: number; height: number; pad: number },
): ChartGeometry {
  const times = points.map((point) => Date.parse(point.observedAt));
  const first = times[0] ?? 0;
  const last = Math.max(times.at(-1) ?? first, end ? Date.parse(end) : Number.NEGATIVE_INFINITY);
  const amounts = points.map((point) => point.amount);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const x = (time: number) => box.pad + (last === first ? 0 : ((time - first) / (last - first)) * (box.width - 2 * box.pad));
  const y = (amount: number) => (high === low ? box.height / 2 : box.pad + ((high - amount) / (high - low)) * (box.height - 2 * box.pad));
  const round = (value: number) => Math.round(value * 10) / 10;
  const dots = points.map((point, index) => ({ x: round(x(times[index] ?? first)), y: round(y(point.amount)) }));
  const steps = dots.map((dot, index) => (index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x} V${dot.y}`)).join(' ');
  return {
    path: `${steps} H${round(x(last))}`,
    dots,
    lowY: round(y(low)),
    endAt: new Date(last).toISOString(),
  };
}
