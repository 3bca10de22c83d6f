import 'reflect-metadata';
import fs from 'node:fs';
import { MIN_ADMIN_PASSWORD_LENGTH, readConfig, ServiceContainer, withDatabaseLock } from '@bcg/server/core';
import { buildApp } from './app/build-app';
import { buildAppSchema, printAppSchema } from './app/schema';
import { defaultWebDistDir } from './app/ssr';
import { seedIfEmpty } from './app/seed-if-empty';

async function emitSchema(file: string): Promise<void> {
  // Resolvers are never called while printing, so an empty container is enough.
  const schema = await buildAppSchema(new ServiceContainer());
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

async function start(): Promise<void> {
  const config = readConfig();
  const { app, dataSource, services } = await buildApp(config, { webDistDir: defaultWebDistDir(), logger: true });
  const seeded = await seedIfEmpty(dataSource);
  if (seeded) app.log.info(seeded, 'Seeded an empty database');
  // One at a time, so servers starting together on an empty database generate one password, not one each.
  const generated = await withDatabaseLock(dataSource, 'bcg:admin-password', () => services.adminAuth.ensurePassword());
  if (generated) {
    // Printed once, to the console only; the database keeps nothing but its argon2id hash.
    console.log(`\nAdministrator password (generated, shown only now): ${generated}\nChange it with: npm run admin:password\n`);
  }
  const prune = () => Promise.all([services.adminAuth.prune(), services.rateLimiter.prune()]);
  setInterval(() => void prune().catch((error: unknown) => app.log.warn({ err: error }, 'Pruning sessions and counters failed')), 10 * 60 * 1000).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ port: config.port, host: config.host });
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
      : start();
task.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
