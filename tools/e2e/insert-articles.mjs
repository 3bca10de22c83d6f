#!/usr/bin/env node
// Browser-test helper: inserts published articles (a JSON file of {slug, title, excerpt, content, ...}) into a
// SQLite database the built server has already migrated, while no server is running on it.
// Usage: node tools/e2e/insert-articles.mjs <database.sqlite> <articles.json>
import fs from 'node:fs';
import sqlite3 from 'sqlite3';

const [databaseFile, articlesFile] = process.argv.slice(2);
if (!databaseFile || !articlesFile) {
  console.error('Usage: node tools/e2e/insert-articles.mjs <database.sqlite> <articles.json>');
  process.exit(2);
}
const articles = JSON.parse(fs.readFileSync(articlesFile, 'utf8'));
const db = new sqlite3.Database(databaseFile, sqlite3.OPEN_READWRITE);
const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
const sql = `INSERT INTO "article" ("slug", "title", "excerpt", "imageUrl", "author", "category", "metaDescription", "readingTime",
  "wordCount", "content", "targetKeywords", "seoKeywords", "published", "createdAt", "publishedAt", "updatedAt")
  VALUES (?, ?, ?, NULL, ?, 'guides', ?, 3, 400, ?, ?, ?, 1, ?, ?, ?)`;
db.serialize(() => {
  for (const a of articles) {
    db.run(
      sql,
      [
        a.slug,
        a.title,
        a.excerpt,
        a.author,
        a.metaDescription,
        a.content,
        JSON.stringify(a.keywords),
        JSON.stringify(a.keywords),
        now,
        now,
        now,
      ],
      (error) => {
        if (error) {
          console.error(error.message);
          process.exitCode = 1;
        }
      },
    );
  }
});
db.close(() => console.log(`Inserted ${articles.length} articles into ${databaseFile}`));
