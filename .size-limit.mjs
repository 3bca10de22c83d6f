// `npm run size`: size-limit checks the first-load JavaScript of every page route, gzipped, against its budget
// (120 KiB for a public page, 200 KiB for the admin). First load = the entry chunk, the route's own chunk and every
// chunk they import statically: what the browser downloads before the page is interactive. Chunks fetched later
// (on idle or on demand) do not count.
// size-limit measures; this file only lists, per route, the files of its first load, read from the built client's
// manifest (dist/apps/web/client, or WEB_CLIENT_DIR). The routes come from the route table
// (libs/shared/pages/src/lib/site-routes.ts) and each page's module from apps/web/src/app/routes.tsx, so a new page
// is measured without editing this file.
import fs from 'node:fs';
import path from 'node:path';

const clientDir = process.env.WEB_CLIENT_DIR ?? 'dist/apps/web/client';
const PUBLIC_LIMIT = '120 KiB';
const ADMIN_LIMIT = '200 KiB';

const manifestFile = path.join(clientDir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** [path, public] of every route of the route table. */
function siteRoutes() {
  const source = fs.readFileSync('libs/shared/pages/src/lib/site-routes.ts', 'utf8');
  const routes = [...source.matchAll(/\{ path: '([^']+)', public: (true|false),/g)].map((match) => [match[1], match[2] === 'true']);
  if (routes.length === 0) throw new Error('no route found in libs/shared/pages/src/lib/site-routes.ts');
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

/** The manifest keys of `keys` and of every chunk they import statically. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const modules = pageModules();

export default siteRoutes().map(([route, isPublic]) => {
  const key = modules.get(route);
  if (!key) throw new Error(`no page module for ${route} in apps/web/src/app/routes.tsx`);
  return {
    name: route,
    path: [...staticClosure([entryKey, key])].map((chunk) => path.join(clientDir, manifest[chunk].file)),
    limit: isPublic ? PUBLIC_LIMIT : ADMIN_LIMIT,
    gzip: true,
  };
});
