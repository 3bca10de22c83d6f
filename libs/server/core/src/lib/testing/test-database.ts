import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseKind } from '../data-source';

/** A fresh, empty database for one test file: a DATABASE_URL and a way to throw it away. */
export interface TestDatabase {
  kind: DatabaseKind;
  url: string;
  /** Deletes the database (its connections must be closed first on SQLite; PostgreSQL ends them). */
  drop: () => Promise<void>;
}

/**
 * The engine integration tests run on: PostgreSQL when TEST_POSTGRES_URL names a server
 * (`npm run test:pg` starts a throwaway one), SQLite otherwise.
 */
export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): DatabaseKind {
  return env['TEST_POSTGRES_URL'] ? 'postgres' : 'sqlite';
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run inside a database being created). */
async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new DataSource({ type: 'postgres', url: serverUrl, extra: { max: 1 } });
  await admin.initialize();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}

/** `postgres://host/postgres` with its database name replaced. */
export function withDatabaseName(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new empty database on the engine given (default: the one `testDatabaseKind` picks). */
export async function createTestDatabase(kind: DatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const serverUrl = process.env['TEST_POSTGRES_URL'];
    if (!serverUrl) throw new Error('A PostgreSQL test database needs TEST_POSTGRES_URL (run the tests through `npm run test:pg`)');
    const name = `bcg_${randomBytes(8).toString('hex')}`;
    await onServer(serverUrl, [`CREATE DATABASE "${name}"`]);
    return {
      kind,
      url: withDatabaseName(serverUrl, name),
      drop: () => onServer(serverUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-test-'));
  return {
    kind,
    url: path.join(dir, 'test.sqlite'),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
