import { CONTACT_MESSAGES } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { pageRequestOfQuery } from '@bcg/server/core';
import { Erased, IdParams, PagedQuery, Thanks } from './common-schemas';
import { ContactBody, ContactMessage, ReadBody } from './message-schemas';
import { type RestRoute, route } from './rest-route';

function toRestContactMessage(contact: {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  readAt: Date | null;
  createdAt: Date;
}) {
  const { id, name, email, subject, message, readAt, createdAt } = contact;
  return {
    id,
    name,
    email,
    subject,
    message,
    read: readAt !== null,
    readAt: readAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** Contact messages: the form and the administrator's inbox. */
export const MESSAGE_ROUTES: readonly RestRoute[] = [
  route({
    // The contact form's message is stored for the administrator, who reads it in the dashboard.
    method: 'POST',
    url: '/api/contact',
    operationId: 'sendContactMessage',
    summary: 'Sends a message to the site’s team; the administrator reads it in the dashboard (rate-limited per client).',
    tag: 'forms',
    schema: { body: ContactBody, response: Thanks },
    fieldMessages: {
      name: { missing: CONTACT_MESSAGES.nameRequired },
      message: { missing: CONTACT_MESSAGES.messageRequired },
    },
    // Only the form's fields are read: an id, a read state or a date in the body is ignored.
    handle: ({ contactMessages }, { body: { name, email, subject, message, website }, ip }) =>
      contactMessages.send({ name, email, subject, message, website }, ip),
  }),
  route({
    method: 'GET',
    url: '/api/admin/messages',
    operationId: 'listContactMessages',
    summary: 'The contact messages, newest first, with their read state, a page at a time (?limit=, ?offset=).',
    tag: 'admin',
    admin: true,
    schema: { querystring: PagedQuery, response: z.array(ContactMessage) },
    handle: async ({ contactMessages }, { query }) => (await contactMessages.list(pageRequestOfQuery(query))).map(toRestContactMessage),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/messages/:id',
    operationId: 'setContactMessageRead',
    summary: 'Marks a contact message read or unread.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: ReadBody, response: ContactMessage },
    handle: async ({ contactMessages }, { params, body }) => toRestContactMessage(await contactMessages.setRead(params.id, body.read)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/messages/:id/sender',
    operationId: 'eraseContactMessageSender',
    summary:
      'Erases the sender of a contact message completely (deletion on request): every message from the address, every outbox email to it or about its messages, and its sign-up if any.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Erased },
    handle: async ({ erasure }, { params }) => ({ success: true as const, ...(await erasure.eraseMessageSender(params.id)) }),
  }),
];
