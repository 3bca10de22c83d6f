#!/usr/bin/env node
// First-load JavaScript of the main routes, gzipped, from the built client's manifest; fails when / is over budget.
// First load = the entry chunk, the route's own chunk and every chunk they import statically (what the browser
// must download before the page is interactive). Chunks fetched later on idle or on demand do not count.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = process.env.WEB_CLIENT_DIR ?? 'dist/apps/web/client';
const BUDGET_KB = 150;
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

/** Route -> manifest key of its lazily loaded page module (apps/web/src/app/routes.tsx). */
const ROUTES = {
  '/': 'src/app/pages/home-page.tsx',
  '/collars': 'src/app/pages/collars.ts',
  '/blog/{slug}': 'src/app/pages/blog-post.ts',
  '/contact': 'src/app/pages/contact.tsx',
  '/admin/dashboard': 'src/app/pages/admin-dashboard.ts',
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTES in ${import.meta.url}`);
    seen.add(key);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

let failed = false;
const rows = Object.entries(ROUTES).map(([route, key]) => {
  const files = [...staticClosure([entryKey, key])].map((k) => manifest[k].file);
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  return { route, kb, files: files.length };
});
for (const { route, kb, files } of rows) {
  const over = route === '/' && kb > BUDGET_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(18)} ${kb.toFixed(1).padStart(7)} KB gzipped in ${files} files${route === '/' ? ` (budget ${BUDGET_KB} KB${over ? ': OVER' : ''})` : ''}`,
  );
}
if (failed) {
  console.error(`First-load JavaScript for / is over its ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
