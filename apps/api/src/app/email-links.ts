import type { LeadService } from '@bcg/server/leads';
import type { FastifyInstance } from 'fastify';

/**
 * The link of the confirmation email, `/subscribe/confirm?token=...`: it confirms (once), then sends the browser on
 * with a 303 to the page that says what happened, `/subscribe/confirmed?outcome=...`. A render cannot run a
 * mutation, and the redirect keeps the token out of the page, its cache entry, the history and any Referer.
 * `&mail=queued` tells the page that emails do not leave this machine now (no SMTP_URL), so it does not promise
 * an inbox.
 */
export function registerEmailLinks(app: FastifyInstance, leads: LeadService): void {
  app.get('/subscribe/confirm', { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const outcome = await leads.confirm(typeof token === 'string' ? token : '');
    const queued = !leads.mailDelivers && (outcome === 'confirmed' || outcome === 'already-confirmed');
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(`/subscribe/confirmed?outcome=${outcome}${queued ? '&mail=queued' : ''}`, 303);
  });
}
