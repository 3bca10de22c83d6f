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
  }>;
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

const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/**
 * Serves the built web app: hashed assets from disk (immutable), every other GET rendered on the server
 * with its data, the Apollo cache serialised for hydration, and the status the page asks for (404, ...).
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string; execute: ExecuteOperation; siteUrl: string }): Promise<void> {
  const clientDir = path.join(options.distDir, 'client');
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = (await dynamicImport(pathToFileURL(path.join(options.distDir, 'server', 'entry-server.mjs')).href)) as WebServerEntry;

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', async (request, reply) => {
    const { status, head, html, state } = await entry.render({
      url: request.url,
      execute: options.execute,
      siteUrl: options.siteUrl,
    });
    const page = template
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html)
      .replace('<!--app-state-->', `<script>window.__APOLLO_STATE__=${serializeForScript(state)}</script>`);
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}
