import * as z from 'zod/mini';

export const Revision = z.object({
  id: z.int(),
  number: z.int().check(z.describe('1 for the first save, then one more per save.')),
  author: z.string(),
  changedFields: z.array(z.string()).check(z.describe('The fields this save changed.')),
  createdAt: z.iso.datetime(),
});

export const RestoreQuery = z.object({
  restoreSlug: z.optional(
    z
      .enum(['true', 'false'])
      .check(z.describe("true: take the revision's slug too (the page's address changes); by default the current slug stays.")),
  ),
});

export const RevisionComparison = z.object({
  revision: z.object({
    id: z.int(),
    number: z.int(),
    author: z.string(),
    changedFields: z.array(z.string()),
    createdAt: z.iso.datetime(),
  }),
  changes: z
    .array(
      z.object({
        field: z.string().check(z.describe('The field, by its editor name (bulldogFitNotes, price, ...).')),
        current: z.string().check(z.describe('Its value now, as JSON.')),
        revision: z.string().check(z.describe("The revision's value, as JSON.")),
      }),
    )
    .check(z.describe('The fields a restore would change; empty when it would change nothing.')),
});

/** A saved revision in the REST shape (dates as ISO text). */
export const restRevision = ({
  id,
  number,
  author,
  changedFields,
  createdAt,
}: {
  id: number;
  number: number;
  author: string;
  changedFields: string[];
  createdAt: Date;
}) => ({
  id,
  number,
  author,
  changedFields,
  createdAt: createdAt.toISOString(),
});
