import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { collectDisplayDeadline, DisplayDeadline, type SiteRevision } from '@bcg/server/core';
import type { CachePolicy } from '@bcg/server/rest';
import { pageUrl } from '@bcg/shared/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import { LRUCache } from 'lru-cache';

interface Entry {
  revision: string;
  /** When something the answer shows stops being true by the clock alone (ms; Infinity: never). */
  until: number;
  status: number;
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
}

/** What all entries may hold together, bodies and their compressed copies: the cache's whole memory. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is sent but not kept: a few of them would crowd out every page. */
const DEFAULT_MAX_ENTRY_BYTES = 256 * 1024;
/** What an entry costs besides its bodies (key, ETag, headers, the objects): counted so tiny entries are not free. */
const ENTRY_OVERHEAD_BYTES = 512;
/** How many GraphQL documents the query-or-not memo below remembers (each at most 20,000 characters). */
const MAX_OPERATION_KINDS = 500;
const COMPRESS_MIN_BYTES = 1024;
/** Response headers kept with a cached body (the rest come from the hooks of each request). */
const KEPT_HEADERS = ['content-type', 'cache-control'];

/** The operation a GraphQL document runs, remembered per document text (parsing costs more than a cache hit). */
const operationKinds = new LRUCache<string, 'query' | 'other'>({ max: MAX_OPERATION_KINDS });
function isQuery(query: unknown, operationName: unknown): boolean {
  if (typeof query !== 'string' || query.length > 20_000) return false;
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let kind = operationKinds.get(key);
  if (!kind) {
    try {
      kind =
        getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined)?.operation === 'query'
          ? 'query'
          : 'other';
    } catch {
      kind = 'other';
    }
    operationKinds.set(key, kind);
  }
  return kind === 'query';
}

/**
 * The cache key of a request, or undefined when its answer must not be shared between visitors. A page is keyed on
 * what it reads (its path and the query parameters its route declares, see `pageUrl`), so made-up parameters share
 * its entry; a path that is no page (the not-found page) has no key. A GraphQL query on its document and variables.
 */
