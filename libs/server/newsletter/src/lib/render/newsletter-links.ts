import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 12;

/** What a click redirect's id looks like: anything else is refused before the database is asked. */
export const LINK_ID_PATTERN = /^[A-Za-z0-9]{12}$/;

/** A new link id: 12 characters of 62 (71 bits), from the system's random source, so ids cannot be guessed or walked. */
export function newLinkId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(ID_LENGTH * 2)) {
      // 248 = 4 x 62: bytes above it are dropped, so every character is equally likely.
      if (byte < 248 && id.length < ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
