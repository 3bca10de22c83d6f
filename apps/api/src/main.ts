import 'reflect-metadata';
import fs from 'node:fs';
import { readConfig, ServiceContainer } from '@bcg/server/core';
import { seedDatabase } from '@bcg/server/seed';
import { buildApp } from './app/build-app';
import { buildAppSchema, printAppSchema } from './app/schema';
import { defaultWebDistDir } from './app/ssr';
import { isDatabaseEmpty } from './app/seed-if-empty';

async function emitSchema(file: string): Promise<void> {
  // Resolvers are never called while printing, so an empty container is enough.
  const schema = await buildAppSchema(new ServiceContainer());
  fs.writeFileSync(file, printAppSchema(schema));
  console.log(`GraphQL schema written to ${file}`);
}

async function start(): Promise<void> {
  const config = readConfig();
  const { app, dataSource } = await buildApp(config, { webDistDir: defaultWebDistDir(), logger: true });
  if (await isDatabaseEmpty(dataSource)) {
    const seeded = await seedDatabase(dataSource);
    app.log.info(seeded, 'Seeded an empty database');
  }
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
const task = emitIndex >= 0 ? emitSchema(process.argv[emitIndex + 1] ?? 'apps/api/schema.graphql') : start();
task.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
