import type { DataSource } from 'typeorm';

/**
 * Reverts migrations, newest first, until the one named has been undone: a migration test then starts from the
 * schema just before it, whatever migrations were released after it.
 */
export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  const executed = async () => ((await dataSource.query(`SELECT "name" FROM "migrations"`)) as { name: string }[]).map((row) => row.name);
  if (!(await executed()).includes(name)) throw new Error(`Migration ${name} has not run`);
  while ((await executed()).includes(name)) await dataSource.undoLastMigration({ transaction: 'each' });
}
