import { Type } from '@sinclair/typebox';
import { IdParams, MAX_ID, nullable, PAGE_QUERY } from './common-schemas';

export const Breed = Type.Union([Type.Literal('english'), Type.Literal('french'), Type.Literal('american')]);

/** `GET /api/products`: the window of the list, and optionally only the collars suited to one breed. */
export const ProductsQuery = Type.Object({
  ...PAGE_QUERY,
  breed: Type.Optional({ ...Breed, description: 'Only the collars the owner says suit this breed (english, french or american).' }),
});

const mark = (description: string) => Type.Number({ minimum: 0, maximum: 10, description });

export const ReviewScores = Type.Object({
  safetyDurability: mark('Safety and durability, 25% of the score.'),
  comfortFit: mark('Comfort and fit, 25%.'),
  customerSatisfaction: mark('Customer satisfaction, 20%.'),
  value: mark('Value, 15%.'),
  features: mark('Features, 15%.'),
});

export const TestNotes = Type.Object({
  daysWorn: Type.Integer(),
  dog: Type.Object({
    name: Type.String(),
    breed: Breed,
    ageYears: Type.Number(),
    neckIn: Type.Number({ description: 'Inches.' }),
    weightLbs: Type.Number({ description: 'Pounds.' }),
  }),
  findings: Type.Array(Type.String()),
});

export const CollarSize = Type.Object({
  label: Type.String(),
  neckIn: Type.Object({ min: Type.Number(), max: Type.Number() }, { description: 'Neck range this size fits, inches.' }),
});

export const Product = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    price: Type.String({ description: 'The last price seen at the retailer, e.g. "$34.99"; display it only while priceIsFresh.' }),
    rating: Type.String({ description: 'Average rating out of 5 as text, e.g. "4.7".' }),
    reviewCount: Type.Integer(),
    imageUrl: Type.String(),
    imageAlt: Type.String({ description: 'What the photo shows (its alt text); empty: the name stands in.' }),
    badge: nullable<string>('string'),
    amazonAsin: Type.String({ description: 'The 10-character Amazon ASIN.' }),
    features: Type.Array(Type.String()),
    bulldog_fit_notes: Type.Array(Type.String()),
    material: Type.String(),
    width: Type.String(),
    reflective: Type.Boolean(),
    waterproof: Type.Boolean(),
    machineWashable: Type.Boolean(),
    bestFor: Type.String(),
    breeds: Type.Array(Breed, { description: 'The bulldog breeds the collar suits; empty until the owner says.' }),
    freeShipping: Type.Boolean({ description: 'The retailer ships it free.' }),
    priceCheckedAt: nullable<string>('string', {
      format: 'date-time',
      description: 'When the price was last checked at the retailer; null if it never was (demo prices).',
    }),
    priceIsFresh: Type.Boolean({
      description: 'true while the price was checked within PRICE_MAX_AGE_HOURS; false: show "Check price on Amazon" instead of price.',
    }),
    slug: Type.String({ description: 'The review page is /collars/{slug}.' }),
    editorialScore: Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()], {
      description: 'Our score out of 10: the weighted mean of `scores` (one decimal); null until the collar is reviewed.',
    }),
    scores: Type.Union([ReviewScores, Type.Null()], { description: 'Marks out of 10 on the five criteria; null until reviewed.' }),
    verdict: nullable<string>('string', { description: 'Our verdict in one sentence; null until reviewed.' }),
    testNotes: Type.Union([TestNotes, Type.Null()], { description: 'Our wear test; null until reviewed.' }),
    pros: Type.Array(Type.String()),
    cons: Type.Array(Type.String()),
    sizes: Type.Array(CollarSize, { description: 'Sizes sold, smallest first.' }),
  },
  { description: 'A tested collar (spec section 3 names, then the review fields).' },
);

export const ProductAnswer = Type.Object({ success: Type.Literal(true), product: Product });

export const ProductSlugParams = Type.Object({
  slug: Type.String({ description: 'The review page slug: lower-case words joined by hyphens. Any other text is "Product not found".' }),
});

const text = (description?: string) => Type.Optional(Type.String(description ? { description } : {}));

const texts = (description?: string) =>
  Type.Optional(Type.Array(Type.String(), { maxItems: 100, ...(description ? { description } : {}) }));

const flag = () => Type.Optional(Type.Boolean());

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], { description }));

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

export const ProductRevisionParams = Type.Object({
  id: IdParams.properties.id,
  revisionId: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'A revision of this product.' }),
});
