// Pure arithmetic and formatting shared by `npm run bench` and `npm run lighthouse`: medians, ratios, target checks,
// the shape of the JSON they write and the tables they print. No I/O here, so it is unit-tested (figures.spec.js).

/**
 * The server's speed targets: req/s as a share of a raw node:http server sending the same bytes as soon as a
 * request's headers arrive (the strict yardstick, tools/perf/baseline-server.mjs).
 */
const BENCH_TARGETS = {
  'rest-products': { min: 0.6 },
  'graphql-products': { min: 0.4 },
  'rendered-home': { min: 0.4 },
};

/**
 * Lighthouse targets (mobile preset): category scores out of 100, the median cumulative layout shift and the median
 * Total Blocking Time (performance >= 99 with TBT <= 100 ms).
 */
const LIGHTHOUSE_TARGETS = {
  performance: { min: 99 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  cls: { max: 0.02 },
  tbt: { max: 100 },
};

/** Median of the finite numbers in `values` (mean of the middle two for an even count); null when there are none. */
function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Index of the run whose `pick(run)` is the median (the lower middle one for an even count); -1 for no runs. */
function medianIndex(runs, pick) {
  const order = runs.map((run, index) => ({ index, value: pick(run) })).filter(({ value }) => Number.isFinite(value));
  if (order.length === 0) return runs.length ? 0 : -1;
  order.sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)].index;
}

/** `part / whole`, or null when either is missing or the whole is zero (no division by a failed run). */
function ratio(part, whole) {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return null;
  return part / whole;
}

/** Whether `value` meets `target` ({ min } and/or { max }, inclusive); a missing value never passes. */
function meetsTarget(value, target) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (target.min !== undefined && value < target.min) return false;
  if (target.max !== undefined && value > target.max) return false;
  return true;
}

/** A target as people write it: ">= 0.5", "<= 0.02", "0.1..0.2". */
function describeTarget(target) {
  if (target.min !== undefined && target.max !== undefined) return `${target.min}..${target.max}`;
  return target.min !== undefined ? `>= ${target.min}` : `<= ${target.max}`;
}

/** Rounds to `digits` decimals; null stays null. */
function round(value, digits = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A plain-text table with left-aligned first column and right-aligned figures; null cells print as "-". */
function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '-' : String(cell))));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** File-name-safe form of an ISO date: 2026-11-22T23-45-01Z. */
function fileStamp(isoDate) {
  return isoDate.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/** One bench target's verdict: the req/s ratio server/baseline against its target. */
function evaluateBenchTarget(id, serverRequestsPerSecond, baselineRequestsPerSecond) {
  const target = BENCH_TARGETS[id];
  if (!target) throw new Error(`Unknown bench target "${id}"`);
  const value = ratio(serverRequestsPerSecond, baselineRequestsPerSecond);
  return { ratio: round(value, 3), target, pass: meetsTarget(value, target) };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Medians of several Lighthouse runs of one page and their verdict. Each run is
 * `{ scores: { performance, accessibility, 'best-practices', seo } (0-100), lcpMs, cls, tbtMs }`.
 * The median run (by performance score) is the one whose failing audits are worth reading.
 */
function summarizeLighthouseRuns(runs) {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]));
  const metrics = {
    lcpMs: round(median(runs.map((run) => run.lcpMs))),
    cls: round(median(runs.map((run) => run.cls)), 4),
    tbtMs: round(median(runs.map((run) => run.tbtMs))),
  };
  const checks = {
    ...Object.fromEntries(CATEGORIES.map((category) => [category, meetsTarget(scores[category], LIGHTHOUSE_TARGETS[category])])),
    cls: meetsTarget(metrics.cls, LIGHTHOUSE_TARGETS.cls),
    tbt: meetsTarget(metrics.tbtMs, LIGHTHOUSE_TARGETS.tbt),
  };
  return {
    scores,
    metrics,
    checks,
    pass: runs.length > 0 && Object.values(checks).every(Boolean),
    medianRun: medianIndex(runs, (run) => run.scores.performance),
  };
}

/**
 * The JSON document both programs write: what ran, where, with which settings, and whether every target passed.
 * `results` are the per-target (bench) or per-page (lighthouse) entries, each with a boolean `pass`.
 */
function buildReport({ kind, date, machine, settings, results, extra = {} }) {
  return { kind, date, machine, settings, ...extra, results, pass: results.length > 0 && results.every((result) => result.pass === true) };
}

module.exports = {
  BENCH_TARGETS,
  LIGHTHOUSE_TARGETS,
  median,
  medianIndex,
  ratio,
  meetsTarget,
  evaluateBenchTarget,
  summarizeLighthouseRuns,
  CATEGORIES,
  describeTarget,
  round,
  formatTable,
  fileStamp,
  buildReport,
};
