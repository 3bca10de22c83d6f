import type { DataSource } from 'typeorm';

/** The names of a table's indexes, on either engine (the migration tests check what a migration adds and removes). */
export async function indexNames(dataSource: DataSource, table: string): Promise<string[]> {
  const postgres = dataSource.driver.options.type === 'postgres';
  const rows = (await dataSource.query(
    postgres
      ? `SELECT indexname AS name FROM pg_indexes WHERE tablename = $1`
      : `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`,
    [table],
  )) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** SQLite's plan of a query, one step a line (a test reads which index it walks and whether it sorts). */
export async function sqlitePlan(dataSource: DataSource, sql: string): Promise<string> {
  const steps = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`)) as Array<{ detail: string }>;
  return steps.map((step) => step.detail).join('\n');
}
