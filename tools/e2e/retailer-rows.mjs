#!/usr/bin/env node
// Browser-test helper: writes what the retailer sync writes (a product's price, availability and the prices it saw)
// into a SQLite database a built server runs on, and counts the change so every server drops its cached pages.
// Usage: node tools/e2e/retailer-rows.mjs <database.sqlite> <rows.json>
//   rows.json: [{ slug, product: { column: value, ... }, observations: [{ amountCents, currency, observedAt }] }]
// ISO times become the database's UTC "YYYY-MM-DD HH:MM:SS.SSS" text.
import fs from 'node:fs';
import sqlite3 from 'sqlite3';

const [databaseFile, rowsFile] = process.argv.slice(2);
if (!databaseFile || !rowsFile) {
  console.error('Usage: node tools/e2e/retailer-rows.mjs <database.sqlite> <rows.json>');
  process.exit(2);
}
const COLUMNS = new Set([
  'price',
  'priceCheckedAt',
  'priceAmountCents',
  'priceCurrency',
  'priceSource',
  'availabilityType',
  'availabilityMessage',
  'availabilityCheckedAt',
]);
const stored = (value) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? value.replace('T', ' ').replace('Z', '') : value);
const rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8'));
const db = new sqlite3.Database(databaseFile, sqlite3.OPEN_READWRITE);
const fail = (error) => {
  if (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
};
db.serialize(() => {
  db.run('BEGIN');
  for (const { slug, product = {}, observations = [] } of rows) {
    const columns = Object.keys(product).filter((column) => COLUMNS.has(column));
    if (columns.length) {
      const sets = columns.map((column) => `"${column}" = ?`).join(', ');
      db.run(`UPDATE "product" SET ${sets} WHERE "slug" = ?`, [...columns.map((column) => stored(product[column])), slug], fail);
    }
    db.run('DELETE FROM "price_observation" WHERE "productId" = (SELECT "id" FROM "product" WHERE "slug" = ?)', [slug], fail);
    for (const { amountCents, currency, observedAt } of observations) {
      db.run(
        'INSERT INTO "price_observation" ("productId", "amountCents", "currency", "observedAt") SELECT "id", ?, ?, ? FROM "product" WHERE "slug" = ?',
        [amountCents, currency, stored(observedAt), slug],
        fail,
      );
    }
  }
  db.run('UPDATE "site_revision" SET "revision" = "revision" + 1 WHERE "id" = 1', fail);
  db.run('COMMIT', fail);
});
db.close(() => console.log(`Wrote the retailer's answers for ${rows.length} products into ${databaseFile}`));
