#!/usr/bin/env node
// First-load JavaScript of every page route, gzipped, from the built client's manifest; fails when a public page is
// over 120 KB or the admin over its own budget.
// First load = the entry chunk, the route's own chunk and every chunk they import statically (what the browser
// must download before the page is interactive). Chunks fetched later on idle or on demand do not count.
// The routes come from the route table (libs/shared/pages/src/lib/site-routes.ts: path and public flag) and the
// page module of each from apps/web/src/app/routes.tsx, so a new page is measured without editing this file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = process.env.WEB_CLIENT_DIR ?? 'dist/apps/web/client';
const PUBLIC_BUDGET_KB = 120;
const ADMIN_BUDGET_KB = 200;
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

/** [path, public] of every route of the route table. */
function siteRoutes() {
  const source = fs.readFileSync('libs/shared/pages/src/lib/site-routes.ts', 'utf8');
  const routes = [...source.matchAll(/\{ path: '([^']+)', public: (true|false),/g)].map((match) => [match[1], match[2] === 'true']);
  if (routes.length === 0) throw new Error('bundle-budget: no route found in site-routes.ts');
  return routes;
}

/** Route path -> manifest key of its lazily loaded page module (the PAGES table of routes.tsx). */
function pageModules() {
  const source = fs.readFileSync('apps/web/src/app/routes.tsx', 'utf8');
  const moduleOf = new Map();
  for (const match of source.matchAll(/const (\w+) = (?:lazyPage\([^;]*?|subscriptionPage\([^;]*?)'(src\/app\/pages\/[^']+)'/gs)) {
    moduleOf.set(match[1], match[2]);
  }
  // The sign-up pages share one module, named in the subscriptionPage helper.
  const shared = /const subscriptionPage =[^;]*?'(src\/app\/pages\/[^']+)'/s.exec(source)?.[1];
  for (const match of source.matchAll(/const (\w+) = subscriptionPage\(/g)) moduleOf.set(match[1], shared);
  const table = /const PAGES[^{]*\{([^}]*)\}/s.exec(source)?.[1] ?? '';
  return new Map([...table.matchAll(/'([^']+)': (\w+),/g)].map((match) => [match[1], moduleOf.get(match[2])]));
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const modules = pageModules();
let failed = false;
for (const [route, isPublic] of siteRoutes()) {
  const key = modules.get(route);
  if (!key) throw new Error(`bundle-budget: no page module for ${route} in apps/web/src/app/routes.tsx`);
  const files = [...staticClosure([entryKey, key])].map((k) => manifest[k].file);
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const budget = isPublic ? PUBLIC_BUDGET_KB : ADMIN_BUDGET_KB;
  const over = kb > budget;
  failed ||= over;
  console.log(
    `${route.padEnd(22)} ${kb.toFixed(1).padStart(7)} KB gzipped in ${String(files.length).padStart(2)} files (budget ${budget} KB${over ? ': OVER' : ''})`,
  );
}
if (failed) {
  console.error('First-load JavaScript is over budget.');
  process.exit(1);
}
