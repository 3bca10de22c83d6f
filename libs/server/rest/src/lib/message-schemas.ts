import { contactMessageSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { dateTime } from './common-schemas';

/** A message from the contact form: the shared contact schema, the form's own. */
export const ContactBody = contactMessageSchema;

export const ReadBody = z.object({
  read: z.boolean().check(z.describe('true marks the message read, false unread again.')),
});

export const ContactMessage = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string().check(z.describe("The sender's address, where a reply goes.")),
    subject: z.nullable(z.string()).check(z.describe('null when the sender gave none.')),
    message: z.string().check(z.describe('Plain text, line breaks kept.')),
    read: z.boolean(),
    readAt: z.nullable(z.iso.datetime()).check(z.describe('When it was marked read; null while unread.')),
    createdAt: dateTime('When it was sent.'),
  })
  .check(z.describe('A message sent with the contact form.'));
