import { Type } from '@sinclair/typebox';
import { MAX_FAQS } from '@bcg/server/content';
import { Breed, CollarSize, Faq, IdParams, Product, ReviewScores, TestNotes } from './rest-schemas';

/*
 * Schemas of the editorial desk's admin calls (issue 11). Bodies use the names of the public GET answers; the field
 * rules (lengths, formats, marks) are the shared validators, applied by the services, which name each bad field.
 */

const MAX_ID = 2 ** 31 - 1;
/** The most products a catalogue holds (what a catalogue file may carry). */
const MAX_CATALOGUE_PRODUCTS = 10_000;
const text = (description?: string) => Type.Optional(Type.String(description ? { description } : {}));
const texts = (description?: string) =>
  Type.Optional(Type.Array(Type.String(), { maxItems: 100, ...(description ? { description } : {}) }));
const flag = () => Type.Optional(Type.Boolean());
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], { description }));

export { PagedQuery as PageQuery } from './rest-schemas';

export const ProductBody = Type.Object({
  name: text('Required for a new product: up to 200 characters on one line.'),
  slug: text('The review page is /collars/{slug}; generated from the name (made unique) when a new product has none.'),
  description: text('Required for a new product.'),
  price: text('The price read at the retailer, e.g. "$34.99"; a new price stamps priceCheckedAt with now.'),
  rating: text('Average rating out of 5 as text, e.g. "4.7".'),
  reviewCount: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: MAX_ID }), Type.String({ maxLength: 20 })], {
      description: 'Retailer reviews behind the rating: a number, or text as printed ("1,204", "1 204").',
    }),
  ),
  imageUrl: text('A path on this site, e.g. /images/collars/name.svg; a new product without one shows the default drawing.'),
  imageAlt: text('What the photo shows, for people who cannot see it (its alt text), up to 300 characters; empty: the name.'),
  badge: orNull(Type.String(), 'Highlight text, or null for none.'),
  amazonAsin: text('The 10-character ASIN.'),
  amazonUrl: text('An Amazon product link instead of amazonAsin: the ASIN is taken from it (only real Amazon hosts).'),
  features: texts(),
  bulldog_fit_notes: texts(),
  material: text(),
  width: text(),
  reflective: flag(),
  waterproof: flag(),
  machineWashable: flag(),
  bestFor: text(),
  breeds: Type.Optional(Type.Array(Breed, { maxItems: 3, description: 'The bulldog breeds the collar suits.' })),
  freeShipping: flag(),
  sizes: Type.Optional(Type.Array(CollarSize, { maxItems: 100 })),
  verdict: orNull(Type.String(), 'Our verdict in one sentence; null until reviewed.'),
  scores: orNull(ReviewScores, 'Marks out of 10 (steps of 0.1); null until reviewed.'),
  testNotes: orNull(TestNotes, 'Our wear test; null until reviewed.'),
  pros: texts(),
  cons: texts(),
  archived: Type.Optional(Type.Boolean({ description: 'true archives (hidden from the public, kept), false brings it back.' })),
});

export const AdminProduct = Type.Object(
  {
    ...Product.properties,
    rank: Type.Integer({ description: 'Catalogue order: the first three public ones are the top picks.' }),
    archivedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null while public.' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A product as the editor sees it: the public fields, its place in the order and its archived state.' },
);

const orderBody = (maxItems: number) =>
  Type.Object({
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
      maxItems,
      description: `Every id once, in the new order (first first); at most ${maxItems}.`,
    }),
  });

/** The catalogue's order: every product, up to the most a catalogue file may hold. */
export const OrderBody = orderBody(MAX_CATALOGUE_PRODUCTS);
/** The FAQ's order: every question, at most as many as the list may hold. */
export const FaqOrderBody = orderBody(MAX_FAQS);

export const RevisionParams = Type.Object({
  id: IdParams.properties.id,
  revisionId: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'A revision of this product.' }),
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

export const Revision = Type.Object({
  id: Type.Integer(),
  number: Type.Integer({ description: '1 for the first save, then one more per save.' }),
  author: Type.String(),
  changedFields: Type.Array(Type.String(), { description: 'The fields this save changed.' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const FaqBody = Type.Object({
  question: Type.String({ description: 'Up to 300 characters on one line.' }),
  answer: Type.String({ description: 'Up to 5000 characters.' }),
});

export const FaqPatchBody = Type.Partial(FaqBody);

export const FaqOrder = Type.Array(Faq);
