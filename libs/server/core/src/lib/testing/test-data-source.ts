import type { DataSource } from 'typeorm';
import { openDatabase, type DatabaseKind } from '../data-source';
import { createTestDatabase, type TestDatabaseTemplate } from './test-database';

type Entities = Parameters<typeof openDatabase>[1];

/**
 * A migrated database of its own, for integration tests (one per test file): a temporary SQLite file, or a
 * fresh PostgreSQL database when TEST_POSTGRES_URL is set (or `kind` asks for one engine explicitly), copied from
 * the run's template (see createTestDatabase); with `empty`, migrated here from nothing.
 * `close()` destroys the connection and deletes the database.
 */
export async function createTestDataSource(
  entities: Entities,
  kind?: DatabaseKind,
  options: { empty?: boolean; template?: TestDatabaseTemplate } = {},
): Promise<{ dataSource: DataSource; url: string; kind: DatabaseKind; close: () => Promise<void> }> {
  const database = await createTestDatabase(kind, options);
  let dataSource: DataSource;
  try {
    dataSource = await openDatabase(database.url, entities);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    dataSource,
    url: database.url,
    kind: database.kind,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    },
  };
}
