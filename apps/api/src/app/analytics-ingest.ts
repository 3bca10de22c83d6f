import { asDomainError } from '@bcg/server/core';
import { EventsBody, MAX_EVENTS_BODY_BYTES, type AnalyticsIngestService, type EventBatcher } from '@bcg/server/analytics';
import type { FastifyInstance } from 'fastify';

/**
 * POST /api/events, the beacon's endpoint (apps/web/public/beacon.js). It stays behind the cross-site write
 * guard: navigator.sendBeacon with a JSON Blob sends `Content-Type: application/json` and this site's `Origin`,
 * which the guard accepts, while another site's page cannot post events in its visitors' name.
 * Answers: 202 with no body once the events are queued (EventBatcher writes them within 250 ms; a crash loses at
 * most those) or deliberately not counted (DNT, Sec-GPC, bots); 400 for a body that is not the schema, 413 past
 * 8 KB, 429 past the per-address limit, 503 + Retry-After when the queue is full; none of them is logged as an
 * error, so junk traffic cannot fill the log.
 */
export function registerAnalyticsIngest(app: FastifyInstance, ingest: AnalyticsIngestService, batcher: EventBatcher): void {
  app.post('/api/events', { bodyLimit: MAX_EVENTS_BODY_BYTES, schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = EventsBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ success: false, error: 'Invalid events' });
    try {
      await ingest.record({
        address: request.ip,
        userAgent: request.headers['user-agent'],
        optedOut: request.headers['dnt'] === '1' || request.headers['sec-gpc'] === '1',
        siteHost: request.hostname,
        body: parsed.data,
      });
    } catch (error) {
      const domainError = asDomainError(error);
      if (!domainError) throw error;
      if (domainError.retryAfterSeconds) reply.header('Retry-After', String(domainError.retryAfterSeconds));
      return reply.code(domainError.httpStatus).send({ success: false, error: domainError.message });
    }
    return reply.code(202).send();
  });
  // After the in-flight requests (onClose), before the database closes: nothing queued is dropped.
  app.addHook('onClose', () => batcher.close());
}
