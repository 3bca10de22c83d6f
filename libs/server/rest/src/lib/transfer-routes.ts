import { checkCatalogueText, productsCsv } from '@bcg/server/catalogue-transfer';
import * as z from 'zod/mini';
import { type RestRoute, route } from './rest-route';
import { CatalogueFile, ImportReport, MAX_IMPORT_BYTES } from './transfer-schemas';

/** `2026-11-23`: the day of an export, in its download name. */
const day = (now: Date) => now.toISOString().slice(0, 10);

/** Catalogue export and import. Handlers only call CatalogueTransferService and shape. */
export const TRANSFER_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/admin/export',
    operationId: 'exportCatalogue',
    summary:
      'The whole catalogue as one JSON file to keep or to import elsewhere: every product (archived too, in order), article (drafts and scheduled too) and FAQ. Uploaded image files are not in it (npm run backup has them).',
    tag: 'admin',
    admin: true,
    download: { contentType: 'application/json; charset=utf-8', filename: (now) => `bulldog-collar-guide-catalogue-${day(now)}.json` },
    // The file is sent as the text the handler makes; the schema documents its content.
    schema: { response: CatalogueFile as unknown as z.ZodMiniString },
    handle: async ({ catalogueTransfer }) => JSON.stringify(await catalogueTransfer.exportCatalogue(), null, 2),
  }),
  route({
    method: 'GET',
    url: '/api/admin/export/products.csv',
    operationId: 'exportProductsCsv',
    summary:
      'The products as CSV for a spreadsheet (catalogue order, archived ones included); to read, not to import: import takes the JSON file.',
    tag: 'admin',
    admin: true,
    download: { contentType: 'text/csv; charset=utf-8', filename: (now) => `bulldog-collar-guide-products-${day(now)}.csv` },
    schema: { response: z.string().check(z.describe('RFC 4180 CSV with a header row.')) },
    handle: async ({ catalogueTransfer }) => productsCsv((await catalogueTransfer.exportCatalogue()).products),
  }),
  route({
    method: 'POST',
    url: '/api/admin/import',
    operationId: 'importCatalogue',
    summary:
      'Imports a catalogue file (at most 20 MB): products matched by ASIN then slug, articles by slug, FAQs by question; matches are updated, the rest created, nothing deleted. ' +
      '?dryRun=true answers what would change and writes nothing; otherwise all rows are written in one transaction, or none: any row error answers 400 with fields naming each row and field (products[3].price), the first 100 problems at most. ' +
      'A file no export could have written (a key other than format, formatVersion, exportedAt, products, articles and faqs at its top; more than 10,000 products, 5,000 articles or 1,000 FAQs; values nested deeper than the format) is refused with 400 before any row is read.',
    tag: 'admin',
    admin: true,
    bodyLimit: MAX_IMPORT_BYTES,
    // A file nested deeper than the format is refused from its text: parsing it would cost more than the answer.
    checkJsonText: checkCatalogueText,
    schema: {
      querystring: z.object({
        dryRun: z.optional(z.enum(['true', 'false']).check(z.describe('true: preview only (default false).'))),
      }),
      body: CatalogueFile,
      response: ImportReport,
    },
    handle: async ({ catalogueTransfer }, { query, body }) => ({
      success: true as const,
      ...(await catalogueTransfer.importCatalogue(body, { dryRun: query.dryRun === 'true' })),
    }),
  }),
];
