import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '@bcg/server/core';
import { createTestDatabase, type TestDatabaseTemplate } from '@bcg/server/core/testing';
import { seedDatabase } from '@bcg/server/seed';
import type { WebServerEntry } from '@bcg/shared/pages';
import { buildApp, type BuildAppOptions, type BuiltApp } from './build-app';

export const TEST_AFFILIATE_TAG = 'testtag-20';
export const TEST_ADMIN_PASSWORD = 'test-admin-password';
const TEST_POSTAL_ADDRESS = '100 Main St, Springfield, IL 62701, USA';

/**
 * The API on a fresh, seeded database of its own (one per test file), with extra environment if given: a temporary
 * SQLite file, or a new PostgreSQL database when TEST_POSTGRES_URL is set (`npm run test:pg`), and an empty
 * UPLOAD_DIR of its own (`uploadDir`). `close` deletes both.
 */
export function createSeededTestApp(
  env: NodeJS.ProcessEnv = {},
  options: BuildAppOptions = {},
): Promise<BuiltApp & { close: () => Promise<void>; uploadDir: string }> {
  return createTestApp(env, options, true);
}

/** As {@link createSeededTestApp}, on a database with the schema and nothing in it (no catalogue, no articles, no FAQs). */
export function createEmptyTestApp(
  env: NodeJS.ProcessEnv = {},
  options: BuildAppOptions = {},
): Promise<BuiltApp & { close: () => Promise<void>; uploadDir: string }> {
  return createTestApp(env, options, false);
}

/**
 * The seed catalogue, articles and FAQs, written once per test run through a started app (as a test app seeded them
 * one file at a time before), and copied into each seeded test app's database.
 */
const SEEDED: TestDatabaseTemplate = {
  name: 'seeded',
  fill: async (url) => {
    const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-uploads-'));
    try {
      const built = await buildApp(
        readConfig({ DATABASE_URL: url, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'warn' }),
      );
      try {
        await seedDatabase(built.dataSource);
      } finally {
        await built.app.close();
      }
    } finally {
      fs.rmSync(uploadDir, { recursive: true, force: true });
    }
  },
};

async function createTestApp(
  env: NodeJS.ProcessEnv,
  options: BuildAppOptions,
  seed: boolean,
): Promise<BuiltApp & { close: () => Promise<void>; uploadDir: string }> {
  const database = await createTestDatabase(undefined, seed ? { template: SEEDED } : {});
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-uploads-'));
  const config = readConfig({
    DATABASE_URL: database.url,
    AFFILIATE_TAG: TEST_AFFILIATE_TAG,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    UPLOAD_DIR: uploadDir,
    MAIL_POSTAL_ADDRESS: TEST_POSTAL_ADDRESS,
    ...env,
  });
  const removeUploads = () => fs.rmSync(uploadDir, { recursive: true, force: true });
  let built: BuiltApp;
  try {
    built = await buildApp(config, options);
  } catch (error) {
    await database.drop();
    removeUploads();
    throw error;
  }
  return {
    ...built,
    uploadDir: config.uploadDir,
    close: async () => {
      await built.app.close();
      await database.drop();
      removeUploads();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * REST and GraphQL requests to a test app through `inject`, as the admin specs send them: a JSON body when one is
 * given, and a bearer session. Both the app and the session are read when a request is made, since a spec creates
 * them in `beforeAll`.
 */
export function injector(app: () => BuiltApp['app'], session: () => string | null = () => null) {
  const call = (method: Method, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app().inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  // `null`: no session (an `undefined` argument would take the default).
  const gql = (query: string, variables: Record<string, unknown> = {}, bearer: string | null = session()) =>
    app().inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      payload: { query, variables },
    });
  return { call, gql };
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

/**
 * The built web app (`npm run build`, which `npm test` runs first) for server-rendering tests, with its server entry
 * loaded through Node's own require: the entry is an ES module, which Jest's module system cannot import.
 */
export function builtWebApp(): { webDistDir: string; webEntry: WebServerEntry } {
  const webDistDir = path.resolve(__dirname, '../../../../dist/apps/web');
  const entryFile = path.join(webDistDir, 'server', 'entry-server.mjs');
  if (!fs.existsSync(entryFile)) throw new Error(`${entryFile} is missing: run "npm run build" first (npm test does).`);
  const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
  return { webDistDir, webEntry: nodeRequire(entryFile) as WebServerEntry };
}
