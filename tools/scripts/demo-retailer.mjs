// npm run demo:retailer: the site as it looks with the retailer sync running, without an Amazon account. Starts the
// fake Creators API (tools/retailer-fake) with the seed catalogue's collars, moving a share of its prices every
// minute and keeping one collar out of stock, then the built server on a fresh demo database (tmp/demo-retailer) with
// credentials pointing at the fake and a one-minute sync interval. Once the first cycle has stored the prices, the
// six days before it are filled with a made-up price history (the fake has no past), so the review pages' "prices
// we saw at Amazon" chart has something to show at once; from then on every change the sync sees is added for real.
//   DEMO_PORT (default 3200): where the site listens. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sqlite3 from 'sqlite3';
import { FAKE_CREDENTIAL, SEED_CATALOGUE, startFakeCreatorsApi } from '../retailer-fake/server.mjs';

const SERVER_MAIN = 'dist/apps/api/main.js';
const DIR = path.join('tmp', 'demo-retailer');
const DATABASE = path.join(DIR, 'demo.sqlite');
const PORT = Number(process.env.DEMO_PORT ?? 3200);
const DAY_MS = 24 * 60 * 60 * 1000;

if (!fs.existsSync(SERVER_MAIN)) {
  console.error(`${SERVER_MAIN} is missing: run "npm run build" first.`);
  process.exit(1);
}
fs.rmSync(DIR, { recursive: true, force: true });
fs.mkdirSync(DIR, { recursive: true });

const fake = await startFakeCreatorsApi({ catalogue: SEED_CATALOGUE });
fake.control.setDrift({ everyMs: 60_000, share: 0.3, maxPercent: 8 });
const outOfStock = SEED_CATALOGUE.at(-1);
if (outOfStock) fake.control.setItem(outOfStock.asin, { availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' } });

const server = spawn(process.execPath, [SERVER_MAIN], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: DATABASE,
    AMAZON_API_URL: fake.url,
    AMAZON_TOKEN_URL: fake.tokenUrl,
    AMAZON_CREDENTIAL_VERSION: '2.1',
    AMAZON_CREDENTIAL_ID: FAKE_CREDENTIAL.id,
    AMAZON_CREDENTIAL_SECRET: FAKE_CREDENTIAL.secret,
    RETAILER_SYNC_INTERVAL_MINUTES: '1',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  void fake.close();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.once('exit', (code) => {
  void fake.close();
  process.exit(code ?? 0);
});

/** Runs one statement on the demo database (the server has it open too; SQLite lets both in turn). */
function query(sql, params = []) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(DATABASE);
    db.configure('busyTimeout', 5000);
    db.all(sql, params, (error, rows) => db.close(() => (error ? reject(error) : resolve(rows))));
  });
}

/** TypeORM's SQLite form of a date: UTC, 'YYYY-MM-DD HH:MM:SS.SSS'. */
const stored = (time) => new Date(time).toISOString().replace('T', ' ').replace('Z', '');

/** Waits for the first cycle's observations, then adds two made-up prices a day for the six days before each one. */
async function backfillHistory() {
  for (let tries = 0; tries < 240; tries++) {
    await sleep(500);
    const first = await query(
      'SELECT "productId", MIN("observedAt") AS "at", "amountCents", "currency" FROM "price_observation" GROUP BY "productId"',
    ).catch(() => []);
    if (first.length === 0) continue;
    let rows = 0;
    for (const { productId, at, amountCents, currency } of first) {
      const start = Date.parse(`${at.replace(' ', 'T')}Z`);
      for (let step = 12; step >= 1; step--) {
        // A gentle, repeatable wave around the first price: within 12% of it, in whole cents ending in 9.
        const factor = 1 + 0.12 * Math.sin(step * 1.3 + productId);
        const cents = Math.max(99, Math.round((amountCents * factor) / 10) * 10 - 1);
        await query('INSERT INTO "price_observation" ("productId", "amountCents", "currency", "observedAt") VALUES (?, ?, ?, ?)', [
          productId,
          cents,
          currency,
          stored(start - (step * DAY_MS) / 2),
        ]);
        rows += 1;
      }
    }
    console.log(`\nDemo: added ${rows} made-up price observations over the 6 days before the first sync (the fake has no past).`);
    console.log(`Demo: open http://localhost:${PORT}/collars; prices move every minute and the sync checks each collar every minute.\n`);
    return;
  }
  console.error('Demo: no price was observed within 2 minutes; is the sync running? (see the server log above)');
}

backfillHistory().catch((error) => console.error('Demo: the price history could not be added:', error.message));
