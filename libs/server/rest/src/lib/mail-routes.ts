import { pageRequestOfQuery } from '@bcg/server/core';
import * as z from 'zod/mini';
import { IdParams } from './common-schemas';
import { MailEventsAnswer, MailEventsBody, MailSuppression, MailSuppressionQuery, Released } from './mail-schemas';
import { type RestRoute, route } from './rest-route';

/** Suppressed addresses: the mail provider's notices that add them, the owner's list and release. */
export const MAIL_ROUTES: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/mail/events',
    operationId: 'recordMailEvents',
    summary:
      'Bounce and complaint notices from the mail provider (Authorization: Bearer MAIL_EVENTS_SECRET; 404 while it is unset). A permanent bounce or a complaint suppresses the address; a soft bounce is counted and ignored.',
    tag: 'mail-provider',
    authenticate: { scheme: 'mailEventsSecret', check: ({ mailEvents }, authorization) => mailEvents.authenticate(authorization) },
    noStore: true,
    schema: { body: MailEventsBody, response: MailEventsAnswer },
    handle: async ({ mailEvents }, { body }) => ({ success: true as const, ...(await mailEvents.record(body.events)) }),
  }),
  route({
    method: 'GET',
    url: '/api/admin/mail/suppressions',
    operationId: 'listMailSuppressions',
    summary: 'Suppressed addresses, newest first, searched with ?q=, a page at a time (?limit=, ?offset=).',
    tag: 'admin',
    admin: true,
    schema: { querystring: MailSuppressionQuery, response: z.array(MailSuppression) },
    handle: async ({ mailSuppressions }, { query }) =>
      (await mailSuppressions.page({ ...pageRequestOfQuery(query), q: query.q })).items.map(({ id, email, reason, detail, createdAt }) => ({
        id,
        email,
        reason,
        detail,
        createdAt: createdAt.toISOString(),
      })),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/mail/suppressions/:id',
    operationId: 'releaseMailSuppression',
    summary: 'Releases a suppressed address: email is sent to it again.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Released },
    handle: async ({ mailSuppressions }, { params }) => {
      await mailSuppressions.release(params.id);
      return { success: true as const };
    },
  }),
];
