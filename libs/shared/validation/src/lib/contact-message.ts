import { validateEmail } from './email';
import { hasControlCharacters } from './product-submission';

/** Length caps of the contact form: room for a full question, too little for a pasted spam page. */
export const CONTACT_LIMITS = { name: 120, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  nameControl: 'Name must be plain text on one line',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  subjectControl: 'Subject must be plain text on one line',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  messageControl: 'Message must be plain text',
} as const;

export interface ContactMessageFields {
  name: string;
  email: string;
  /** Optional (spec section 5); empty means none. */
  subject: string;
  message: string;
}

export type ContactMessageErrors = Partial<Record<keyof ContactMessageFields, string>>;

/** Line breaks and tabs belong in a message; NUL and the other control characters do not (PostgreSQL refuses NUL). */
const hasControlCharactersInText = (text: string): boolean => hasControlCharacters(text.replace(/[\r\n\t]/g, ''));

/** Field-by-field problems with a contact message (empty object when it is acceptable). Web and server use the same rules. */
export function validateContactMessage(fields: ContactMessageFields): ContactMessageErrors {
  const errors: ContactMessageErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = CONTACT_MESSAGES.nameRequired;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.nameTooLong;
  else if (hasControlCharacters(name)) errors.name = CONTACT_MESSAGES.nameControl;

  const emailProblem = validateEmail(fields.email);
  if (emailProblem) errors.email = emailProblem;

  const subject = fields.subject.trim();
  if (subject.length > CONTACT_LIMITS.subject) errors.subject = CONTACT_MESSAGES.subjectTooLong;
  else if (hasControlCharacters(subject)) errors.subject = CONTACT_MESSAGES.subjectControl;

  const message = fields.message.trim();
  if (!message) errors.message = CONTACT_MESSAGES.messageRequired;
  else if (message.length > CONTACT_LIMITS.message) errors.message = CONTACT_MESSAGES.messageTooLong;
  else if (hasControlCharactersInText(message)) errors.message = CONTACT_MESSAGES.messageControl;
  return errors;
}
