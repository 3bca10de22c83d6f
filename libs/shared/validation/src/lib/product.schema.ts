import { isValidMark } from '@bcg/shared/reviews';
import * as z from 'zod/mini';
import { described, descriptionOf, fieldErrors, patterned, text, textList, withFieldMessage } from './schema-kit';
import { SLUG_PATTERN } from './slug';

/*
 * The product's one definition: every editable field with its type, rules, messages and description. The admin
 * form, the editor service (GraphQL, REST and the catalogue import all save through it), the REST bodies, the
 * GraphQL input's descriptions, the import document and the seed data are derived from it.
 */

/** Column widths of the product table: longer text would be refused by PostgreSQL (SQLite would keep it). */
const PRODUCT_LIMITS = {
  name: 200,
  slug: 120,
  description: 5000,
  imageUrl: 500,
  imageAlt: 300,
  badge: 60,
  material: 120,
  width: 20,
  bestFor: 200,
  verdict: 1000,
  listItem: 300,
  listItems: 30,
  sizeLabel: 40,
} as const;

export const PRODUCT_MESSAGES = {
  price: 'Price must be an amount in dollars up to $9,999,999.99, e.g. $34.99',
  rating: 'Rating must be a number from 0 to 5 with at most one decimal, e.g. 4.7',
  reviewCount: 'Review count must be a whole number, 0 or more, e.g. 1,204',
  imageUrl: 'Image must be a path on this site, e.g. /images/collars/name.svg',
  asin: 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q)',
  amazonUrl: 'Enter an Amazon product link (amazon.com/dp/…): other sites are not accepted',
  slug: 'Slug must be lower-case words joined by hyphens (a-z, 0-9)',
  sizes: 'Each size needs a label and a neck range in inches (min at most max, both above 0)',
  scores: 'Scores need all five marks, each 0 to 10 in steps of 0.1',
  breeds: 'Breeds must be english, french or american, each at most once',
  testNotes: 'Test notes need days worn, the dog (name, breed, age, neck, weight) and findings',
} as const;

/** What a product without a photo shows: the neutral collar drawing. */
export const DEFAULT_PRODUCT_IMAGE = '/images/collars/default.svg';

/** The bulldog breeds, as every rule and URL names them. */
export const breedSchema = z.enum(['english', 'french', 'american']);

const MAX_COUNT = 2 ** 31 - 1;
/**
 * "$34.99" or "$1,299.00": a dollar sign, whole dollars (thousands grouped or not) and cents; at most seven dollar
 * digits, so at most $9,999,999.99 (PRICE_MAX_CENTS in price-amount.ts, which the cents columns hold).
 */
const PRICE_PATTERN = /^\$(?:\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.\d{2})?$/;
const RATING_PATTERN = /^(?:[0-4](?:\.\d)?|5(?:\.0)?)$/;
/** Same-origin paths only: a page never loads a product image from another host. */
const LOCAL_PATH_PATTERN = /^\/(?![/\\])\S*$/;
const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

const positive = (description?: string) => z.number().check(z.gt(0), ...(description ? [z.describe(description)] : []));
const list = (label: string, description: string) =>
  textList(label, { maxItems: PRODUCT_LIMITS.listItems, maxLength: PRODUCT_LIMITS.listItem, description });

/** One size a collar is sold in and the necks it fits (min at most max). */
export const collarSizeSchema = z.object({
  label: described(z.string().check(z.regex(/\S/), z.maxLength(PRODUCT_LIMITS.sizeLabel)), 'The retailer\'s name for the size, e.g. "M".'),
  neckIn: described(
    z.object({ min: positive('Smallest, inches.'), max: positive('Largest, inches.') }).check(z.refine((range) => range.min <= range.max)),
    'Neck circumference this size fits, inches.',
  ),
});

const mark = (description: string) => z.number().check(z.minimum(0), z.maximum(10), z.refine(isValidMark), z.describe(description));

