import { QueryFailedError } from 'typeorm';
import {
  asDomainError,
  databaseUnavailableError,
  DATABASE_RETRY_AFTER_SECONDS,
  errorLogSummary,
  NotFoundError,
  ServiceUnavailableError,
} from './errors';

/** A driver error as node-sqlite3 and node-postgres make them: an Error with a string `code`. */
const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });
/** TypeORM wraps a failed statement with its SQL and parameters (personal data such as e-mail addresses). */
const failedQuery = (error: Error) =>
  new QueryFailedError('INSERT INTO "email_subscriber" ("email") VALUES (?)', ['someone@example.com'], error);

describe('databaseUnavailableError', () => {
  it.each([
    ['SQLite read-only', driverError('SQLITE_READONLY: attempt to write a readonly database', 'SQLITE_READONLY')],
    ['SQLite cannot open', driverError('SQLITE_CANTOPEN: unable to open database file', 'SQLITE_CANTOPEN')],
    ['SQLite I/O error', driverError('SQLITE_IOERR: disk I/O error', 'SQLITE_IOERR')],
    ['SQLite locked beyond the busy timeout', driverError('SQLITE_BUSY: database is locked', 'SQLITE_BUSY')],
    ['SQLite disk full', driverError('SQLITE_FULL: database or disk is full', 'SQLITE_FULL')],
    ['PostgreSQL refused connection', driverError('connect ECONNREFUSED 127.0.0.1:55432', 'ECONNREFUSED')],
    ['PostgreSQL administrator shutdown', driverError('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', driverError('the database system is starting up', '57P03')],
    ['PostgreSQL connection failure', driverError('connection failure', '08006')],
    ['PostgreSQL read-only transaction', driverError('cannot execute INSERT in a read-only transaction', '25006')],
    ['PostgreSQL too many connections', driverError('sorry, too many clients already', '53300')],
    ['node-postgres lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a closed data source',
      Object.assign(new Error('Connection with sqlite database is not established'), { name: 'ConnectionIsNotSetError' }),
    ],
  ])('maps %s to a 503 with Retry-After, directly or wrapped by TypeORM', (_name, error) => {
    for (const thrown of [error, failedQuery(error)]) {
      const mapped = databaseUnavailableError(thrown);
      expect(mapped).toBeInstanceOf(ServiceUnavailableError);
      expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
      // The client's message never carries driver text (host names, ports, file paths).
      expect(mapped?.message).not.toContain(error.message);
    }
  });

  it('sees a refused connection inside an AggregateError (both address families refused)', () => {
    const aggregate = Object.assign(new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {});
    expect(databaseUnavailableError(aggregate)).toBeInstanceOf(ServiceUnavailableError);
  });

  it('leaves statement errors and bugs alone: they stay 500s', () => {
    expect(
      databaseUnavailableError(failedQuery(driverError('SQLITE_CONSTRAINT: UNIQUE constraint failed', 'SQLITE_CONSTRAINT'))),
    ).toBeUndefined();
    expect(databaseUnavailableError(driverError('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(databaseUnavailableError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(databaseUnavailableError('a string')).toBeUndefined();
  });

  it('asDomainError keeps domain errors as they are', () => {
    const notFound = new NotFoundError('No such product');
    expect(asDomainError(notFound)).toBe(notFound);
    expect(asDomainError(new Error('bug'))).toBeUndefined();
  });
});

describe('errorLogSummary', () => {
  it('keeps a failed write to its type, message and code: no SQL, no parameters, no stack', () => {
    const error = failedQuery(driverError('SQLITE_READONLY: attempt to write a readonly database', 'SQLITE_READONLY'));
    const summary = errorLogSummary(databaseUnavailableError(error));
    expect(summary).toEqual({
      type: 'QueryFailedError',
      message: 'SQLITE_READONLY: attempt to write a readonly database',
      code: 'SQLITE_READONLY',
    });
    expect(JSON.stringify(summary)).not.toMatch(/someone@example\.com|INSERT/);
  });

  it('keeps the stack of an unexpected error, which is what fixes a bug', () => {
    const summary = errorLogSummary(new TypeError('bug'));
    expect(summary).toMatchObject({ type: 'TypeError', message: 'bug' });
    expect(summary.stack).toContain('errors.spec');
  });
});
