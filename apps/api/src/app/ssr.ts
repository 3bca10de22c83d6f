import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ExecuteOperation } from './graphql';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports; checked structurally. */
interface WebServerEntry {
  render(request: { url: string; execute: ExecuteOperation; siteUrl: string }): Promise<{
    status: number;
    head: string;
    html: string;
    state: unknown;
    modules: string[];
  }>;
}

/** Vite's client build manifest (.vite/manifest.json): each module's chunk file and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * `<link rel="modulepreload">` tags for the chunks of a page's modules and everything they import, except the
 * entry and its own imports (index.html names the entry; /hydrate-after-paint.js loads it after the first paint):
 * the browser has the page's chunks when the entry needs them instead of fetching them after it has run. At low
 * priority, so on a slow phone connection they do not compete with the page's HTML and first paint.
 */
export function modulePreloadTags(manifest: BuildManifest, modules: readonly string[]): string {
  const loadedByTemplate = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByTemplate);
  const needed = new Set<string>();
  for (const key of modules) collect(key, needed);
  return [...needed]
    .filter((key) => !loadedByTemplate.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key]?.file}">`)
    .join('');
}

/** Where `vite build` puts the browser assets (client/) and the server entry (server/). */
export function defaultWebDistDir(): string {
  return process.env['WEB_DIST_DIR'] ?? path.resolve(__dirname, '../web');
}

/** JSON that is safe inside a <script> element (no "</script>", no U+2028 surprises). */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Id of the JSON data block that carries the Apollo cache to the browser (read by entry-client.tsx). */
export const APOLLO_STATE_ELEMENT_ID = '__APOLLO_STATE__';

/**
 * The HTML document: the built index.html with the rendered head, markup and Apollo cache put in place.
 * The cache travels in a non-executable JSON block, so the page has no inline script and the CSP can allow
 * only the site's own script files.
 */
export function assemblePage(template: string, { head, html, state }: { head: string; html: string; state: unknown }): string {
  // Replacer functions: page content may contain "$&" or "$'", which a replacement string would expand.
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-state-->', () => `<script id="${APOLLO_STATE_ELEMENT_ID}" type="application/json">${serializeForScript(state)}</script>`);
}

const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/**
 * Serves the built web app: hashed assets from disk (immutable), every other GET rendered on the server
 * with its data, the Apollo cache serialised for hydration, and the status the page asks for (404, ...).
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string; execute: ExecuteOperation; siteUrl: string }): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const entry = (await dynamicImport(pathToFileURL(path.join(options.distDir, 'server', 'entry-server.mjs')).href)) as WebServerEntry;

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // The build's brotli and gzip copies (apps/web/vite.config.mts), sent as they are.
    preCompressed: true,
    // Off, or the plugin's own 'max-age=0' would replace the header set here.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The body depends on Accept-Encoding (a compressed copy or the file), so shared caches must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  app.get('/*', { config: { responseCache: 'page' } }, async (request, reply) => {
    let rendered: Awaited<ReturnType<WebServerEntry['render']>>;
    try {
      rendered = await entry.render({ url: request.url, execute: options.execute, siteUrl: options.siteUrl });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'Server rendering failed');
      return reply.code(500).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(RENDER_FAILED_PAGE);
    }
    const head = `${rendered.head}${modulePreloadTags(manifest, rendered.modules)}`;
    return reply.code(rendered.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(assemblePage(template, { ...rendered, head }));
  });
}

const RENDER_FAILED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong | Bulldog Collar Guide</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1>Something went wrong</h1><p>We could not show this page just now. Please try again in a moment, or go to the <a href="/">home page</a>.</p>
</body></html>`;
