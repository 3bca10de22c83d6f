import { LINK_PROBLEMS } from '@bcg/server/retailer';
import * as z from 'zod/mini';
import { dateTime, PAGED_QUERY } from './common-schemas';

const optionalDateTime = (description: string) => z.nullable(z.iso.datetime()).check(z.describe(description));

export const RetailerStatus = z
  .object({
    configured: z.boolean().check(z.describe('Whether retailer credentials are set (false: setupHint says what to set).')),
    setupHint: z
      .nullable(z.string())
      .check(
        z.describe(
          'null while the sync can run; without credentials the sentence that says which settings to set; with them, why the sync waits.',
        ),
      ),
    intervalMinutes: z.int().check(z.describe('Minutes between two checks of the same product (RETAILER_SYNC_INTERVAL_MINUTES).')),
    lastCycleStartedAt: optionalDateTime('When the latest cycle began; null before the first.'),
    lastCycleFinishedAt: optionalDateTime('When the latest finished cycle ended; null before the first.'),
    nextSyncAt: optionalDateTime('When the next product is due; null when none has an ASIN or the sync cannot run.'),
    productsDue: z.int().check(z.describe('Products with an ASIN whose check is due now.')),
    linkProblems: z.int().check(z.describe('Products in the link-health report.')),
    pause: z
      .nullable(
        z.object({
          until: dateTime('When the sync goes on by itself.'),
          reason: z.string().check(z.describe('Why it waits, in the owner’s words.')),
          endsOnRefresh: z
            .boolean()
            .check(
              z.describe(
                'true when a refresh of all ends the pause (a refused account or credentials); false when the retailer asked for the wait: every refresh answers 429 until `until`.',
              ),
            ),
        }),
      )
      .check(z.describe('null while the sync may run; otherwise why and until when it waits.')),
  })
  .check(z.describe('The retailer sync’s settings and progress.'));

export const RetailerRefreshAnswer = z.object({
  queued: z.int().check(z.describe('Products with an ASIN now due: the sync checks them in order, within the rate limit.')),
});

export const LinkHealthQuery = z.object(PAGED_QUERY);

export const LinkHealthEntry = z
  .object({
    productId: z.int(),
    productName: z.string().check(z.describe('The product’s name, as the owner wrote it.')),
    productSlug: z.string(),
    amazonAsin: z.string(),
    archived: z.boolean().check(z.describe('true when the product is hidden from the site.')),
    buyable: z
      .boolean()
      .check(z.describe('false while readers are told it cannot be bought at Amazon now (out of stock, or a link broken for 7 days).')),
    problem: z
      .enum(LINK_PROBLEMS as [string, ...string[]])
      .check(
        z.describe(
          "'failed' (the last check failed), 'unknown-asin' (the retailer no longer knows the ASIN), 'out-of-stock', 'title-changed' (the retailer's title changed), 'price-doubtful' (the retailer's price was not believed), 'refused-url' (an image or page address not https on the retailer's hosts was dropped).",
        ),
      ),
    since: dateTime('When this problem was first seen (unchanged while it repeats).'),
    code: z.nullable(z.string()).check(z.describe('The retailer’s code, e.g. ItemNotAccessible; null when it gave none.')),
    message: z.nullable(z.string()).check(z.describe('The retailer’s message, or the sync’s own when it gave none.')),
    retailerTitle: z.nullable(z.string()).check(z.describe('The retailer’s title at the last successful check.')),
    lastSuccessAt: optionalDateTime('When the retailer last answered for this product; null if it never did.'),
  })
  .check(z.describe('A product whose retailer link needs attention.'));
