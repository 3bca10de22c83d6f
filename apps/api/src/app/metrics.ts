import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

export const METRICS_PATH = '/metrics';

/** The `route` label of a request that matched no route: never its URL, which a client could vary without end. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface MetricsOptions {
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`; unset, only loopback clients may scrape. */
  token?: string;
  /** Its connection pool (PostgreSQL) is reported: connections open, idle, and requests waiting for one. */
  dataSource?: DataSource;
}

/** The process's own metrics (CPU, memory, event loop, GC), collected once however many apps a process builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** node-postgres's pool, as TypeORM's PostgreSQL driver keeps it (SQLite has one connection and no pool). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
function connectionPool(dataSource: DataSource | undefined): PgPool | undefined {
  const master = (dataSource?.driver as { master?: Partial<PgPool> } | undefined)?.master;
  return typeof master?.waitingCount === 'number' ? (master as PgPool) : undefined;
}

/**
 * The `route` label: the route's pattern; for a file served by @fastify/static (one route per file, whose hashed
 * names change with every build) its first folder, such as `/assets/*`, so a deployment does not start new series.
 */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return UNMATCHED_ROUTE;
  if ((request.routeOptions.config as { rootPath?: unknown } | undefined)?.rootPath === undefined) return url;
  const folder = /^\/[^/]+\//.exec(url)?.[0];
  return folder ? `${folder}*` : url;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about the token's length or how much of it matched. */
function sameToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(sha256(match[1]), sha256(token));
}

/** The socket's peer, not X-Forwarded-For: a header is the client's word, the address is the kernel's. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Prometheus metrics at GET /metrics: the process's default metrics; per route pattern, method and status the
 * request count and latency; answers from the response cache (its `x-cache` header: hit or miss); requests in
 * flight (what a graceful shutdown waits for); and, on PostgreSQL, the connection pool and its queue. Labels are
 * route patterns such as `/api/content/blog-posts/:slug` ({@link routeLabel}), never raw URLs, so their number
 * stays bounded. Scrapes themselves are left out of every count, are never cached, and are logged only when
 * something goes wrong.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions = {}): void {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests received and not yet answered', registers: [registry] });
  const cache = new Counter({
    name: 'http_response_cache_total',
    help: 'Cacheable requests by route pattern and result: hit (answered from the response cache) or miss',
    labelNames: ['route', 'result'] as const,
    registers: [registry],
  });
  const pool = connectionPool(options.dataSource);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections in the pool, by state (idle or busy)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const measured = (request: FastifyRequest) => request.routeOptions.url !== METRICS_PATH;
  app.addHook('onRequest', (request, reply, done) => {
    if (measured(request)) {
      inFlight.inc();
      // 'close' comes once per response: after it was sent, or when the client went away before (a count that
      // waited for onResponse would never come down for those).
      reply.raw.once('close', () => inFlight.dec());
    }
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (measured(request)) {
      const route = routeLabel(request);
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      const cached = reply.getHeader('x-cache');
      if (cached === 'hit' || cached === 'miss') cache.inc({ route, result: cached });
    }
    done();
  });

  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (options.token) {
      if (!sameToken(request.headers.authorization, options.token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ error: 'A valid metrics token is required' });
      }
    } else if (!fromLoopback(request)) {
      // Without a token the metrics exist only for the machine itself; anyone else finds nothing here.
      return reply.code(404).send({ error: 'Not Found' });
    }
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
