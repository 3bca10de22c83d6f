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

/** The stored form of an address: trimmed, domain in lower case (the local part is case-sensitive by RFC). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  const at = email.lastIndexOf('@');
  return at === -1 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}