function cacheKey(request: FastifyRequest, policy: CachePolicy): string | undefined {
  if (request.headers.authorization) return undefined;
  if (policy === 'page') {
    const url = request.method === 'GET' ? pageUrl(request.url) : undefined;
    // Only a page is keyed on the day, so only a page works it out.
    return url === undefined ? undefined : `page ${new Date().toISOString().slice(0, 10)} ${url}`;
  }
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

export interface ResponseCacheLimits {
  /** Bytes all entries may hold together, compressed copies included (default 32 MB). */
  maxBytes?: number;
  /** Largest body kept (default 256 KB); larger answers are sent, not stored. */
  maxEntryBytes?: number;
}

export interface ResponseCacheClocks {
  /**
   * What changes with time alone for every answer at once (a scheduled post coming out), added to the site revision
   * an entry must match.
   */
  clockRevision?: () => string;
  /** The clock the services judge displayed prices by (ms), against which an entry's deadline is checked. */
  now?: () => number;
}

const entryBytes = (key: string, entry: Entry) =>
  key.length + entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES;

/**
 * In-process cache of public responses (REST reads, GraphQL queries without a session, server-rendered pages),
 * valid while the site revision is unchanged: a publish or any content write elsewhere drops them all. An answer
 * that shows something true only until a moment (a retailer price until its display window ends) is kept until that
 * moment at most: the services report it while the answer is prepared (display-deadline.ts). Bodies
 * are kept with their ETag and compressed once per encoding, so a hit costs no rendering, hashing or compression.
 * Only 200 answers are kept (an error render is a 503, see ssr.ts), none over `maxEntryBytes`, and all of them
 * together within `maxBytes`, least recently used out first.
 */
export class ResponseCache {
  /** Least recently used out first once the entries' bytes pass maxBytes. */
  private readonly entries: LRUCache<string, Entry>;
  private readonly maxEntryBytes: number;
  private readonly clockRevision: () => string;
  private readonly now: () => number;

  constructor(
    private readonly revision: SiteRevision,
    limits: ResponseCacheLimits = {},
    clocks: ResponseCacheClocks = {},
  ) {
    this.clockRevision = clocks.clockRevision ?? (() => '');
    this.now = clocks.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: limits.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (entry, key) => entryBytes(key, entry),
    });
    this.maxEntryBytes = limits.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  }

  /** How many answers the cache holds and their bytes (bodies, compressed copies and overhead). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Registers the hooks; call before the ETag and compression plugins so a hit skips them. */
  register(app: FastifyInstance): void {
    // A GET is answered before anything else runs for it; a GraphQL POST once its body is parsed. Synchronous hooks:
    // a hit (the revision known without asking the database) is sent without a promise or a turn of the microtask queue.
    // A miss goes on inside its slot's deadline, so whatever prepares its answer reports what the answer shows.
    const proceed = (request: FastifyRequest, done: (error?: Error) => void) => {
      const slot = request.cacheSlot;
      return slot ? collectDisplayDeadline(slot.deadline, done) : done();
    };
    const hook = (method: string) => (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.method !== method) return done();
      const answered = this.lookup(request, reply);
      if (answered === true) return undefined;
      if (answered === false) return proceed(request, done);
      answered.then((sent) => (sent ? undefined : proceed(request, done)), done);
      return undefined;
    };
    app.addHook('onRequest', hook('GET'));
    app.addHook('preHandler', hook('POST'));
    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      if (!slot || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (body.length > this.maxEntryBytes || (request.routeOptions.config?.responseCache === 'graphql' && body.includes('"errors"')))
        return payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      // An answer whose deadline has already passed while it was prepared is sent, not kept.
      if (slot.deadline.until > this.now()) {
        this.store(slot.key, { revision: slot.revision, until: slot.deadline.until, status: 200, body, etag, headers });
      }
      return payload;
    });
  }

  /**
   * The revision a response stored now is valid for (what `lookup` compares), or undefined when the database cannot
   * say whether content changed (nothing may be kept then).
   */
  async currentRevision(): Promise<string | undefined> {
    const known = this.revision.peek() ?? (await this.revision.current().catch(() => undefined));
    return known === undefined ? undefined : `${known}/${this.clockRevision()}`;
  }

  /**
   * Answers a request from the cache when it can (true: sent), otherwise marks it so its answer is stored (false).
   * Synchronous unless the site revision must first be read from the database (then a promise of the same).
   */
  private lookup(request: FastifyRequest, reply: FastifyReply): boolean | Promise<boolean> {
    const policy = request.routeOptions.config?.responseCache;
    if (!policy) return false;
    const key = cacheKey(request, policy);
    if (!key) return false;
    const known = this.revision.peek();
    if (known !== undefined) return this.answer(request, reply, key, `${known}/${this.clockRevision()}`);
    return this.revision.current().then(
      (current) => this.answer(request, reply, key, `${current}/${this.clockRevision()}`),
      (error: unknown) => {
        // The database cannot say whether content changed (it is down): answer without the cache, keep nothing.
        request.log.warn({ err: error }, 'Response cache bypassed: the site revision could not be read');
        return false;
      },
    );
  }

  private answer(request: FastifyRequest, reply: FastifyReply, key: string, revision: string): boolean {
    const entry = this.entries.get(key);
    if (entry && entry.revision === revision && this.now() < entry.until) {
      this.sendEntry(request, reply, key, entry);
      return true;
    }
    if (entry) this.entries.delete(key);
    request.cacheSlot = { key, revision, deadline: new DisplayDeadline() };
    reply.header('x-cache', 'miss');
    return false;
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  private sendEntry(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): FastifyReply {
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
    let compressed = entry[encoding];
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(entry.body, { level: 9 });
      // The copy is kept with its entry and counts against the cache's bytes like the body: a new entry object, which
      // the cache sizes anew (older entries make room).
      this.entries.set(key, { ...entry, [encoding]: compressed });
    }
    return reply.code(entry.status).header('content-encoding', encoding).send(compressed);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    cacheSlot?: { key: string; revision: string; deadline: DisplayDeadline };
  }
}
