import * as z from 'zod/mini';
import { dateTime, PAGED_QUERY } from './common-schemas';

export const LoginBody = z.object({
  password: z.string().check(z.maxLength(1024), z.describe('The administrator password.')),
});

export const LogoutBody = z.object({
  sessionId: z.string().check(z.describe('The session to end; an unknown one is ignored.')),
});

export const LoginAnswer = z.object({
  success: z.boolean().check(z.describe('false for a wrong password.')),
  sessionId: z.optional(z.string().check(z.describe('The bearer token of the admin calls (on success only).'))),
});

export const OutboxQuery = z.object({
  status: z.optional(z.enum(['pending', 'sending', 'sent', 'failed']).check(z.describe('Only emails in this state.'))),
  ...PAGED_QUERY,
});

export const OutboxEmail = z
  .object({
    id: z.int(),
    messageId: z.string().check(z.describe('The Message-ID header, the same on every attempt.')),
    kind: z.string().check(z.describe("e.g. 'subscribe-confirmation', 'sizing-guide', 'contact-notification'.")),
    to: z.string(),
    subject: z.string(),
    status: z.string().check(z.describe("'pending', 'sending', 'sent' or 'failed'.")),
    attempts: z.int(),
    lastError: z.nullable(z.string()).check(z.describe('Why the last attempt failed; null if none did.')),
    createdAt: dateTime('When it was queued.'),
    nextAttemptAt: dateTime('When the next attempt is due.'),
    sentAt: z.nullable(z.iso.datetime()).check(z.describe('When the SMTP server accepted it.')),
    text: z.string().check(z.describe('The plain-text part.')),
  })
  .check(z.describe('An email of the outbox.'));

const UtcDay = z.string().check(z.regex(new RegExp('^\\d{4}-\\d{2}-\\d{2}$')), z.describe('A UTC day, YYYY-MM-DD.'));

export const AnalyticsRangeQuery = z.object({
  from: z.optional(UtcDay.check(z.describe('First UTC day; default 29 days before `to`.'))),
  to: z.optional(UtcDay.check(z.describe('Last UTC day, included; default today.'))),
});

const analyticsCounts = {
  visitors: z.int().check(z.describe('Unique visitors of each day, added up (the visitor hash changes every UTC day).')),
  pageviews: z.int(),
  clicks: z.int().check(z.describe('Retailer links followed.')),
  ctr: z.number().check(z.describe('clicks / pageviews (0 without page views).')),
  recommendations: z.int().check(z.describe('Fit finder answers shown (their retailer clicks are position fit-finder).')),
};

export const AnalyticsReport = z.object({
  from: UtcDay,
  to: UtcDay,
  totals: z.object(analyticsCounts),
  days: z.array(z.object({ day: UtcDay, ...analyticsCounts })),
  pages: z.array(z.object({ path: z.string(), pageviews: z.int(), visitors: z.int(), clicks: z.int() })),
  referrers: z.array(z.object({ host: z.string(), pageviews: z.int() })),
  campaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), pageviews: z.int() })),
  products: z.array(z.object({ product: z.string().check(z.describe('ASIN')), name: z.nullable(z.string()), clicks: z.int() })),
  positions: z.array(z.object({ position: z.string(), clicks: z.int() })),
  recommendations: z.array(z.object({ breed: z.string(), age: z.string(), measured: z.boolean(), recommendations: z.int() })),
  newsletterClicks: z.int().check(z.describe('Links followed from newsletter emails in the range (counted per link, never per reader).')),
  newsletters: z.array(z.object({ subject: z.string(), slug: z.string(), clicks: z.int() })),
});
