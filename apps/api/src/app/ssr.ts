import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageUrl, type RenderRequest, type RenderResult, type WebServerEntry } from '@bcg/shared/pages';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, RETRY_AFTER_SECONDS } from './fallback-error-handler';
import type { ExecuteOperation } from './graphql';
import { RenderDataCache } from './render-data-cache';
import { RenderGate, type RenderGateOptions } from './render-gate';
import { loggableUrl } from './request-log';

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

/** The page template `vite build` writes into the client directory. */
const TEMPLATE_FILE = 'index.html';

/** Where `vite build` puts the browser assets (client/) and the server entry (server/), beside the built server. */
export function defaultWebDistDir(): string {
  return path.resolve(__dirname, '../web');
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

/** Id of the JSON data block that carries the page data to the browser (read by entry-client.tsx). */
const PAGE_DATA_ELEMENT_ID = '__PAGE_DATA__';

/**
 * The HTML document: the built index.html with the rendered head, markup and page data put in place.
 * The data travels in a non-executable JSON block, so the page has no inline script and the CSP can allow
 * only the site's own script files.
 */
export function assemblePage(template: string, { head, html, state }: { head: string; html: string; state: unknown }): string {
  // Replacer functions: page content may contain "$&" or "$'", which a replacement string would expand.
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace(
      '<!--app-state-->',
      () => `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${serializeForScript(state)}</script>`,
    );
}

/** The web app's server entry from its build (`vite build --ssr`), an ES module loaded at run time. */
async function loadWebServerEntry(distDir: string): Promise<WebServerEntry> {
  const url = pathToFileURL(path.join(distDir, 'server', 'entry-server.mjs')).href;
  // webpackIgnore: webpack leaves a real import() in the bundle instead of resolving the file at build time.
  return (await import(/* webpackIgnore: true */ url)) as WebServerEntry;
}

/**
 * Serves the built web app: hashed assets from disk (immutable), every other GET rendered on the server with its
 * route's data (kept per content revision, render-data-cache.ts) embedded for hydration, and the status the page
 * asks for (404, ...); a render whose data could not all be loaded answers 503 with Retry-After and is never stored
 * (only 200s are cached).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    entry?: WebServerEntry;
    execute: ExecuteOperation;
    /** The content revision the renders' query results are kept for (undefined: nothing is kept); unset: never kept. */
    dataRevision?: () => Promise<string | undefined>;
    siteUrl: string;
    twitterSite?: string;
    /** Where a page that is not found has moved (a renamed article's old URL), or null: asked only for a 404. */
    movedTo?: (path: string) => Promise<string | null>;
    /** Admission of renders (RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT, RENDER_TIME_SHARE_PERCENT), see render-gate.ts. */
    renderLimits: Omit<RenderGateOptions, 'now'>;
    /** The clock displayed prices are judged by (ms): kept query results last until what they show gets too old. */
    now?: () => number;
  },
): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const template = fs.readFileSync(path.join(clientDir, TEMPLATE_FILE), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const entry = options.entry ?? (await loadWebServerEntry(options.distDir));

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // The build's files that are no page: index.html is the raw template (its <!--app-html--> placeholders) and
    // .vite/ the build manifest (dotfiles are not listed). Their paths fall through to the pages (the not-found page).
    globIgnore: [TEMPLATE_FILE],
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

  // The template's own address is the home page's old name on static hosts: send visitors and crawlers there.
  app.get(`/${TEMPLATE_FILE}`, (_request, reply) => reply.redirect('/', 301));

  // Cache misses take turns (render-gate.ts): a miss storm is answered 503 + Retry-After past the queue, and the
  // renders give way to every other answer, which is counted here (a cache hit of a page included).
  const gate = new RenderGate(options.renderLimits);
  const dataCache = new RenderDataCache(undefined, options.now);
  app.decorate('renderGate', gate);
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.pageMiss) gate.noteOtherAnswer();
    done();
  });

  app.get('/*', { config: { responseCache: 'page' }, errorHandler: sendRenderFailedPage }, async (request, reply) => {
    // A miss, whether it is rendered or refused: a refusal is the missing client's own answer, no competition.
    request.pageMiss = true;
    const left = new AbortController();
    const leave = () => left.abort();
    reply.raw.once('close', leave);
    const turn = gate.tryEnter(request.ip, left.signal);
    if (!turn) return sendBusyPage(reply);
    const release = await turn;
    reply.raw.off('close', leave);
    // The client left while it waited: nobody would read the page, so it is not rendered; its place in the queue
    // went to the next in line as soon as it left.
    if (!release || reply.raw.destroyed) {
      release?.();
      return sendBusyPage(reply);
    }
    // The turn ends when the answer has been handed to the socket (or the client has gone): its hashing for the
    // cache and its writing are the render's cost too. Whichever event comes first; release() runs once.
    reply.raw.once('finish', release).once('close', release);
    return renderPage(request, reply);
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // A page renders under the URL its cache entry is keyed on (response-cache.ts): the path as its route spells
    // it and only the query parameters it reads, so a made-up parameter never reaches the markup.
    const url = pageUrl(request.url) ?? request.url;
    const revision = await options.dataRevision?.();
    const rendered: RenderResult = await entry.render({
      url,
      execute: dataCache.executor(loggedExecutor(options.execute, request), revision),
      siteUrl: options.siteUrl,
      twitterSite: options.twitterSite,
    });
    if (rendered.status === 404 && options.movedTo) {
      // Asked after the render, so a page that exists costs no extra query; a redirect is never cached (not a 200).
      const target = await options.movedTo(new URL(url, 'http://localhost').pathname);
      // Revalidated on every visit: a browser keeps a plain 301 for ever, so renaming the post back would send its
      // readers round a loop between the two addresses (seen in the browser test).
      if (target) return reply.header('Cache-Control', 'no-cache').redirect(target, 301);
    }
    // Still a correct page, but rendered twice: a component read data its route does not declare (route-data.ts).
    if (rendered.undeclared) {
      // The operations' names: their variables come from the URL's values, which the log never shows.
      const operations = rendered.undeclared.map((key) => key.split(':', 1)[0]);
      request.log.warn({ url: loggableUrl(url), undeclared: operations }, 'A page read data its route does not declare');
    }
    const head = `${rendered.head}${modulePreloadTags(manifest, rendered.modules)}`;
    reply.code(rendered.status).type('text/html; charset=utf-8');
    if (rendered.status >= 500) {
      // The page's error panel, not the page: nobody may keep it, and the visitor may try again shortly.
      request.log.warn({ url: loggableUrl(request.url), status: rendered.status }, 'A page rendered without its data');
      reply.header('Cache-Control', 'no-store').header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else {
      reply.header('Cache-Control', 'no-cache');
    }
    return reply.send(assemblePage(template, { ...rendered, head }));
  }
}

/**
 * The executor a render uses: a rejection (unexpected: errors normally come back in the result) is logged here,
 * with its cause, and reaches the page only as a generic GraphQL error.
 */
function loggedExecutor(execute: ExecuteOperation, request: FastifyRequest): RenderRequest['execute'] {
  return async (operation) => {
    try {
      return await execute(operation);
    } catch (error) {
      request.log.error({ err: error, operationName: operation.operationName }, 'A GraphQL operation of a server render failed');
      return { data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    }
  };
}

/**
 * Any error on the way to a page (the render threw, a hook failed) answers an HTML page, never Fastify's JSON with
 * the error's own text: 503 with Retry-After when the error says its cause is temporary, else 500; never stored.
 */
function sendRenderFailedPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.error({ err: error, url: loggableUrl(request.url) }, 'Server rendering failed');
  const temporary = errorStatus(error) === 503;
  reply.code(temporary ? 503 : 500);
  if (temporary) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(RENDER_FAILED_PAGE);
}

/** 503 with Retry-After, never stored: a miss past the render queue (load shedding), told to come back shortly. */
function sendBusyPage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(BUSY_PAGE);
}

/** The answer to a miss past the render queue: the page exists, the server is too busy to prepare it right now. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy | Bulldog Collar Guide</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1>One moment, please</h1><p>Many pages are being prepared at once. Please try again in a few seconds, or go to the <a href="/">home page</a>.</p>
</body></html>`;

const RENDER_FAILED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong | Bulldog Collar Guide</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1>Something went wrong</h1><p>We could not show this page just now. Please try again in a moment, or go to the <a href="/">home page</a>.</p>
</body></html>`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission of renders, when the web app is served (its `stats()` say how many run and wait). */
    renderGate?: RenderGate;
  }
  interface FastifyRequest {
    /** Set on a page the cache missed, rendered or refused (render-gate.ts counts every other answer as competition). */
    pageMiss?: boolean;
  }
}
