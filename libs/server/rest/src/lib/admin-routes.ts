import { pageRequestOfQuery } from '@bcg/server/core';
import * as z from 'zod/mini';
import { AnalyticsRangeQuery, AnalyticsReport, LoginAnswer, LoginBody, LogoutBody, OutboxEmail, OutboxQuery } from './admin-schemas';
import { Done } from './common-schemas';
import { type RestRoute, route } from './rest-route';

function toRestOutboxEmail(email: {
  id: number;
  messageId: string;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}) {
  const { id, messageId, kind, toAddress, subject, text, status, attempts, lastError, nextAttemptAt, sentAt, createdAt } = email;
  return {
    id,
    messageId,
    kind,
    to: toAddress,
    subject,
    status,
    attempts,
    lastError,
    createdAt: createdAt.toISOString(),
    nextAttemptAt: nextAttemptAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
    text,
  };
}

/** The administrator's session, the traffic report and the outbox. */
export const ADMIN_ROUTES: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/admin/login',
    operationId: 'adminLogin',
    summary: 'Checks the administrator password: a session id on success, {success: false} otherwise (429 after 5 failures in 15 minutes).',
    tag: 'admin',
    schema: { body: LoginBody, response: LoginAnswer },
    handle: ({ adminAuth }, { body, ip }) => adminAuth.login(body.password, ip),
  }),
  route({
    method: 'POST',
    url: '/api/admin/logout',
    operationId: 'adminLogout',
    summary: 'Ends a session (an unknown one is ignored).',
    tag: 'admin',
    schema: { body: LogoutBody, response: Done },
    handle: async ({ adminAuth }, { body }) => {
      await adminAuth.logout(body.sessionId);
      return { success: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/analytics',
    operationId: 'getAnalyticsReport',
    summary:
      'Traffic and retailer clicks over UTC days (default the last 30): totals, a per-day series, top pages, referrers, campaigns, products and positions.',
    tag: 'admin',
    admin: true,
    schema: { querystring: AnalyticsRangeQuery, response: AnalyticsReport },
    handle: ({ analytics }, { query }) => analytics.report(query),
  }),
  route({
    method: 'GET',
    url: '/api/admin/outbox',
    operationId: 'listOutboxEmails',
    summary: 'The emails the site has queued, sent or failed to send, newest first (?status= one state; ?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: OutboxQuery, response: z.array(OutboxEmail) },
    handle: async ({ outbox }, { query }) =>
      (await outbox.list({ status: query.status, ...pageRequestOfQuery(query) })).map(toRestOutboxEmail),
  }),
];
