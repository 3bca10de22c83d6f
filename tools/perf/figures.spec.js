const { describe, expect, it } = require('@jest/globals');
const {
  buildReport,
  describeTarget,
  evaluateBenchTarget,
  fileStamp,
  formatTable,
  median,
  medianIndex,
  meetsTarget,
  ratio,
  summarizeLighthouseRuns,
} = require('./figures.cjs');

const run = (performance, extra = {}) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1200,
  cls: 0,
  tbtMs: 40,
  ...extra,
});

describe('median', () => {
  it('takes the middle value of an odd count whatever the order', () => {
    expect(median([97, 91, 99])).toBe(97);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing values and is null when none is left', () => {
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([null])).toBeNull();
  });
});

describe('medianIndex', () => {
  it('points at the run holding the median value', () => {
    expect(medianIndex([{ p: 99 }, { p: 80 }, { p: 92 }], (r) => r.p)).toBe(2);
    expect(medianIndex([], (r) => r.p)).toBe(-1);
  });
});

describe('ratio and targets', () => {
  it('divides the server figure by the baseline figure', () => {
    expect(ratio(3000, 6000)).toBe(0.5);
    expect(ratio(3000, 0)).toBeNull();
  });

  it('passes a value on the boundary and fails one below, above or missing', () => {
    expect(meetsTarget(0.5, { min: 0.5 })).toBe(true);
    expect(meetsTarget(0.49, { min: 0.5 })).toBe(false);
    expect(meetsTarget(0.03, { max: 0.02 })).toBe(false);
    expect(meetsTarget(null, { max: 0.02 })).toBe(false);
    expect(describeTarget({ min: 0.25 })).toBe('>= 0.25');
    expect(describeTarget({ max: 0.02 })).toBe('<= 0.02');
  });

  it('judges each bench target against its own threshold', () => {
    expect(evaluateBenchTarget('rest-products', 6000, 10000)).toEqual({ ratio: 0.6, target: { min: 0.6 }, pass: true });
    expect(evaluateBenchTarget('rest-products', 5900, 10000).pass).toBe(false);
    expect(evaluateBenchTarget('graphql-products', 3900, 10000).pass).toBe(false);
    expect(evaluateBenchTarget('graphql-products', 4000, 10000).pass).toBe(true);
    expect(evaluateBenchTarget('rendered-home', 4100, 10000).pass).toBe(true);
    expect(() => evaluateBenchTarget('nope', 1, 1)).toThrow('Unknown bench target');
  });
});

describe('summarizeLighthouseRuns', () => {
  it('reports medians and passes when every category and CLS meet their targets', () => {
    const summary = summarizeLighthouseRuns([run(99, { cls: 0.01 }), run(100, { lcpMs: 900 }), run(98, { tbtMs: 300 })]);
    expect(summary.scores.performance).toBe(99);
    expect(summary.metrics).toEqual({ lcpMs: 1200, cls: 0, tbtMs: 40 });
    expect(summary.pass).toBe(true);
    expect(summary.medianRun).toBe(0);
  });

  it('fails on a performance median under 99, a missing category point, layout shift over 0.02 or TBT over 100 ms', () => {
    expect(summarizeLighthouseRuns([run(98), run(98), run(100)]).checks.performance).toBe(false);
    expect(summarizeLighthouseRuns([run(100, { tbtMs: 110 }), run(100, { tbtMs: 120 }), run(100)]).checks.tbt).toBe(false);
    expect(summarizeLighthouseRuns([run(100, { tbtMs: 100 })]).checks.tbt).toBe(true);
    const seo = summarizeLighthouseRuns([run(100, { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 92 } })]);
    expect(seo.checks.seo).toBe(false);
    expect(seo.pass).toBe(false);
    expect(summarizeLighthouseRuns([run(100, { cls: 0.05 })]).checks.cls).toBe(false);
    expect(summarizeLighthouseRuns([]).pass).toBe(false);
  });
});

describe('report shape and printing', () => {
  it('wraps results with date, machine and settings and passes only when every result passed', () => {
    const base = { kind: 'bench', date: '2026-11-22T23:00:00.000Z', machine: { cpus: 2 }, settings: { connections: 10 } };
    const report = buildReport({
      ...base,
      results: [
        { id: 'a', pass: true },
        { id: 'b', pass: false },
      ],
    });
    expect(report).toEqual({
      ...base,
      results: [
        { id: 'a', pass: true },
        { id: 'b', pass: false },
      ],
      pass: false,
    });
    expect(buildReport({ ...base, results: [{ id: 'a', pass: true }] }).pass).toBe(true);
    expect(buildReport({ ...base, results: [] }).pass).toBe(false);
  });

  it('aligns columns and prints missing cells as a dash', () => {
    expect(
      formatTable(
        ['target', 'req/s'],
        [
          ['/', 12345],
          ['/graphql', null],
        ],
      ),
    ).toBe(['target    req/s', '--------  -----', '/         12345', '/graphql      -'].join('\n'));
  });

  it('makes ISO dates safe for file names', () => {
    expect(fileStamp('2026-11-22T23:45:01.123Z')).toBe('2026-11-22T23-45-01Z');
  });
});
