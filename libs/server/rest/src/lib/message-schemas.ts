import { Type } from '@sinclair/typebox';
import { dateTime, nullable, optionalNullableText } from './common-schemas';

export const ContactBody = Type.Object({
  name: Type.String({ description: 'Required: up to 120 characters on one line.' }),
  email: Type.String({ description: 'Where the reply goes: 5 to 254 characters once trimmed.' }),
  subject: optionalNullableText('Optional: up to 200 characters on one line.'),
  message: Type.String({ description: 'Required: up to 5000 characters.' }),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the message, with the same thanks).'),
});

export const ReadBody = Type.Object({
  read: Type.Boolean({ description: 'true marks the message read, false unread again.' }),
});

export const ContactMessage = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String({ description: "The sender's address, where a reply goes." }),
    subject: nullable<string>('string', { description: 'null when the sender gave none.' }),
    message: Type.String({ description: 'Plain text, line breaks kept.' }),
    read: Type.Boolean(),
    readAt: nullable<string>('string', { format: 'date-time', description: 'When it was marked read; null while unread.' }),
    createdAt: dateTime('When it was sent.'),
  },
  { description: 'A message sent with the contact form.' },
);
