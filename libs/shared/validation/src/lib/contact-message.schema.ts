import * as z from 'zod/mini';
import { emailAddress } from './email';
import { plainText } from './schema-kit';

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

/** A message from the contact form, as the form, REST and GraphQL send it; the output is trimmed. */
export const contactMessageSchema = z.object({
  name: plainText({
    max: CONTACT_LIMITS.name,
    required: CONTACT_MESSAGES.nameRequired,
    tooLong: CONTACT_MESSAGES.nameTooLong,
    plain: { kind: 'line', message: CONTACT_MESSAGES.nameControl },
    description: `The sender’s name (required, up to ${CONTACT_LIMITS.name} characters on one line).`,
  }),
  email: emailAddress('The sender’s address, where the reply goes (5 to 254 characters once trimmed).'),
  subject: z.optional(
    z.nullable(
      plainText({
        max: CONTACT_LIMITS.subject,
        tooLong: CONTACT_MESSAGES.subjectTooLong,
        plain: { kind: 'line', message: CONTACT_MESSAGES.subjectControl },
        description: `Optional subject, up to ${CONTACT_LIMITS.subject} characters on one line.`,
      }),
    ),
  ),
  message: plainText({
    max: CONTACT_LIMITS.message,
    required: CONTACT_MESSAGES.messageRequired,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    plain: { kind: 'text', message: CONTACT_MESSAGES.messageControl },
    description: `The message (required, up to ${CONTACT_LIMITS.message} characters).`,
  }),
  // Not checked: a bot fills it, and the service answers a filled one with thanks and stores nothing.
  website: z.optional(z.nullable(z.string().check(z.describe('Leave empty (a field for bots: anything in it drops the message).')))),
});

export type ContactMessageFields = z.input<typeof contactMessageSchema>;
export type ContactMessageErrors = Partial<Record<keyof ContactMessageFields, string>>;
