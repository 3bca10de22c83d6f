import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { SiteRevision } from '@bcg/server/core';
import type { CachePolicy } from '@bcg/server/rest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';

interface Entry {
  revision: string;
  status: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;
const COMPRESS_MIN_BYTES = 1024;
/** Response headers kept with a cached body (the rest come from the hooks of each request). */
const KEPT_HEADERS = ['content-type', 'cache-control'];

/** The operation a GraphQL document runs, remembered per document text (parsing costs more than a cache hit). */
const operationKinds = new Map<string, 'query' | 'other'>();
function isQuery(query: unknown, operationName: unknown): boolean {
  if (typeof query !== 'string' || query.length > 20_000) return false;
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let kind = operationKinds.get(key);
  if (!kind) {
    try {
      kind = getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined)?.operation === 'query' ? 'query' : 'other';
    } catch {
      kind = 'other';
    }
    if (operationKinds.size >= MAX_ENTRIES) operationKinds.clear();
    operationKinds.set(key, kind);
  }
  return kind === 'query';
}

/** The cache key of a request, or undefined when its answer must not be shared between visitors. */
export function cacheKey(request: FastifyRequest, policy: CachePolicy, today: string): string | undefined {
  if (request.headers.authorization) return undefined;
  if (policy === 'page') return request.method === 'GET' ? `page ${today} ${request.url}` : undefined;
  if (policy === 'public-read') return request.method === 'GET' ? `read ${request.url}` : undefined;
  const input = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined;
  if (!input || !isQuery(input['query'], input['operationName'])) return undefined;
  const body = JSON.stringify([input['query'], input['variables'] ?? null, input['operationName'] ?? null]);
  return `graphql ${createHash('sha1').update(body).digest('base64')}`;
}

/** br, gzip or nothing, as the client accepts (q=0 means refused). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * In-process cache of public responses (REST reads, GraphQL queries without a session, server-rendered pages),
 * valid while the site revision is unchanged: a publish or any content write elsewhere drops them all. Bodies
 * are kept with their ETag and compressed once per encoding, so a hit costs no rendering, hashing or compression.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly revision: SiteRevision) {}

  /** Registers the hooks; call before the ETag and compression plugins so a hit skips them. */
  register(app: FastifyInstance): void {
    // A GET is answered before anything else runs for it; a GraphQL POST once its body is parsed.
    app.addHook('onRequest', async (request, reply) => (request.method === 'GET' ? this.lookup(request, reply) : undefined));
    app.addHook('preHandler', async (request, reply) => (request.method === 'POST' ? this.lookup(request, reply) : undefined));
    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      if (!slot || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (body.length > MAX_BODY_BYTES || (request.routeOptions.config?.responseCache === 'graphql' && body.includes('"errors"'))) return payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      this.store(slot.key, { revision: slot.revision, status: 200, body, etag, headers });
      return payload;
    });
  }

  /** Answers a request from the cache when it can; otherwise marks it so its answer is stored. */
  private async lookup(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const policy = request.routeOptions.config?.responseCache;
    if (!policy) return undefined;
    const key = cacheKey(request, policy, new Date().toISOString().slice(0, 10));
    if (!key) return undefined;
    const revision = this.revision.peek() ?? (await this.revision.current());
    const entry = this.entries.get(key);
    if (entry && entry.revision === revision) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return this.sendEntry(request, reply, entry);
    }
    request.cacheSlot = { key, revision };
    reply.header('x-cache', 'miss');
    return undefined;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  private sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply.headers(entry.headers).header('etag', entry.etag).header('x-cache', 'hit');
    // Added to what earlier hooks set (CORS varies by Origin).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === entry.etag || `W/${tag.trim()}` === entry.etag)) {
      return reply.code(304).send();
    }
    const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.code(entry.status).send(entry.body);
    const compressed =
      encoding === 'br'
        ? (entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }))
        : (entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 }));
    return reply.code(entry.status).header('content-encoding', encoding).send(compressed);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    cacheSlot?: { key: string; revision: string };
  }
}
