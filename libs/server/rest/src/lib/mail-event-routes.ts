import { pageRequestOfQuery } from '@bcg/server/core';
import * as z from 'zod/mini';
import { Done, IdParams } from './common-schemas';
import { MailEventsAnswer, MailEventsBody, MailSuppression, SuppressionQuery } from './mail-event-schemas';
import { type RestRoute, route } from './rest-route';

/** The mail provider's bounce and complaint notices, and the owner's list of suppressed addresses. */
export const MAIL_EVENT_ROUTES: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/mail/events',
    operationId: 'recordMailEvents',
    summary:
      'The mail provider reports bounces and complaints (Authorization: Bearer MAIL_EVENTS_SECRET; 404 while it is unset): a permanent bounce or a complaint stops every later email to the address.',
    tag: 'mail',
    bearerSecret: (services) => services.mailEventsSecret,
    noStore: true,
    schema: { body: MailEventsBody, response: MailEventsAnswer },
    handle: async ({ mailSuppressions }, { body }) => {
      const results = [];
      // One at a time, in order: two notices for one address in a request find the first one's row.
      for (const event of body.events) results.push({ email: event.email, outcome: await mailSuppressions.record(event) });
      return { results };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/mail/suppressions',
    operationId: 'listMailSuppressions',
    summary: 'The suppressed addresses, newest first (?q= searches the address; ?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: SuppressionQuery, response: z.array(MailSuppression) },
    handle: async ({ mailSuppressions }, { query }) =>
      (await mailSuppressions.page({ ...pageRequestOfQuery(query), q: query.q })).items.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/mail/suppressions/:id',
    operationId: 'releaseMailSuppression',
    summary: 'Releases a suppressed address: email goes to it again (404 for an unknown id).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ mailSuppressions }, { params }) => {
      await mailSuppressions.release(params.id);
      return { success: true as const };
    },
  }),
];
