import type { PriceAlertService } from '@bcg/server/price-alerts';
import type { FastifyInstance } from 'fastify';

/**
 * The link of a price alert's confirmation email, `/price-alerts/confirm?token=...`: it confirms (once), then sends
 * the browser on with a 303 to the page that says what happened, `/price-alerts/confirmed?outcome=...`, so the token
 * stays out of the page, its cache entry, the history and any Referer.
 */
export function registerPriceAlertLinks(app: FastifyInstance, priceAlerts: PriceAlertService): void {
  app.get('/price-alerts/confirm', { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const outcome = await priceAlerts.confirm(typeof token === 'string' ? token : '');
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(`/price-alerts/confirmed?outcome=${outcome}`, 303);
  });
}
