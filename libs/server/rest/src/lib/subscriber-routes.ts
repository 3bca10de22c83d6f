import { batchesOf } from '@bcg/server/core';
import { subscribersCsvStream, type EmailSubscriber } from '@bcg/server/leads';
import * as z from 'zod/mini';
import { Erased, IdParams, Thanks } from './common-schemas';
import { type RestRoute, route } from './rest-route';
import { wholeList } from './streamed-list';

const toRestSubscriber = ({ id, email, leadMagnet, subscribedAt, status }: EmailSubscriber) => ({
  id,
  email,
  leadMagnet,
  subscribedAt: subscribedAt.toISOString(),
  status,
});
import { ConfirmationAnswer, SubscribeBody, Subscriber, SubscribersQuery, SubscriberStatusQuery, TokenQuery } from './subscriber-schemas';

/** Sign-ups for the sizing guide (double opt-in, one-click unsubscribe) and the administrator's list of them. */
export const SUBSCRIBER_ROUTES: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/subscribe',
    operationId: 'subscribe',
    summary: 'Signs an address up for the sizing guide; signing up again adds nothing (rate-limited per client).',
    tag: 'forms',
    schema: { body: SubscribeBody, response: Thanks },
    // Only these fields are read: an id, a date or anything else in the body is ignored.
    handle: ({ leads }, { body: { email, leadMagnet, signupPage, breed }, ip }) =>
      leads.subscribe({ email, leadMagnet, signupPage, breed }, ip),
  }),
  route({
    method: 'GET',
    url: '/api/subscribe/confirm',
    operationId: 'confirmSubscription',
    summary: 'Confirms the address of a confirmation email (double opt-in) and sends the sizing guide; the outcome says what the link did.',
    tag: 'forms',
    schema: { querystring: TokenQuery, response: ConfirmationAnswer },
    noStore: true,
    handle: async ({ leads }, { query }) => {
      const outcome = await leads.confirm(query.token);
      return { success: outcome === 'confirmed' || outcome === 'already-confirmed', outcome, message: leads.confirmationMessage(outcome) };
    },
  }),
  route({
    method: 'POST',
    url: '/api/unsubscribe',
    operationId: 'unsubscribe',
    summary:
      'One-click unsubscribe (RFC 8058), the target of the List-Unsubscribe header: no session, cookie or Origin needed, any body ignored; repeating it is harmless (404 for an unknown token).',
    tag: 'forms',
    schema: { querystring: TokenQuery, response: Thanks },
    oneClick: true,
    handle: ({ leads }, { query }) => leads.unsubscribe(query.token),
  }),
  route({
    method: 'GET',
    url: '/api/admin/email-subscribers',
    operationId: 'listEmailSubscribers',
    summary: 'Every sign-up, newest first, with its double opt-in status (?status= one of them; ?limit=, ?offset= a window).',
    tag: 'admin',
    admin: true,
    schema: { querystring: SubscribersQuery, response: z.array(Subscriber) },
    handle: async ({ leads }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => leads.list(query.status, page), query.offset, toRestSubscriber)
        : (await leads.list(query.status, query)).map(toRestSubscriber),
  }),
  route({
    method: 'GET',
    url: '/api/admin/email-subscribers.csv',
    operationId: 'exportEmailSubscribers',
    summary:
      'Every sign-up as CSV with its status and consent record (?status= one status); cells a spreadsheet would run as a formula start with an apostrophe.',
    tag: 'admin',
    admin: true,
    download: { contentType: 'text/csv; charset=utf-8', filename: (now) => `email-subscribers-${now.toISOString().slice(0, 10)}.csv` },
    schema: { querystring: SubscriberStatusQuery, response: z.string().check(z.describe('RFC 4180 CSV with a header row.')) },
    // Streamed a batch at a time: the list of sign-ups can be long. Fastify sends a stream as it is.
    handle: async ({ leads }, { query }) => subscribersCsvStream(batchesOf((page) => leads.list(query.status, page))) as unknown as string,
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/email-subscribers/:id',
    operationId: 'eraseEmailSubscriber',
    summary:
      'Erases a subscriber completely (deletion on request): the row with its consent record, every outbox email to the address and every contact message from it.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Erased },
    handle: async ({ erasure }, { params }) => ({ success: true as const, ...(await erasure.eraseSubscriber(params.id)) }),
  }),
];
