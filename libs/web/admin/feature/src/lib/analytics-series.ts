/**
 * The lines of the per-day chart, in drawing order: the chart (loaded lazily with its library) and the legend beside
 * it (rendered with the page, readable at any width) read their names and colours from here, so they cannot differ.
 */
export const CHART_SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#1d4ed8', dashed: false, axis: 'left' },
  { key: 'pageviews', label: 'Page views', color: '#0f766e', dashed: false, axis: 'left' },
  { key: 'clicks', label: 'Clicks', color: '#b45309', dashed: false, axis: 'left' },
  { key: 'ctr', label: 'CTR %', color: '#7c3aed', dashed: true, axis: 'right' },
] as const;
