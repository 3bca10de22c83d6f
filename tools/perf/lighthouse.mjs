// npm run lighthouse: Lighthouse 12 (its default mobile preset: emulated phone, simulated slow 4G and CPU) on
// Debian's Chromium against the built server, on /, /collars and the first published post, 3 runs each. Prints
// the median category scores, LCP, CLS and TBT next to the targets and the failing audits of the median run, each
// figure beside Lighthouse's CPU index of its runs, and writes everything to tmp/lighthouse/. A tool, not a test: it
// exits non-zero only when it could not measure.
// Lighthouse's simulated throttling multiplies the main-thread time it observed by a fixed 4 and does not scale it
// by the CPU index, so a busier or slower machine (a lower index) turns the same page into a higher TBT.
//   LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PORT (3162), CHROME_PATH (/usr/bin/chromium)
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import figures from './figures.cjs';
import { envNumber, machineInfo, onCleanup, request, startBuiltServer, tempDir, writeReport } from './processes.mjs';

const { CATEGORIES, LIGHTHOUSE_TARGETS, buildReport, describeTarget, formatTable, median, round, summarizeLighthouseRuns } = figures;

// Headless, with the flags every tool here gives Debian's Chromium (tools/chromium-flags.json).
const CHROME_FLAGS = ['--headless', ...createRequire(import.meta.url)('../chromium-flags.json').args];

/** The first published post's path, from the legacy REST list (the same order the blog shows). */
async function firstPostPath(origin) {
  const answer = await request(`${origin}/api/articles?published=true`);
  const posts = answer.status === 200 ? JSON.parse(answer.body.toString('utf8')) : [];
  const slug = posts.find((post) => post.slug)?.slug;
  if (!slug) throw new Error('No published post found at /api/articles?published=true');
  return `/blog/${slug}`;
}

/** One Lighthouse run in a fresh Chromium with a fresh profile; resolves the Lighthouse result (lhr). */
/** The CPU factor of simulated throttling; unset, Lighthouse's mobile preset (4). */
const CPU_SLOWDOWN = process.env['LIGHTHOUSE_CPU_SLOWDOWN'] ? Number(process.env['LIGHTHOUSE_CPU_SLOWDOWN']) : undefined;

async function runOnce(url, chromePath) {
  const profile = tempDir('bcg-lighthouse-profile-');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir: profile.path, logLevel: 'silent' });
  const kill = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      enableErrorReporting: false,
      onlyCategories: CATEGORIES,
      // A larger factor stands in for a slower machine: simulated throttling scales observed time by it alone.
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    kill();
    profile.remove();
  }
}

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART and the like), more often on a busy machine:
 * two more tries before giving up.
 */
async function runWithRetries(url, chromePath, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, chromePath);
    } catch (error) {
      if (attempt >= tries) throw error;
      process.stdout.write(`(${error instanceof Error ? error.message : error}; trying again) `);
    }
  }
}

/** The figures the targets are about, from one run. */
function runFigures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        lhr.categories[id]?.score === null || !lhr.categories[id] ? null : Math.round(lhr.categories[id].score * 100),
      ]),
    ),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    // Lighthouse's own CPU speed estimate of this machine during the run (lower means a slower or busier CPU).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** The throttling the runs used, as Lighthouse reports it (the default mobile preset unless configured). */
function throttlingOf(lhr) {
  const { throttlingMethod, throttling, formFactor } = lhr.configSettings ?? {};
  return { throttlingMethod, formFactor, ...throttling };
}

/** For each category under 100: the audits of that category that did not pass, so a developer knows what to fix. */
function failingAudits(lhr) {
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    failing[id] = category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          (audit.scoreDisplayMode === 'error' ||
            (audit.score !== null && audit.score < 1 && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))),
      )
      .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
        // Where it fails: the first few offending elements or URLs (performance audits list resources instead).
        ...(id === 'performance' ? {} : { where: offenders(audit) }),
      }));
  }
  return failing;
}

function offenders(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 120));
}

