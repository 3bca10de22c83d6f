import { breedSchema, collarSizeSchema, productSaveExtrasSchema, productSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';
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
        z.describe('true while the price was checked within PRICE_MAX_AGE_HOURS; false: show "Check price on Amazon" instead of price.'),
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
  })
  .check(z.describe('A tested collar: its listing fields, then the review fields.'));

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
