#!/usr/bin/env node
// Browser-test helper: runs one read-only query on a SQLite database (the server may be running on it) and prints
// the rows as JSON. The browser tests read what the server stored (an email waiting in the outbox, a status) with it.
// Usage: node tools/e2e/read-rows.mjs <database.sqlite> <sql> [json array of parameters]
import sqlite3 from 'sqlite3';

const [databaseFile, sql, params = '[]'] = process.argv.slice(2);
if (!databaseFile || !sql) {
  console.error('Usage: node tools/e2e/read-rows.mjs <database.sqlite> <sql> [json array of parameters]');
  process.exit(2);
}
const db = new sqlite3.Database(databaseFile, sqlite3.OPEN_READONLY);
db.all(sql, JSON.parse(params), (error, rows) => {
  db.close();
  if (error) {
    console.error(error.message);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(rows));
});
