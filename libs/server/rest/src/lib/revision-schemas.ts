import { Type } from '@sinclair/typebox';

export const Revision = Type.Object({
  id: Type.Integer(),
  number: Type.Integer({ description: '1 for the first save, then one more per save.' }),
  author: Type.String(),
  changedFields: Type.Array(Type.String(), { description: 'The fields this save changed.' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const RestoreQuery = Type.Object({
  restoreSlug: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      description: "true: take the revision's slug too (the page's address changes); by default the current slug stays.",
    }),
  ),
});

export const RevisionComparison = Type.Object({
  revision: Type.Object({
    id: Type.Integer(),
    number: Type.Integer(),
    author: Type.String(),
    changedFields: Type.Array(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
  }),
  changes: Type.Array(
    Type.Object({
      field: Type.String({ description: 'The field, by its editor name (bulldogFitNotes, price, ...).' }),
      current: Type.String({ description: 'Its value now, as JSON.' }),
      revision: Type.String({ description: "The revision's value, as JSON." }),
    }),
    { description: 'The fields a restore would change; empty when it would change nothing.' },
  ),
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
