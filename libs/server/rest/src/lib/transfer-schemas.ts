import { CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION } from '@bcg/server/catalogue-transfer';
import { Type } from '@sinclair/typebox';

/** Largest catalogue file an import reads (a whole site's text is a few hundred KB; the 64 KB cap of other bodies is raised here only). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const rows = (description: string) => Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100_000, description });

export const CatalogueFile = Type.Object(
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

export const ImportReport = Type.Object({
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
