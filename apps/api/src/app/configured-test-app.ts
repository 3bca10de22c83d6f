import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '@bcg/server/core';
import { seedDatabase } from '@bcg/server/seed';
import { buildApp, type BuiltApp } from './build-app';
import { TEST_ADMIN_PASSWORD, TEST_AFFILIATE_TAG } from './testing';

/**
 * Like createSeededTestApp, with extra environment (TRUST_PROXY, CORS_ORIGINS, rate limits, NODE_ENV) for the
 * tests of the security settings; a fresh seeded SQLite file that `close` removes.
 */
export async function createConfiguredTestApp(env: Record<string, string>): Promise<BuiltApp & { close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-api-'));
  const config = readConfig({ DATABASE_URL: path.join(dir, 'test.sqlite'), AFFILIATE_TAG: TEST_AFFILIATE_TAG, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env });
  const built = await buildApp(config);
  await seedDatabase(built.dataSource);
  return {
    ...built,
    close: async () => {
      await built.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
