import uPlot from 'uplot';

/** One day of the chart: visitors, page views, clicks and the click-through rate (0..1). */
export interface ChartDay {
  day: string;
  visitors: number;
  pageviews: number;
  clicks: number;
  ctr: number;
}

const COLORS = { visitors: '#1d4ed8', pageviews: '#0f766e', clicks: '#b45309', ctr: '#7c3aed' } as const;

/**
 * Draws the per-day chart into `target` (uPlot, a small canvas chart library loaded only with this tab): counts on
 * the left axis, the click-through rate in percent on the right. Returns a function that removes it.
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
      series: [
        {},
        { label: 'Visitors', stroke: COLORS.visitors, width: 2 },
        { label: 'Page views', stroke: COLORS.pageviews, width: 2 },
        { label: 'Clicks', stroke: COLORS.clicks, width: 2 },
        { label: 'CTR %', stroke: COLORS.ctr, width: 2, dash: [6, 4], scale: 'ctr' },
      ],
    },
    [
      xs,
      days.map((day) => day.visitors),
      days.map((day) => day.pageviews),
      days.map((day) => day.clicks),
      days.map((day) => Math.round(day.ctr * 1000) / 10),
    ],
    target,
  );
  const resize = () => chart.setSize({ width: Math.max(280, target.clientWidth), height: 280 });
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.destroy();
  };
}