async function main() {
  const runs = envNumber('LIGHTHOUSE_RUNS', 3);
  // A port known before the start (not 0): the pages' canonical URLs must name this very origin for the SEO audit.
  const port = envNumber('LIGHTHOUSE_PORT', 3162);
  const chromePath = process.env['CHROME_PATH'] || '/usr/bin/chromium';
  const date = new Date().toISOString();

  console.log(`Starting the built server on port ${port} with a fresh seeded SQLite database...`);
  const server = await startBuiltServer({ port });
  const paths = ['/', '/collars', await firstPostPath(server.origin)];
  // A site in service is warm: each page is rendered and cached once before it is measured, as the bench warms up.
  for (const pagePath of paths) await request(server.origin + pagePath, { headers: { 'accept-encoding': 'br, gzip' } });
  console.log(`Lighthouse (mobile preset) on ${chromePath}, ${runs} runs per page: ${paths.join(', ')}\n`);

  const results = [];
  const environment = {};
  for (const pagePath of paths) {
    const url = server.origin + pagePath;
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`${pagePath} run ${run}/${runs}... `);
      const lhr = await runWithRetries(url, chromePath);
      lhrs.push(lhr);
      Object.assign(environment, {
        lighthouse: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        throttling: throttlingOf(lhr),
      });
      const { scores, tbtMs, benchmarkIndex } = runFigures(lhr);
      console.log(
        `${CATEGORIES.map((id) => `${id} ${scores[id] ?? '-'}`).join(', ')}, TBT ${round(tbtMs)} ms, CPU index ${round(benchmarkIndex)}`,
      );
    }
    const perRun = lhrs.map(runFigures);
    const summary = summarizeLighthouseRuns(perRun);
    results.push({
      path: pagePath,
      url,
      ...summary,
      runs: perRun.map((run) => ({
        ...run,
        lcpMs: round(run.lcpMs),
        cls: round(run.cls, 4),
        tbtMs: round(run.tbtMs),
        benchmarkIndex: round(run.benchmarkIndex),
      })),
      failingAudits: failingAudits(lhrs[summary.medianRun]),
      benchmarkIndex: round(median(perRun.map((run) => run.benchmarkIndex))),
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
    });
  }
  await server.stop();

  const settings = { runs, chromePath, chromeFlags: CHROME_FLAGS, ...environment };
  const report = buildReport({
    kind: 'lighthouse',
    date,
    machine: machineInfo(),
    settings,
    results,
    extra: { targets: LIGHTHOUSE_TARGETS },
  });
  const file = writeReport(report);
  printReport(report);
  console.log(`\nWritten to ${file} and tmp/lighthouse/latest.json`);
}

function printReport(report) {
  const { machine } = report;
  const targets = report.targets;
  console.log(
    `\nLighthouse ${report.date} on ${machine.cpus} x ${machine.cpuModel}, ${machine.totalMemoryMb} MB, Node ${machine.node}` +
      ` (load ${machine.loadAverage.join(' ')}); median of ${report.settings.runs} runs`,
  );
  const t = report.settings.throttling ?? {};
  console.log(
    `Throttling: ${t.formFactor} ${t.throttlingMethod}, CPU x${t.cpuSlowdownMultiplier}, RTT ${t.rttMs} ms, ${t.throughputKbps} kbps\n`,
  );
  console.log(
    formatTable(
      [
        'page',
        'performance',
        'accessibility',
        'best-practices',
        'seo',
        'LCP ms',
        'CLS',
        'TBT ms',
        'pass',
        'CPU index',
        'runs (perf/TBT/CPU index)',
      ],
      [
        ...report.results.map((r) => [
          r.path,
          ...CATEGORIES.map((id) => r.scores[id]),
          r.metrics.lcpMs,
          r.metrics.cls,
          r.metrics.tbtMs,
          r.pass ? 'yes' : 'NO',
          r.benchmarkIndex,
          r.runs.map((run) => `${run.scores.performance}/${run.tbtMs}/${run.benchmarkIndex}`).join(' '),
        ]),
        [
          'target',
          ...CATEGORIES.map((id) => describeTarget(targets[id])),
          null,
          describeTarget(targets.cls),
          describeTarget(targets.tbt),
          null,
          null,
          null,
        ],
      ],
    ),
  );
  console.log(
    "(CPU index: Lighthouse's own estimate of the CPU speed during each run, median per page. Simulated throttling multiplies" +
      ' the observed main-thread time by the CPU factor above whatever the index, so TBT grows as the index drops.)',
  );
  for (const result of report.results) {
    for (const warning of result.warnings) console.log(`\n${result.path}: Lighthouse warning: ${warning}`);
    for (const [category, audits] of Object.entries(result.failingAudits)) {
      if (audits.length === 0) continue;
      console.log(`\n${result.path} ${category} (median run) - audits that did not pass:`);
      for (const audit of audits) {
        const detail = [audit.displayValue, audit.error].filter(Boolean).join('; ');
        console.log(
          `  - ${audit.title} [${audit.id}, score ${audit.score ?? 'error'}${audit.weight ? `, weight ${audit.weight}` : ''}]${detail ? `: ${detail}` : ''}`,
        );
        for (const where of audit.where ?? []) console.log(`      ${where}`);
      }
    }
  }
}

main().catch((error) => {
  console.error(`\nnpm run lighthouse could not run: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
