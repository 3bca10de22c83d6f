import { breedSchema, collarSizeSchema, productSaveExtrasSchema, productSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { AVAILABILITY_TYPES } from '@bcg/server/catalogue';
import { intBetween } from '@bcg/server/core';
import { DEFAULT_PRICE_HISTORY_DAYS, MAX_PRICE_HISTORY_DAYS } from '@bcg/server/retailer';
import { IdParams, MAX_ID, PAGE_QUERY } from './common-schemas';

const Breed = breedSchema;

/** `GET /api/products`: the window of the list, and optionally only the collars suited to one breed. */
export const ProductsQuery = z.object({
  ...PAGE_QUERY,
  breed: z.optional(Breed.check(z.describe('Only the collars the owner says suit this breed (english, french or american).'))),
});

export const CollarSize = collarSizeSchema;

/** The schema's fields in an answer, in the legacy order; their descriptions are the schema's, written once. */
const field = productSchema.shape;

export const Product = z
  .object({
    id: z.int(),
    name: field.name,
    description: field.description,
    price: field.price,
    rating: field.rating,
    reviewCount: field.reviewCount,
    imageUrl: field.imageUrl,
    imageAlt: field.imageAlt,
    badge: field.badge,
    amazonAsin: field.amazonAsin,
    features: field.features,
    bulldog_fit_notes: field.bulldogFitNotes,
    material: field.material,
    width: field.width,
    reflective: field.reflective,
    waterproof: field.waterproof,
    machineWashable: field.machineWashable,
    bestFor: field.bestFor,
    breeds: field.breeds,
    freeShipping: field.freeShipping,
    priceCheckedAt: z
      .nullable(z.iso.datetime())
      .check(z.describe('When the price was last checked at the retailer; null if it never was (demo prices).')),
    priceIsFresh: z
      .boolean()
      .check(
        z.describe(
          'true while `price` may be shown: checked within PRICE_MAX_AGE_HOURS, and the collar can be bought (`availability` not OUT_OF_STOCK or UNAVAILABLE); false: show "Check price on Amazon" (or that it is out of stock) instead of price.',
        ),
      ),
    slug: field.slug,
    editorialScore: z
      .nullable(z.number().check(z.minimum(0), z.maximum(10)))
      .check(z.describe('Our score out of 10: the weighted mean of `scores` (one decimal); null until the collar is reviewed.')),
    scores: field.scores,
    verdict: field.verdict,
    testNotes: field.testNotes,
    pros: field.pros,
    cons: field.cons,
    sizes: field.sizes,
    availability: z
      .nullable(
        z.object({
          type: z
            .enum(AVAILABILITY_TYPES)
            .check(z.describe('IN_STOCK, IN_STOCK_SCARCE, OUT_OF_STOCK, PREORDER, BACKORDER, UNAVAILABLE or UNKNOWN.')),
          message: z
            .nullable(z.string())
            .check(z.describe('The retailer\'s own words, e.g. "Temporarily out of stock."; null when it gave none.')),
          checkedAt: z.iso.datetime().check(z.describe('When the retailer said so.')),
        }),
      )
      .check(
        z.describe(
          "The retailer's availability at its last successful check; null while never checked. OUT_OF_STOCK and UNAVAILABLE: the collar cannot be bought now, and its price is not shown.",
        ),
      ),
  })
  .check(z.describe('A tested collar: its listing fields, then the review fields.'));

/** `GET /api/products/{slug}/price-history`: how many days back, 1 to 365 (90 when left out). */
export const PriceHistoryQuery = z.object({
  days: z.optional(
    intBetween('days', 1, MAX_PRICE_HISTORY_DAYS).check(
      z.describe(`How many days back, 1 to ${MAX_PRICE_HISTORY_DAYS} (${DEFAULT_PRICE_HISTORY_DAYS} when left out).`),
    ),
  ),
});

const PricePoint = z
  .object({
    amount: z.number().check(z.describe("The price in the currency's main unit, e.g. 34.99.")),
    currency: z.string().check(z.describe('ISO 4217, e.g. USD.')),
    observedAt: z.iso.datetime().check(z.describe('When the sync first saw this price.')),
  })
  .check(z.describe('A price we saw at the retailer.'));

export const PriceHistoryAnswer = z
  .object({
    days: z.int().check(z.describe('The window asked for, in days back from now.')),
    points: z.array(PricePoint).check(z.describe('Every price change we saw in the window, oldest first.')),
    lowest: z.nullable(PricePoint).check(z.describe('The lowest of the points (the earliest of equals); null without points.')),
    current: z
      .nullable(PricePoint)
      .check(z.describe("The newest point while the collar's price is shown (fresh, and the collar can be bought); else null.")),
  })
  .check(z.describe('The prices we saw at Amazon in the last `days` days, from our own checks.'));

export const ProductAnswer = z.object({ success: z.literal(true), product: Product });

export const ProductSlugParams = z.object({
  slug: z.string().check(z.describe('The review page slug: lower-case words joined by hyphens. Any other text is "Product not found".')),
});

const { bulldogFitNotes, reviewCount, ...editable } = productSchema.shape;

/**
 * The editor's body (POST creates, PATCH changes the fields sent): the product schema's fields, each optional, under
 * the public GET names (`bulldog_fit_notes`); a new product is checked whole by the service.
 */
export const ProductBody = z.object({
  ...Object.fromEntries(Object.entries(editable).map(([key, schema]) => [key, z.optional(schema)])),
  reviewCount: z.optional(
    z
      .union([reviewCount, z.string().check(z.maxLength(20))])
      .check(z.describe('Retailer reviews behind the rating: a number, or text as printed ("1,204", "1 204").')),
  ),
  bulldog_fit_notes: z.optional(bulldogFitNotes),
  amazonUrl: z.optional(productSaveExtrasSchema.shape.amazonUrl),
  archived: z.optional(productSaveExtrasSchema.shape.archived),
}) as z.ZodMiniObject<
  { [K in keyof typeof editable]: z.ZodMiniOptional<(typeof editable)[K]> } & {
    reviewCount: z.ZodMiniOptional<z.ZodMiniUnion<[typeof reviewCount, z.ZodMiniString]>>;
    bulldog_fit_notes: z.ZodMiniOptional<typeof bulldogFitNotes>;
    amazonUrl: z.ZodMiniOptional<typeof productSaveExtrasSchema.shape.amazonUrl>;
    archived: z.ZodMiniOptional<typeof productSaveExtrasSchema.shape.archived>;
  }
>;

export const AdminProduct = z
  .object({
    ...Product.shape,
    rank: z.int().check(z.describe('Catalogue order: the first three public ones are the top picks.')),
    archivedAt: z.nullable(z.iso.datetime()).check(z.describe('null while public.')),
    updatedAt: z.iso.datetime(),
  })
  .check(z.describe('A product as the editor sees it: the public fields, its place in the order and its archived state.'));

export const ProductRevisionParams = z.object({
  id: IdParams.shape.id,
  revisionId: z.int().check(z.minimum(1), z.maximum(MAX_ID), z.describe('A revision of this product.')),
});
