/** Spec section 9: an e-mail address is 5 to 254 characters. */
const EMAIL_MIN_LENGTH = 5;
const EMAIL_MAX_LENGTH = 254;

/** Spec section 5: the messages, word for word. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
  tooShort: 'Email must be at least 5 characters',
  tooLong: 'Email is too long',
} as const;

// The WHATWG definition browsers use for <input type="email">, requiring a dot in the domain.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The first problem with an address (after trimming), or null when it is acceptable. Used by web and server alike. */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (email.length < EMAIL_MIN_LENGTH) return EMAIL_MESSAGES.tooShort;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  return null;
}

/**
 * The one form of an address that is stored and compared everywhere: trimmed and lower-cased, whole. The RFC lets a
 * local part be case-sensitive, but no mailbox provider treats it so; keeping `Fan@x.test` and `fan@x.test` apart
 * would make them two subscribers, each sent its own confirmation, so one inbox could be flooded by varying case.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
