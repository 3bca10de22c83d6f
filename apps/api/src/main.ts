import 'reflect-metadata';
import fs from 'node:fs';
import {
  checkDatabaseReadiness,
  DatabaseFileError,
  errorLogSummary,
  MIN_ADMIN_PASSWORD_LENGTH,
  readConfig,
  withDatabaseLock,
} from '@bcg/server/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app/build-app';
import { buildAppSchema, printAppSchema } from './app/schema';
import { defaultWebDistDir } from './app/ssr';
import { seedIfEmpty } from './app/seed-if-empty';
import { seedLarge } from './app/seed-large';

async function emitSchema(file: string): Promise<void> {
  const schema = await buildAppSchema();
  fs.writeFileSync(file, printAppSchema(schema));
  console.log(`GraphQL schema written to ${file}`);
}

/** `npm run admin:password`: stores a new administrator password (its argon2id hash) and ends every session. */
async function setAdminPassword(): Promise<void> {
  const password = process.env['NEW_ADMIN_PASSWORD'] ?? (await readPasswordFromStdin());
  const { app, services } = await buildApp(readConfig());
  try {
    await services.adminAuth.setPassword(password.trim());
    console.log('Administrator password changed; every admin session has been ended.');
    if (process.env['ADMIN_PASSWORD'] || process.env['ADMIN_PASSWORD_HASH']) {
      console.log('Note: ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set and takes precedence over the stored password.');
    }
  } finally {
    await app.close();
  }
}

function readPasswordFromStdin(): Promise<string> {
  process.stdout.write(`New administrator password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `);
  return new Promise((resolve) => {
    let input = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      input += chunk;
      if (input.includes('\n')) {
        process.stdin.pause();
        resolve(input.split('\n')[0] ?? '');
      }
    });
  });
}

/** How long a SIGTERM waits for in-flight requests and background work before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM / SIGINT: stop the background timers, stop accepting connections and let in-flight requests finish
 * (Fastify answers new requests on open connections with 503, and /readyz fails from the first moment), wait for a
 * running prune, close the database, exit 0. Every wait on the way is bounded (a statement waits at most SQLite's busy
 * timeout for a lock another process holds), so a stuck transaction ends as a refused request, rolled back, and the
 * shutdown goes on. A second signal, or 10 s without finishing, exits 1 at once.
 */
function closeOnSignals(app: FastifyInstance, stopBackgroundWork: () => void): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.error(`${signal} again: exiting without waiting for the shutdown to finish`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    setTimeout(() => {
      app.log.error(`The shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting without waiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stopBackgroundWork();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ error: errorLogSummary(error) }, 'The shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutDown);
}

async function start(): Promise<void> {
  const config = readConfig();
  const { app, dataSource, services } = await buildApp(config, {
    webDistDir: config.webDistDir ?? defaultWebDistDir(),
    logger: true,
    sendMail: true,
    syncRetailer: true,
  });
  const seeded = await seedIfEmpty(dataSource);
  if (seeded) {
    app.log.info(seeded, 'Seeded an empty database');
    // The sync started before the catalogue existed: it checks the new collars now rather than at its next poll.
    services.retailerSync.wake();
  }
  // One at a time, so servers starting together on an empty database generate one password, not one each.
  const generated = await withDatabaseLock(dataSource, 'bcg:admin-password', () => services.adminAuth.ensurePassword());
  if (generated) {
    // Printed once, to the console only; the database keeps nothing but its argon2id hash.
    console.log(`\nAdministrator password (generated, shown only now): ${generated}\nChange it with: npm run admin:password\n`);
  }
  let pruning: Promise<unknown> | undefined;
  const prune = () =>
    (pruning ??= Promise.all([services.adminAuth.prune(), services.rateLimiter.prune()])
      .catch((error: unknown) => app.log.warn({ error: errorLogSummary(error) }, 'Pruning sessions and counters failed'))
      .finally(() => (pruning = undefined)));
  const pruneTimer = setInterval(prune, 10 * 60 * 1000).unref();
  // onClose hooks run after the in-flight requests, last added first: this one before the database is closed.
  app.addHook('onClose', async () => {
    await pruning;
  });
  // Midnight UTC: yesterday's visitor salt is deleted; finished days are rolled up and old raw events pruned.
  services.analyticsMaintenance.start((error) => app.log.warn({ error: errorLogSummary(error) }, 'Analytics housekeeping failed'));
  app.addHook('onClose', () => services.analyticsMaintenance.stop());
  closeOnSignals(app, () => clearInterval(pruneTimer));
  await app.listen({ port: config.port, host: config.host });
  const checks = await checkDatabaseReadiness(dataSource);
  const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
  if (failing.length > 0) app.log.error({ checks }, `Started, but not ready: ${failing.join(', ')} failed (see /readyz)`);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Bulldog Collar Guide is serving the site, /graphql and /api on http://localhost:${port}`);
}

const emitIndex = process.argv.indexOf('--emit-schema');
const task =
  emitIndex >= 0
    ? emitSchema(process.argv[emitIndex + 1] ?? 'apps/api/schema.graphql')
    : process.argv.includes('--set-admin-password')
      ? setAdminPassword()
      : process.argv.some((arg) => arg.startsWith('--seed-large'))
        ? seedLarge(process.argv.find((arg) => arg.startsWith('--seed-large=')))
        : start();
task.catch((error: unknown) => {
  // A refusal that explains itself (a missing or read-only database file) is printed without a stack.
  console.error(error instanceof DatabaseFileError ? `Not starting: ${error.message}` : error);
  process.exit(1);
});
