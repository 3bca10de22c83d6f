import { pageRequestOfQuery } from '@bcg/server/core';
import type { LinkHealthEntry as LinkHealthRow, RetailerSyncStatus } from '@bcg/server/retailer';
import * as z from 'zod/mini';
import { IdParams } from './common-schemas';
import { adminProduct } from './product-routes';
import { AdminProduct } from './product-schemas';
import { type RestRoute, route } from './rest-route';
import { LinkHealthEntry, LinkHealthQuery, RetailerRefreshAnswer, RetailerStatus } from './retailer-schemas';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const restStatus = (status: RetailerSyncStatus) => ({
  ...status,
  lastCycleStartedAt: iso(status.lastCycleStartedAt),
  lastCycleFinishedAt: iso(status.lastCycleFinishedAt),
  nextSyncAt: iso(status.nextSyncAt),
  pause: status.pause && { ...status.pause, until: status.pause.until.toISOString() },
});

const restEntry = (entry: LinkHealthRow) => ({ ...entry, since: entry.since.toISOString(), lastSuccessAt: iso(entry.lastSuccessAt) });

const NOT_CONFIGURED = 'Without retailer credentials, 409 with the sentence that says which settings to set.';

/** The owner's retailer desk: the sync's status, "Refresh now" for one product or all, and the link-health report. */
export const RETAILER_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/admin/retailer/status',
    operationId: 'getRetailerStatus',
    summary: 'Whether the retailer sync can run (else the sentence saying what to set), its interval, last cycle and next due check.',
    tag: 'admin',
    admin: true,
    schema: { response: RetailerStatus },
    handle: async ({ retailerSync }) => restStatus(await retailerSync.status()),
  }),
  route({
    method: 'POST',
    url: '/api/admin/products/:id/refresh',
    operationId: 'refreshProduct',
    summary: `Checks one product at the retailer now and answers it as stored (404 for an unknown id). ${NOT_CONFIGURED}`,
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: AdminProduct },
    handle: async ({ retailerSync, products, productEditor }, { params }) => {
      // An unknown id is a 404 before anything else, with credentials or without.
      await productEditor.get(params.id);
      await retailerSync.refreshProduct(params.id);
      return adminProduct(products, await productEditor.get(params.id));
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/retailer/refresh',
    operationId: 'refreshAllProducts',
    summary: `Makes every product with an ASIN due now; the sync checks them in order within the rate limit; while the retailer asked the sync to wait, 429 saying until when. ${NOT_CONFIGURED}`,
    tag: 'admin',
    admin: true,
    schema: { response: RetailerRefreshAnswer },
    handle: ({ retailerSync }) => retailerSync.refreshAll(),
  }),
  route({
    method: 'GET',
    url: '/api/admin/retailer/link-health',
    operationId: 'listLinkHealth',
    summary:
      'Products whose last check failed, whose ASIN the retailer no longer knows, that are out of stock or whose retailer title changed, newest problem first (?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: LinkHealthQuery, response: z.array(LinkHealthEntry) },
    handle: async ({ linkHealth }, { query }) => (await linkHealth.page(pageRequestOfQuery(query))).items.map(restEntry),
  }),
];
