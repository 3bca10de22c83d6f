import * as z from 'zod/mini';
import { emailAddress } from './email';
import { described, text, TEXT_MESSAGES } from './schema-kit';

/** Length caps of the contact form: room for a full question, too little for a pasted spam page. */
export const CONTACT_LIMITS = { name: 120, subject: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: TEXT_MESSAGES.required('Name'),
  messageRequired: TEXT_MESSAGES.required('Message'),
  messageControl: 'Message must be plain text',
} as const;

/** Line breaks and tabs belong in a message; NUL and the other control characters do not (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const PLAIN_TEXT_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** A message from the contact form, as the form, REST and GraphQL send it; the output is trimmed. */
export const contactMessageSchema = z.object({
  name: text('Name', {
    max: CONTACT_LIMITS.name,
    required: true,
    trim: true,
    description: `The sender’s name (required, up to ${CONTACT_LIMITS.name} characters on one line).`,
  }),
  email: emailAddress('The sender’s address, where the reply goes (5 to 254 characters once trimmed).'),
  subject: described(
    z.optional(z.nullable(text('Subject', { max: CONTACT_LIMITS.subject, trim: true }))),
    `Optional subject, up to ${CONTACT_LIMITS.subject} characters on one line.`,
  ),
  message: text('Message', {
    max: CONTACT_LIMITS.message,
    required: true,
    multiLine: true,
    trim: true,
    description: `The message (required, up to ${CONTACT_LIMITS.message} characters).`,
  }).check(z.regex(PLAIN_TEXT_PATTERN, CONTACT_MESSAGES.messageControl)),
  // Not checked: a bot fills it, and the service answers a filled one with thanks and stores nothing.
  website: described(z.optional(z.nullable(z.string())), 'Leave empty (a field for bots: anything in it drops the message).'),
});

export type ContactMessageFields = z.input<typeof contactMessageSchema>;
