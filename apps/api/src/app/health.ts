import { checkDatabaseReadiness, sqliteFileGuard, type ReadinessChecks } from '@bcg/server/core';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

/** Probes' answers are about this instant: never stored by a browser, a proxy or the response cache. */
const NO_STORE = 'no-store';

export interface ReadinessBody {
  status: 'ready' | 'unavailable';
  checks: ReadinessChecks;
  /** The names of the failed checks (only when unavailable). */
  failing?: string[];
}

/**
 * `GET /healthz` (liveness: the process answers, 200 while the event loop runs; nothing else is checked, so a
 * database outage never gets the process restarted) and `GET /readyz` (readiness: 200 when the database is
 * reachable and writable, migrated and still the configured file, and the server is not shutting down; otherwise
 * 503 naming the failed checks). Neither is cached, rate limited or listed in the sitemap. Also starts the
 * SQLite file guard's background check, which logs a deleted or replaced database file the moment it is seen, and
 * lets a shutdown drain: from its start /readyz fails and every answer closes its keep-alive connection.
 */
export function registerHealth(app: FastifyInstance, dataSource: DataSource): void {
  let draining = false;
  // Fastify calls preClose as soon as close() starts (on SIGTERM), before in-flight requests are finished.
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Answers finished while draining close their connection: close() waits for every open connection, and an idle
  // keep-alive one would otherwise hold it for Fastify's 72 s keep-alive timeout, past the shutdown deadline.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('Connection', 'close');
    return payload;
  });
  const guard = sqliteFileGuard(dataSource);
  guard?.watch(app.log);
  app.addHook('onClose', async () => guard?.stop());

  // Concurrent probes share one run of the checks, so hammering /readyz cannot multiply database work.
  let running: Promise<ReadinessChecks> | undefined;
  const check = () => (running ??= checkDatabaseReadiness(dataSource).finally(() => (running = undefined)));

  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply): Promise<ReadinessBody> => {
    reply.header('Cache-Control', NO_STORE);
    const checks: ReadinessChecks = { ...(await check()), shutdown: draining ? 'fail' : 'ok' };
    const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failing.length === 0) return { status: 'ready', checks };
    reply.code(503);
    return { status: 'unavailable', checks, failing };
  });
}
