import * as z from 'zod/mini';
import { dateTime, optionalNullableText } from './common-schemas';

export const ContactBody = z.object({
  name: z.string().check(z.describe('Required: up to 120 characters on one line.')),
  email: z.string().check(z.describe('Where the reply goes: 5 to 254 characters once trimmed.')),
  subject: optionalNullableText('Optional: up to 200 characters on one line.'),
  message: z.string().check(z.describe('Required: up to 5000 characters.')),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the message, with the same thanks).'),
});

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
