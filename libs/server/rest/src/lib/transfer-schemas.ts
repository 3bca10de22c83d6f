import { CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION } from '@bcg/server/catalogue-transfer';
import * as z from 'zod/mini';

/** Largest catalogue file an import reads (a whole site's text is a few hundred KB; the 64 KB cap of other bodies is raised here only). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

const rows = (description: string) => z.array(z.looseObject({})).check(z.maxLength(100_000), z.describe(description));

/** Unknown top-level keys are kept for the service, which refuses a file carrying any, naming the key. */
export const CatalogueFile = z
  .looseObject({
    format: z.optional(z.literal(CATALOGUE_FORMAT)),
    formatVersion: z.literal(CATALOGUE_FORMAT_VERSION).check(z.describe('Version of the file format (1).')),
    exportedAt: z.optional(z.string().check(z.describe('When the file was written (ISO 8601); not read.'))),
    products: z.optional(
      rows(
        'Products in catalogue order, with the public GET names (bulldog_fit_notes, price "$34.99", amazonAsin or amazonUrl), slug, priceCheckedAt, archived, image.',
      ),
    ),
    articles: z.optional(
      rows(
        'Articles: the editor fields, markdown (or content, an HTML body, when markdown is null), published, publishedAt, createdAt, updatedAt.',
      ),
    ),
    faqs: z.optional(rows('Questions in order: question, answer.')),
  })
  .check(z.describe('A catalogue file as GET /api/admin/export writes it.'));

const Counts = z.object({ created: z.int(), updated: z.int(), unchanged: z.int(), errors: z.int() });

const Kind = z.enum(['products', 'articles', 'faqs']);

export const ImportReport = z.object({
  success: z.literal(true),
  dryRun: z.boolean().check(z.describe('true: nothing was written; the counts say what an import would do.')),
  products: Counts,
  articles: Counts,
  faqs: Counts,
  rows: z.array(
    z.object({
      kind: Kind,
      row: z.int().check(z.describe('1 for the first row of its list.')),
      key: z.string().check(z.describe('ASIN (or slug) of a product, slug of an article, question of a FAQ.')),
      action: z.enum(['created', 'updated', 'unchanged']),
      name: z.string().check(z.describe("What the owner calls it: the product's name, the article's title, the FAQ's question.")),
      changes: z
        .array(z.string())
        .check(z.describe('For an update, the fields (as the file names them) whose values change; empty otherwise.')),
    }),
  ),
  errors: z
    .array(
      z.object({
        kind: Kind,
        row: z.int().check(z.describe('1 for the first row of its list; 0 for the file itself (format, version).')),
        key: z.nullable(z.string()),
        field: z.string().check(z.describe('The field as the file names it.')),
        message: z.string(),
      }),
    )
    .check(z.describe('The problems found, the first 100 at most (a dry run only: a real run with problems answers 400 instead).')),
  errorsTruncated: z.boolean().check(z.describe('true: the import stopped looking after the first 100 problems; fix these and try again.')),
});
