#!/usr/bin/env node
// Fills a migrated SQLite database with generated raw analytics events (the scale test): by default 1,000,000
// page views and retailer clicks spread over the last 90 UTC days, today included, with a few thousand daily
// visitors, a spread of pages, referrers, campaigns, devices, products and link positions.
//   node tools/perf/generate-analytics-events.mjs <database.sqlite> [count]
// Used by `npm run bench`; the server then rolls the finished days up when it starts.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import sqlite3 from 'sqlite3';

const PATHS = [
  '/',
  '/collars',
  '/compare',
  '/blog',
  '/blog/best-bulldog-collars-tested',
  '/blog/how-to-measure-your-bulldog-for-a-collar',
  '/faq',
  '/size-guide',
];
const PRODUCTS = [
  'B0CX7K2M9Q',
  'B0D4HN8R3T',
  'B0D2X6N8FG',
  'B0TESTAAA1',
  'B0TESTBBB2',
  'B0TESTCCC3',
  'B0TESTDDD4',
  'B0TESTEEE5',
  'B0TESTFFF6',
];
const POSITIONS = ['card', 'compare', 'buy-bar', 'article', 'review'];
const REFERRERS = [null, null, null, 'reddit.com', 'duckduckgo.com', 'bing.com', 'pinterest.com', 'facebook.com'];
const CAMPAIGNS = [
  [null, null, null],
  [null, null, null],
  [null, null, null],
  ['newsletter', 'email', 'spring'],
  ['pinterest', 'social', 'harness-week'],
];
const DEVICES = ['phone', 'phone', 'phone', 'desktop', 'desktop', 'tablet'];
const COLUMNS = [
  'eventId',
  'day',
  'createdAt',
  'type',
  'path',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'visitor',
  'product',
  'position',
];
const ROWS_PER_STATEMENT = 70; // 70 x 13 parameters stays under SQLite's limit of 999 on any build

/** A deterministic pseudo-random sequence (mulberry32), so two runs generate the same traffic. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function run(db, sql, params = []) {
  return new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
}

/** Inserts `count` events over the 90 days ending `today` (a Date); resolves with the number inserted. */
export async function generateAnalyticsEvents(file, count = 1_000_000, today = new Date()) {
  const db = new sqlite3.Database(file);
  const next = random(14);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const dayMs = 24 * 60 * 60 * 1000;
  const firstDay = Math.floor(today.getTime() / dayMs) - 89;
  const runId = randomBytes(4).toString('hex');
  const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`;
  try {
    await run(db, 'PRAGMA journal_mode = WAL');
    await run(db, 'BEGIN');
    let rows = [];
    for (let i = 0; i < count; i++) {
      const dayIndex = firstDay + Math.floor((i * 90) / count);
      const moment = new Date(dayIndex * dayMs + Math.floor(next() * dayMs));
      // Today's events stop at the current time.
      if (moment > today) moment.setTime(today.getTime() - 1000);
      const click = next() < 0.12;
      const [utmSource, utmMedium, utmCampaign] = click ? [null, null, null] : pick(CAMPAIGNS);
      rows.push(
        `gen-${runId}-${i}`,
        moment.toISOString().slice(0, 10),
        moment.toISOString().replace('T', ' ').slice(0, 23),
        click ? 'click' : 'pageview',
        pick(PATHS),
        click ? null : pick(REFERRERS),
        utmSource,
        utmMedium,
        utmCampaign,
        pick(DEVICES),
        `v${dayIndex}-${Math.floor(next() * 3000)}`.padEnd(32, '0'),
        click ? pick(PRODUCTS) : null,
        click ? pick(POSITIONS) : null,
      );
      if (rows.length === ROWS_PER_STATEMENT * COLUMNS.length || i === count - 1) {
        const statementRows = rows.length / COLUMNS.length;
        await run(
          db,
          `INSERT INTO "analytics_event" (${COLUMNS.map((column) => `"${column}"`).join(', ')}) VALUES ${Array(statementRows).fill(placeholders).join(', ')}`,
          rows,
        );
        rows = [];
      }
    }
    await run(db, 'COMMIT');
    return count;
  } finally {
    await new Promise((resolve) => db.close(resolve));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: node tools/perf/generate-analytics-events.mjs <database.sqlite> [count]');
    process.exit(2);
  }
  const started = Date.now();
  generateAnalyticsEvents(file, count ? Number(count) : undefined).then(
    (inserted) => console.log(`${inserted} events generated in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
