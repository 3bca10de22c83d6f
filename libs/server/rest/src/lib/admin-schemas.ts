import { Type } from '@sinclair/typebox';
import { dateTime, MAX_ID, nullable } from './common-schemas';

export const LoginBody = Type.Object({
  password: Type.String({ maxLength: 1024, description: 'The administrator password.' }),
});

export const LogoutBody = Type.Object({
  sessionId: Type.String({ description: 'The session to end; an unknown one is ignored.' }),
});

export const LoginAnswer = Type.Object({
  success: Type.Boolean({ description: 'false for a wrong password.' }),
  sessionId: Type.Optional(Type.String({ description: 'The bearer token of the admin calls (on success only).' })),
});

export const OutboxQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')], {
      description: 'Only emails in this state.',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'At most this many (default 100).' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Skip this many of the newest first.' })),
});

export const OutboxEmail = Type.Object(
  {
    id: Type.Integer(),
    messageId: Type.String({ description: 'The Message-ID header, the same on every attempt.' }),
    kind: Type.String({ description: "e.g. 'subscribe-confirmation', 'sizing-guide', 'contact-notification'." }),
    to: Type.String(),
    subject: Type.String(),
    status: Type.String({ description: "'pending', 'sending', 'sent' or 'failed'." }),
    attempts: Type.Integer(),
    lastError: nullable<string>('string', { description: 'Why the last attempt failed; null if none did.' }),
    createdAt: dateTime('When it was queued.'),
    nextAttemptAt: dateTime('When the next attempt is due.'),
    sentAt: nullable<string>('string', { format: 'date-time', description: 'When the SMTP server accepted it.' }),
    text: Type.String({ description: 'The plain-text part.' }),
  },
  { description: 'An email of the outbox.' },
);

const UtcDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A UTC day, YYYY-MM-DD.' });

export const AnalyticsRangeQuery = Type.Object({
  from: Type.Optional({ ...UtcDay, description: 'First UTC day; default 29 days before `to`.' }),
  to: Type.Optional({ ...UtcDay, description: 'Last UTC day, included; default today.' }),
});

const analyticsCounts = {
  visitors: Type.Integer({ description: 'Unique visitors of each day, added up (the visitor hash changes every UTC day).' }),
  pageviews: Type.Integer(),
  clicks: Type.Integer({ description: 'Retailer links followed.' }),
  ctr: Type.Number({ description: 'clicks / pageviews (0 without page views).' }),
  recommendations: Type.Integer({ description: 'Fit finder answers shown (their retailer clicks are position fit-finder).' }),
};

export const AnalyticsReport = Type.Object({
  from: UtcDay,
  to: UtcDay,
  totals: Type.Object(analyticsCounts),
  days: Type.Array(Type.Object({ day: UtcDay, ...analyticsCounts })),
  pages: Type.Array(Type.Object({ path: Type.String(), pageviews: Type.Integer(), visitors: Type.Integer(), clicks: Type.Integer() })),
  referrers: Type.Array(Type.Object({ host: Type.String(), pageviews: Type.Integer() })),
  campaigns: Type.Array(Type.Object({ source: Type.String(), medium: Type.String(), campaign: Type.String(), pageviews: Type.Integer() })),
  products: Type.Array(
    Type.Object({ product: Type.String({ description: 'ASIN' }), name: nullable<string>('string'), clicks: Type.Integer() }),
  ),
  positions: Type.Array(Type.Object({ position: Type.String(), clicks: Type.Integer() })),
  recommendations: Type.Array(
    Type.Object({ breed: Type.String(), age: Type.String(), measured: Type.Boolean(), recommendations: Type.Integer() }),
  ),
});
