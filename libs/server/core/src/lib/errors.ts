/** Codes shared by the GraphQL layer (extensions.code) and the REST adapter (HTTP status). */
export type DomainErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/** An error whose message is safe to show to a client. Anything else is reported as an internal error. */
export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  abstract readonly httpStatus: number;
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
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
