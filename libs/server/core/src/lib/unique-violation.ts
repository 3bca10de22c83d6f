import { QueryFailedError } from 'typeorm';

/**
 * Whether a failed write broke a UNIQUE constraint (PostgreSQL's SQLSTATE 23505, SQLite's "UNIQUE constraint
 * failed"), for writes that pick a free value and try again when a simultaneous write took it first.
 */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as
    { code?: unknown; message?: unknown } | null | undefined;
  if (!driverError) return false;
  if (driverError.code === '23505') return true;
  return (
    driverError.code === 'SQLITE_CONSTRAINT' &&
    typeof driverError.message === 'string' &&
    driverError.message.includes('UNIQUE constraint failed')
  );
}
