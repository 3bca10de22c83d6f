import type { EmailPreferencesView } from '@bcg/server/leads';
import { IdParams, Thanks } from './common-schemas';
import { Preferences, PreferencesChange, PreferencesTokenQuery } from './preferences-schemas';
import { type RestRoute, route } from './rest-route';

const toRest = ({ alerts, ...view }: EmailPreferencesView) => ({
  ...view,
  priceAlerts: alerts.map((alert) => ({ ...alert, lastFiredAt: alert.lastFiredAt?.toISOString() ?? null })),
});

/** The preferences page of an emailed link, without a login: the signed token is the whole authority. */
export const PREFERENCES_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/preferences',
    operationId: 'getEmailPreferences',
    summary: "The newsletter choice and price alerts of a preferences link's address (404 for a guessed link, 400 for an expired one).",
    tag: 'forms',
    schema: { querystring: PreferencesTokenQuery, response: Preferences },
    noStore: true,
    handle: async ({ preferences }, { query }) => toRest(await preferences.get(query.token)),
  }),
  route({
    method: 'PATCH',
    url: '/api/preferences',
    operationId: 'updateEmailPreferences',
    summary:
      'Switches the newsletter or price alerts off, or everything (unsubscribe and end every alert); answers the preferences as they now stand.',
    tag: 'forms',
    schema: { querystring: PreferencesTokenQuery, body: PreferencesChange, response: Preferences },
    noStore: true,
    handle: async ({ preferences }, { query, body }) => toRest(await preferences.update(query.token, body)),
  }),
  route({
    method: 'DELETE',
    url: '/api/preferences/price-alerts/:id',
    operationId: 'removePriceAlert',
    summary: "Ends one price alert of a preferences link's address (404 when it is not theirs or already ended).",
    tag: 'forms',
    schema: { params: IdParams, querystring: PreferencesTokenQuery, response: Preferences },
    noStore: true,
    handle: async ({ preferences }, { params, query }) => toRest(await preferences.removeAlert(query.token, params.id)),
  }),
  route({
    method: 'POST',
    url: '/api/preferences/fresh-link',
    operationId: 'sendFreshPreferencesLink',
    summary:
      'For an expired preferences link: emails a fresh one to its address; the answer never tells whether the address is known (rate-limited per client, and per recipient without a different answer).',
    tag: 'forms',
    schema: { querystring: PreferencesTokenQuery, response: Thanks },
    noStore: true,
    handle: async ({ preferences }, { query, ip }) => ({
      success: true as const,
      message: await preferences.sendFreshLink(query.token, ip),
    }),
  }),
];
