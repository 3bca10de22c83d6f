import { CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION, checkCatalogueText, productsCsv } from '@bcg/server/catalogue-transfer';
import { Type } from '@sinclair/typebox';
import type { RestRoute, RestRouteSchema } from './rest-routes';

/** Catalogue export and import (issue 11 item 7). Handlers only call CatalogueTransferService and shape. */
const route = <T extends RestRouteSchema>(definition: RestRoute<T>): RestRoute => definition as unknown as RestRoute;

/** Largest catalogue file an import reads (a whole site's text is a few hundred KB; the 64 KB cap of other bodies is raised here only). */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** `2026-11-23`: the day of an export, in its download name. */
const day = (now: Date) => now.toISOString().slice(0, 10);

const rows = (description: string) => Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100_000, description });

const CatalogueFile = Type.Object(
  {
    format: Type.Optional(Type.Literal(CATALOGUE_FORMAT)),
    formatVersion: Type.Literal(CATALOGUE_FORMAT_VERSION, { description: 'Version of the file format (1).' }),
    exportedAt: Type.Optional(Type.String({ description: 'When the file was written (ISO 8601); not read.' })),
    products: Type.Optional(
      rows(
        'Products in catalogue order, with the public GET names (bulldog_fit_notes, price "$34.99", amazonAsin or amazonUrl), slug, priceCheckedAt, archived, image.',
      ),
    ),
    articles: Type.Optional(
      rows(
        'Articles: the editor fields, markdown (or content, an HTML body, when markdown is null), published, publishedAt, createdAt, updatedAt.',
      ),
    ),
    faqs: Type.Optional(rows('Questions in order: question, answer.')),
  },
  { description: 'A catalogue file as GET /api/admin/export writes it.' },
);

const Counts = Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), errors: Type.Integer() });
const Kind = Type.Union([Type.Literal('products'), Type.Literal('articles'), Type.Literal('faqs')]);

const ImportReport = Type.Object({
  success: Type.Literal(true),
  dryRun: Type.Boolean({ description: 'true: nothing was written; the counts say what an import would do.' }),
  products: Counts,
  articles: Counts,
  faqs: Counts,
  rows: Type.Array(
    Type.Object({
      kind: Kind,
      row: Type.Integer({ description: '1 for the first row of its list.' }),
      key: Type.String({ description: 'ASIN (or slug) of a product, slug of an article, question of a FAQ.' }),
      action: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('unchanged')]),
      name: Type.String({ description: "What the owner calls it: the product's name, the article's title, the FAQ's question." }),
      changes: Type.Array(Type.String(), {
        description: 'For an update, the fields (as the file names them) whose values change; empty otherwise.',
      }),
    }),
  ),
  errors: Type.Array(
    Type.Object({
      kind: Kind,
      row: Type.Integer({ description: '1 for the first row of its list; 0 for the file itself (format, version).' }),
      key: Type.Union([Type.String(), Type.Null()]),
      field: Type.String({ description: 'The field as the file names it.' }),
      message: Type.String(),
    }),
    { description: 'The problems found, the first 100 at most (a dry run only: a real run with problems answers 400 instead).' },
  ),
  errorsTruncated: Type.Boolean({ description: 'true: the import stopped looking after the first 100 problems; fix these and try again.' }),
});

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
    schema: { response: Type.Unsafe<string>(CatalogueFile) },
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
    schema: { response: Type.String({ description: 'RFC 4180 CSV with a header row.' }) },
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
      querystring: Type.Object({
        dryRun: Type.Optional(
          Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true: preview only (default false).' }),
        ),
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
