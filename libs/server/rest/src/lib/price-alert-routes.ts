import { NotFoundError } from '@bcg/server/core';
import * as z from 'zod/mini';
import { IdParams, Thanks } from './common-schemas';
import { PriceAlertAnswer, PriceAlertBody, PriceAlertCount, StopQuery } from './price-alert-schemas';
import { type RestRoute, route } from './rest-route';

const STOP_MESSAGES = {
  done: 'This price alert is stopped: it sends no more emails.',
  unknown: 'This link is not valid. Copy the whole link from the email, or manage your alerts from the preferences page.',
} as const;

/** Readers' price-drop alerts (double opt-in, fired by the retailer sync) and the owner's counts per collar. */
export const PRICE_ALERT_ROUTES: readonly RestRoute[] = [
  route({
    method: 'POST',
    url: '/api/price-alerts',
    operationId: 'createPriceAlert',
    summary:
      'Asks for one email when a collar drops to a price under its current Amazon price (`below` in dollars; left out: one cent under it). Nothing takes effect until the address confirms from the email sent to it (a confirmed alert keeps its mark meanwhile); the answer is the same whether the address is known (rate-limited per client, and per recipient without a different answer).',
    tag: 'forms',
    schema: { body: PriceAlertBody, response: PriceAlertAnswer },
    handle: ({ priceAlerts }, { body: { email, productSlug, below }, ip }) => priceAlerts.create({ email, productSlug, below }, ip),
  }),
  route({
    method: 'POST',
    url: '/api/price-alerts/:id/stop',
    operationId: 'stopPriceAlert',
    summary:
      'One-click stop of one alert (RFC 8058), the target of the List-Unsubscribe header of its emails: no session, cookie or Origin needed; 404 for a token not its own.',
    tag: 'forms',
    schema: { params: IdParams, querystring: StopQuery, response: Thanks },
    oneClick: true,
    handle: async ({ priceAlerts }, { params, query }) => {
      if (!(await priceAlerts.stop(params.id, query.token))) throw new NotFoundError(STOP_MESSAGES.unknown);
      return { success: true as const, message: STOP_MESSAGES.done };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/price-alerts/counts',
    operationId: 'priceAlertCounts',
    summary: 'Per collar with alerts: how many wait for confirmation, how many watch the price, and how many emails fired.',
    tag: 'admin',
    admin: true,
    schema: { response: z.array(PriceAlertCount) },
    handle: ({ priceAlerts }) => priceAlerts.countsPerProduct(),
  }),
];
