import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

const temp = temporaryDirectory('bcg-assets-');
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ databaseUrl: path.join(temp.dir, 'assets.sqlite') });
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

/** The raw bytes and headers (fetch would decompress them). */
function get(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

it('sends the hashed entry script immutable for a year, as the build compressed it, for each encoding', async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  // The page names its entry script for /hydrate-after-paint.js to load (apps/web/vite.config.mts).
  const src = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
  expect(src).toBeDefined();
  const original = fs.readFileSync(path.join(REPO_ROOT, 'dist/apps/web/client', src!));

  const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (body: Buffer) => body } as const;
  for (const [encoding, decode] of Object.entries(decoders)) {
    const response = await get(`${server.url}${src}`, encoding);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(decode(response.body).equals(original)).toBe(true);
  }
  // Brotli at its highest quality, made once by the build: well under what gzip makes of the same file.
  const brotli = await get(`${server.url}${src}`, 'br, gzip');
  const gzip = await get(`${server.url}${src}`, 'gzip');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.92);
});

it('lets files without a content hash (the icon, the script that loads the entry) be cached for an hour only', async () => {
  for (const file of ['/favicon.svg', '/hydrate-after-paint.js']) {
    const response = await get(`${server.url}${file}`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  }
});
