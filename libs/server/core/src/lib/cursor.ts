import { ValidationError } from './errors';

/*
 * The one cursor codec of every connection. A cursor is a position in a list's fixed order (each list orders on a
 * unique key last), so the same cursor gives the same next page while the list does not change. graphql-relay's
 * `offsetToCursor` is the same idea, but it is not a dependency here and base64 of a prefixed number is all it does;
 * these cursors keep their own prefix so the ones clients already hold stay valid.
 */

const CURSOR_PREFIX = 'offset:';

/** The opaque cursor of the item at `offset` of a list. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64url');
}

/** The offset a cursor stands for; a cursor this server did not make is BAD_USER_INPUT naming `after`. */
export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(offset) || offset < 0 || encodeCursor(offset) !== cursor) {
    throw new ValidationError('Invalid cursor', { after: 'Use the endCursor of a previous page.' });
  }
  return offset;
}
