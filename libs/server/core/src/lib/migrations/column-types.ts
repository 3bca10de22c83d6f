import type { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column helpers so one migration produces equivalent tables on SQLite and PostgreSQL. */
export function columnKit(queryRunner: QueryRunner) {
  const postgres = queryRunner.connection.driver.options.type === 'postgres';
  // Entities declare `type: Date`, which TypeORM maps to these two types.
  const timestampType = postgres ? 'timestamp' : 'datetime';
  const now = postgres ? 'now()' : "(datetime('now'))";
  return {
    id: (): TableColumnOptions => ({
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    varchar: (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...extra,
    }),
    text: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'text', ...extra }),
    integer: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...extra }),
    boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      default: postgres ? String(defaultValue) : defaultValue ? 1 : 0,
    }),
    timestamp: (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: timestampType,
      ...extra,
    }),
    createdAt: (name = 'createdAt'): TableColumnOptions => ({ name, type: timestampType, default: now }),
  };
}
