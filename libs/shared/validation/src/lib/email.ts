import * as z from 'zod/mini';

/** An e-mail address is 5 to 254 characters. */
const EMAIL_MIN_LENGTH = 5;
const EMAIL_MAX_LENGTH = 254;

/** The messages, word for word, on every form and in every API answer. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
  tooShort: 'Email must be at least 5 characters',
  tooLong: 'Email is too long',
} as const;

// The WHATWG definition browsers use for <input type="email">, requiring a dot in the domain.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * An address field, trimmed; the first failing check is the message (required, too long, too short, invalid).
 * `description` says what the address is for; it appears in OpenAPI and GraphQL alike.
 */
export const emailAddress = (description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? EMAIL_MESSAGES.required : EMAIL_MESSAGES.invalid) })
    .check(
      z.trim(),
      z.minLength(1, EMAIL_MESSAGES.required),
      z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong),
      z.minLength(EMAIL_MIN_LENGTH, EMAIL_MESSAGES.tooShort),
      z.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
      z.describe(description),
    );

const ANY_EMAIL = emailAddress('An e-mail address.');

/** The first problem with an address (after trimming), or null when it is acceptable. Used by web and server alike. */
export function validateEmail(raw: string): string | null {
  const result = ANY_EMAIL.safeParse(raw);
  return result.success ? null : (result.error.issues[0]?.message ?? EMAIL_MESSAGES.invalid);
}

/**
 * The one form of an address that is stored and compared everywhere: trimmed and lower-cased, whole. The RFC lets a
 * local part be case-sensitive, but no mailbox provider treats it so; keeping `Fan@x.test` and `fan@x.test` apart
 * would make them two subscribers, each sent its own confirmation, so one inbox could be flooded by varying case.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
