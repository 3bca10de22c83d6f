/** Codes shared by the GraphQL layer (extensions.code) and the REST adapter (HTTP status). */
export type DomainErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

/** An error whose message is safe to show to a client. Anything else is reported as an internal error. */
abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  abstract readonly httpStatus: number;
  /** Seconds the client should wait before trying again (REST: Retry-After; GraphQL: extensions.retryAfterSeconds), where known. */
  declare readonly retryAfterSeconds?: number;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
}

export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;

  /** `fields` names the problem of each invalid field, for forms that show them in place. */
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;

  /** `retryAfterSeconds` becomes the Retry-After header of the REST answer. */
  constructor(
    message: string,
    override readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** How long a client is asked to wait (Retry-After) when the database cannot take its request. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.';

/**
 * The database cannot serve the request now (unreachable, read-only, locked, full, or its file replaced): REST
 * answers 503 with Retry-After, GraphQL the code SERVICE_UNAVAILABLE with HTTP 503. The message never carries
 * driver text; `cause` keeps the driver error for the log.
 */
export class ServiceUnavailableError extends DomainError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;

  constructor(
    message = SERVICE_UNAVAILABLE_MESSAGE,
    override readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * SQLite result codes (node-sqlite3 gives the primary code as `code`) that mean the database file cannot be
 * used now, rather than that the statement was wrong: read-only, cannot open, I/O error, locked beyond the busy
 * timeout, disk full, not a database / corrupt (the file was replaced).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(READONLY|CANTOPEN|IOERR|BUSY|LOCKED|FULL|NOTADB|CORRUPT|PROTOCOL|NOMEM)/;
/**
 * PostgreSQL SQLSTATEs of the same kind: class 08 (connection exception), 53 (insufficient resources: disk full,
 * too many connections), 57P01-57P03 (shutdown, crash, cannot connect now), 25006 (read-only transaction: a
 * standby or `default_transaction_read_only`).
 */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[123]|25006)$/;
/** Socket errors of the PostgreSQL connection. */
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres reports a lost or timed-out connection without a code; TypeORM a closed data source by name. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const UNAVAILABLE_ERROR_NAMES = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  'CannotGetEntityManagerNotConnectedError',
]);

/** The error itself and what it wraps: TypeORM's `driverError`, `cause`, an AggregateError's `errors`. */
function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 4 || typeof error !== 'object' || error === null) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* errorChain(record['driverError'], depth + 1);
  yield* errorChain(record['cause'], depth + 1);
  if (Array.isArray(record['errors'])) for (const inner of record['errors'].slice(0, 4)) yield* errorChain(inner, depth + 1);
}

/** The driver's error code (SQLITE_READONLY, 57P01, ECONNREFUSED, ...) of an error or what it wraps, if any. */
function driverErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) if (typeof link['code'] === 'string' && link['code'] !== '') return link['code'];
  return undefined;
}

/**
 * Classifies a database driver error: a ServiceUnavailableError when the cause is the database being unreachable,
 * read-only, locked, full or gone (see the code lists above), otherwise undefined (a bug or a bad statement: 500).
 * The one place where driver errors are mapped; the REST error handler and GraphQL's formatError both use it.
 */
export function databaseUnavailableError(error: unknown): ServiceUnavailableError | undefined {
  if (error instanceof ServiceUnavailableError) return error;
  for (const link of errorChain(error)) {
    const code = typeof link['code'] === 'string' ? link['code'] : '';
    const message = typeof link['message'] === 'string' ? link['message'] : '';
    const name = typeof link['name'] === 'string' ? link['name'] : '';
    if (
      SQLITE_UNAVAILABLE.test(code) ||
      POSTGRES_UNAVAILABLE.test(code) ||
      NETWORK_UNAVAILABLE.has(code) ||
      UNAVAILABLE_MESSAGES.test(message) ||
      UNAVAILABLE_ERROR_NAMES.has(name)
    ) {
      return new ServiceUnavailableError(undefined, undefined, { cause: error });
    }
  }
  return undefined;
}

/** The domain error an error stands for: itself, or the ServiceUnavailableError of a database outage; else undefined (a 500). */
export function asDomainError(error: unknown): DomainError | undefined {
  return isDomainError(error) ? error : databaseUnavailableError(error);
}

/**
 * What a log line keeps of a failed request's error: its type, message and driver code. Driver and query errors
 * (TypeORM's QueryFailedError holds the SQL and its parameters: personal data) lose the query and the stack, so a
 * failed write is one short line; any other error (a bug) keeps its stack, which is what fixes it.
 */
export function errorLogSummary(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  const cause = error instanceof ServiceUnavailableError && error.cause !== undefined ? error.cause : error;
  if (!(cause instanceof Error)) return { type: typeof cause, message: String(cause).slice(0, 300) };
  const code = driverErrorCode(cause);
  const expected =
    code !== undefined || 'driverError' in cause || cause.name === 'QueryFailedError' || cause !== error || isDomainError(cause);
  return {
    type: cause.name,
    message: cause.message.slice(0, 300),
    ...(code ? { code } : {}),
    ...(expected || !cause.stack ? {} : { stack: cause.stack }),
  };
}