/** Marks out of 10 (steps of 0.1) on the five criteria. */
export const reviewScoresSchema = z.object({
  safetyDurability: mark('Safety and durability (25% of the editorial score).'),
  comfortFit: mark('Comfort and fit (25%).'),
  customerSatisfaction: mark('Customer satisfaction (20%).'),
  value: mark('Value (15%).'),
  features: mark('Features (15%).'),
});

/** The wear test: how long, on which dog, and what it found. */
export const testNotesSchema = z.object({
  daysWorn: z.int().check(z.minimum(1), z.maximum(MAX_COUNT), z.describe('Days the dog wore the collar.')),
  dog: described(
    z.object({
      name: described(z.string().check(z.regex(/\S/)), "The dog's name, as the articles call it."),
      breed: described(breedSchema, 'Its breed.'),
      ageYears: positive('Age in years when the test started.'),
      neckIn: positive('Neck circumference, inches.'),
      weightLbs: positive('Weight, pounds.'),
    }),
    'The dog that wore the collar.',
  ),
  findings: list('Findings', 'What happened, in order.'),
});

/** Every editable field of a product under its domain name (REST's public answer says `bulldog_fit_notes`). */
export const productSchema = z.object({
  name: text('Name', { max: PRODUCT_LIMITS.name, required: true, description: 'Product name, up to 200 characters on one line.' }),
  slug: patterned(SLUG_PATTERN, PRODUCT_MESSAGES.slug, {
    max: PRODUCT_LIMITS.slug,
    description: 'URL slug of the review page, /collars/{slug}; generated from the name (made unique) when a new product has none.',
  }),
  description: text('Description', {
    max: PRODUCT_LIMITS.description,
    required: true,
    multiLine: true,
    description: 'Our summary of the collar, as plain text.',
  }),
  price: patterned(PRICE_PATTERN, PRODUCT_MESSAGES.price, {
    description:
      'The last price read at the retailer, e.g. "$34.99"; a new price stamps priceCheckedAt with now. Readers are shown it only while it is fresh.',
  }),
  rating: patterned(RATING_PATTERN, PRODUCT_MESSAGES.rating, { description: 'Average rating out of 5 as numeric text, e.g. "4.7".' }),
  reviewCount: z
    .int({ error: PRODUCT_MESSAGES.reviewCount })
    .check(
      z.minimum(0, PRODUCT_MESSAGES.reviewCount),
      z.maximum(MAX_COUNT, PRODUCT_MESSAGES.reviewCount),
      z.describe('Number of retailer reviews behind the rating.'),
    ),
  imageUrl: patterned(LOCAL_PATH_PATTERN, PRODUCT_MESSAGES.imageUrl, {
    max: PRODUCT_LIMITS.imageUrl,
    description:
      "Same-origin image path, e.g. /images/collars/name.svg (an uploaded photo's largest WebP rendition); a new product without one shows the default drawing.",
  }),
  imageAlt: text('Photo description', {
    max: PRODUCT_LIMITS.imageAlt,
    description: 'What the photo shows, for people who cannot see it (its alt text), up to 300 characters; empty: the name stands in.',
  }),
  badge: described(z.nullable(text('Badge', { max: PRODUCT_LIMITS.badge })), `Highlight text, e.g. "Editor's Choice"; null for none.`),
  // Read as the retailer prints it or in lower case: trimmed and upper-cased before the rule.
  amazonAsin: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.regex(ASIN_PATTERN, PRODUCT_MESSAGES.asin), z.describe('The 10-character Amazon ASIN.')),
  features: list('Features', 'Selling points, one short phrase each.'),
  bulldogFitNotes: list('Fit notes', 'Notes on fit for bulldog necks (REST: bulldog_fit_notes).'),
  material: text('Material', {
    max: PRODUCT_LIMITS.material,
    required: true,
    description: 'What the collar is made of, e.g. "Full-grain leather".',
  }),
  width: text('Width', { max: PRODUCT_LIMITS.width, required: true, description: 'Display width, e.g. 1.5".' }),
  reflective: described(z.boolean(), 'Has reflective stitching or trim.'),
  waterproof: described(z.boolean(), 'Can get wet without harm.'),
  machineWashable: described(z.boolean(), 'Can go in the washing machine.'),
  bestFor: text('Best for', {
    max: PRODUCT_LIMITS.bestFor,
    required: true,
    description: 'Who it suits best, e.g. "Adult English bulldogs, everyday wear".',
  }),
  breeds: withFieldMessage(
    z.array(breedSchema).check(
      z.maxLength(3),
      z.refine((breeds) => new Set(breeds).size === breeds.length),
      z.describe('The bulldog breeds the collar suits, as the owner judged it; empty until said.'),
    ),
    PRODUCT_MESSAGES.breeds,
  ),
  freeShipping: described(z.boolean(), 'The retailer ships this collar free.'),
  sizes: withFieldMessage(
    z
      .array(collarSizeSchema)
      .check(z.maxLength(PRODUCT_LIMITS.listItems), z.describe('Sizes sold, smallest first, with the neck range each fits.')),
    PRODUCT_MESSAGES.sizes,
  ),
  verdict: described(
    z.nullable(text('Verdict', { max: PRODUCT_LIMITS.verdict, multiLine: true })),
    'Our verdict in one sentence; null until the collar is reviewed.',
  ),
  scores: withFieldMessage(
    described(
      z.nullable(reviewScoresSchema),
      'Marks out of 10 (steps of 0.1) on the five criteria; null until reviewed. See editorialScore.',
    ),
    PRODUCT_MESSAGES.scores,
  ),
  testNotes: withFieldMessage(
    described(z.nullable(testNotesSchema), 'Our wear test: days, dog and findings; null until reviewed.'),
    PRODUCT_MESSAGES.testNotes,
  ),
  pros: list('Pros', 'What the collar does well, one phrase each.'),
  cons: list('Cons', 'Its weaknesses, one phrase each.'),
});

