import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '@bcg/server/core';
import { seedDatabase } from '@bcg/server/seed';
import { buildApp, type BuildAppOptions, type BuiltApp } from './build-app';

export const TEST_AFFILIATE_TAG = 'testtag-20';
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/** The API on a fresh, seeded SQLite file (one per test file), with extra environment if given; `close` removes it. */
export async function createSeededTestApp(
  env: NodeJS.ProcessEnv = {},
  options: BuildAppOptions = {},
): Promise<BuiltApp & { close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-api-'));
  const config = readConfig({ DATABASE_URL: path.join(dir, 'test.sqlite'), AFFILIATE_TAG: TEST_AFFILIATE_TAG, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env });
  const built = await buildApp(config, options);
  await seedDatabase(built.dataSource);
  return {
    ...built,
    close: async () => {
      await built.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Replaces every value by its type, so a snapshot pins a JSON shape rather than content. */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return typeof value;
}
