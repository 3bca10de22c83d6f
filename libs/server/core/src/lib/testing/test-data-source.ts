import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../data-source';

type Entities = Parameters<typeof openDatabase>[1];

/**
 * A migrated database in a fresh temporary SQLite file, for integration tests (one per test file).
 * `close()` destroys the connection and deletes the file.
 */
export async function createTestDataSource(entities: Entities): Promise<{ dataSource: DataSource; file: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-test-'));
  const file = path.join(dir, 'test.sqlite');
  const dataSource = await openDatabase(file, entities);
  return {
    dataSource,
    file,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