/** What a save may send besides the fields: an Amazon link in place of the ASIN, and the archived state. */
export const productSaveExtrasSchema = z.object({
  amazonUrl: z
    .string()
    .check(
      z.maxLength(2000, PRODUCT_MESSAGES.amazonUrl),
      z.describe('An Amazon product link instead of amazonAsin: the ASIN is taken from it (only real Amazon hosts).'),
    ),
  archived: described(z.boolean(), 'true archives (hidden from the public, kept), false brings it back.'),
});

/** The editable fields of a product, as the GraphQL input and the domain name them. */
export type ProductDraft = z.output<typeof productSchema>;

export type ProductDraftErrors = Partial<Record<keyof ProductDraft | 'amazonUrl', string>>;

/** The description of a product field, for the GraphQL types (written once, here). */
export const productFieldDescription = (field: keyof ProductDraft): string | undefined => descriptionOf(productSchema.shape[field]);

/** The names of the editable fields, in the schema's order. */
export const PRODUCT_FIELDS = Object.keys(productSchema.def.shape) as (keyof ProductDraft)[];

/**
 * "1204", "1,204" or "1 204" (a space, no-break or narrow no-break space groups thousands too): digits, grouped by
 * threes with one separator throughout, or not grouped.
 */
const COUNT_PATTERN = /^(?:\d{1,3}([, \u00a0\u202f])\d{3}(?:\1\d{3})*|\d+)$/;

/**
 * A review count as the retailer prints it ("1,204", "1 204" or "1204") as a number; NaN when the text is not a
 * whole number, so {@link validateProductDraft} names it. The form and the REST adapter read counts through this.
 */
export function readCount(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return COUNT_PATTERN.test(text) ? Number(text.replace(/\D/g, '')) : Number.NaN;
}

/**
 * Field-by-field problems with a whole product (empty object when it can be saved). The admin form and the server
 * use the same schema; the server checks the merged state of every save, so a partial update is held to it too.
 */
export function validateProductDraft(draft: ProductDraft): ProductDraftErrors {
  return fieldErrors(productSchema, draft);
}
