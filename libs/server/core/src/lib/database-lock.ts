import type { DataSource } from 'typeorm';

/**
 * Runs `task` while holding a lock named `name` that every process sharing the database sees. On PostgreSQL
 * it is a session advisory lock, so app servers starting together against one database migrate and seed one
 * after the other instead of racing to create the same tables and rows. SQLite has one writer at a time
 * already, so there the task simply runs.
 */
export async function withDatabaseLock<T>(dataSource: DataSource, name: string, task: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'postgres') return task();
  // The lock belongs to one connection, held for the whole task; the task itself may use any other.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await task();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await runner.release();
  }
}
