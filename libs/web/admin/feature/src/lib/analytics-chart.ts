import uPlot from 'uplot';
import { CHART_SERIES } from './analytics-series';

/** One day of the chart: visitors, page views, clicks and the click-through rate (0..1). */
export interface ChartDay {
  day: string;
  visitors: number;
  pageviews: number;
  clicks: number;
  ctr: number;
}

/**
 * Draws the per-day chart into `target` (uPlot, a small canvas chart library loaded only with this tab): counts on
 * the left axis, the click-through rate in percent on the right. Its own legend is off: the tab shows one beside it
 * that wraps at phone width. Returns a function that removes it.
 */
export function drawAnalyticsChart(target: HTMLElement, days: readonly ChartDay[]): () => void {
  const xs = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
  const chart = new uPlot(
    {
      width: Math.max(280, target.clientWidth),
      height: 280,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, ctr: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [{}, { label: 'Count' }, { scale: 'ctr', side: 1, label: 'CTR %', grid: { show: false } }],
      legend: { show: false },
      series: [
        {},
        ...CHART_SERIES.map(({ label, color, dashed, axis }) => ({
          label,
          stroke: color,
          width: 2,
          ...(dashed ? { dash: [6, 4] } : {}),
          ...(axis === 'right' ? { scale: 'ctr' } : {}),
        })),
      ],
    },
    [xs, ...CHART_SERIES.map(({ key }) => days.map((day) => (key === 'ctr' ? Math.round(day.ctr * 1000) / 10 : day[key])))],
    target,
  );
  const resize = () => chart.setSize({ width: Math.max(280, target.clientWidth), height: 280 });
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.destroy();
  };
}
