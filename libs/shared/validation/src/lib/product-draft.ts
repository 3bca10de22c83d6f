import { isValidAsin } from '@bcg/shared/affiliate-links';
import { isValidMark, type CollarSize, type CriterionScores, type TestNotes } from '@bcg/shared/reviews';
import { hasControlCharacters } from './plain-text';
import { SLUG_PATTERN } from './slug';
import type { Breed } from '@bcg/shared/sizing';

/** The editable fields of a product, as the GraphQL input and the domain name them (REST: `bulldog_fit_notes`). */
export interface ProductDraft {
  name: string;
  slug: string;
  description: string;
  price: string;
  rating: string;
  reviewCount: number;
  imageUrl: string;
  /** What the photo shows, for people who cannot see it (the img alt); empty: the product's name stands in. */
  imageAlt: string;
  badge: string | null;
  amazonAsin: string;
  features: string[];
  bulldogFitNotes: string[];
  material: string;
  width: string;
  reflective: boolean;
  waterproof: boolean;
  machineWashable: boolean;
  bestFor: string;
  /** The breeds the collar suits (breed keys); empty until the owner says. */
  breeds: Breed[];
  /** The retailer ships it free. */
  freeShipping: boolean;
  sizes: CollarSize[];
  verdict: string | null;
  scores: CriterionScores | null;
  testNotes: TestNotes | null;
  pros: string[];
  cons: string[];
}

export type ProductDraftErrors = Partial<Record<keyof ProductDraft | 'amazonUrl', string>>;

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
} as const;

export const PRODUCT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  oneLine: (label: string) => `${label} must be plain text on one line`,
  price: 'Price must be an amount in dollars, e.g. $34.99',
  rating: 'Rating must be a number from 0 to 5 with at most one decimal, e.g. 4.7',
  reviewCount: 'Review count must be a whole number, 0 or more, e.g. 1,204',
  imageUrl: 'Image must be a path on this site, e.g. /images/collars/name.svg',
  asin: 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q)',
  amazonUrl: 'Enter an Amazon product link (amazon.com/dp/…): other sites are not accepted',
  slug: 'Slug must be lower-case words joined by hyphens (a-z, 0-9)',
  list: (label: string) =>
    `${label}: at most ${PRODUCT_LIMITS.listItems} entries of 1 to ${PRODUCT_LIMITS.listItem} characters on one line`,
  sizes: 'Each size needs a label and a neck range in inches (min at most max, both above 0)',
  scores: 'Scores need all five marks, each 0 to 10 in steps of 0.1',
  breeds: 'Breeds must be english, french or american, each at most once',
  testNotes: 'Test notes need days worn, the dog (name, breed, age, neck, weight) and findings',
} as const;

/** What a product without a photo shows: the neutral collar drawing. */
export const DEFAULT_PRODUCT_IMAGE = '/images/collars/default.svg';

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

/** "$34.99" or "$1,299.00": a dollar sign, whole dollars (thousands grouped or not) and cents. */
const PRICE_PATTERN = /^\$(?:\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d{2})?$/;
const RATING_PATTERN = /^(?:[0-4](?:\.\d)?|5(?:\.0)?)$/;
const BREEDS = new Set(['english', 'french', 'american']);

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function textProblem(value: string, label: string, max: number, required: boolean, oneLine = true): string | undefined {
  const text = value.trim();
  if (!text) return required ? PRODUCT_MESSAGES.required(label) : undefined;
  if (text.length > max) return PRODUCT_MESSAGES.tooLong(label, max);
  if (oneLine && hasControlCharacters(text)) return PRODUCT_MESSAGES.oneLine(label);
  return undefined;
}

const validList = (items: readonly string[]) =>
  items.length <= PRODUCT_LIMITS.listItems &&
  items.every((item) => item.trim().length > 0 && item.length <= PRODUCT_LIMITS.listItem && !hasControlCharacters(item));

const validSizes = (sizes: readonly CollarSize[]) =>
  sizes.length <= PRODUCT_LIMITS.listItems &&
  sizes.every(
    (size) =>
      typeof size?.label === 'string' &&
      size.label.trim().length > 0 &&
      size.label.length <= 40 &&
      positive(size.neckIn?.min) &&
      positive(size.neckIn?.max) &&
      size.neckIn.min <= size.neckIn.max,
  );

const validScores = (scores: CriterionScores) =>
  (['safetyDurability', 'comfortFit', 'customerSatisfaction', 'value', 'features'] as const).every(
    (key) => typeof scores?.[key] === 'number' && isValidMark(scores[key]),
  );

const validTestNotes = (notes: TestNotes) =>
  Number.isInteger(notes?.daysWorn) &&
  notes.daysWorn > 0 &&
  typeof notes.dog?.name === 'string' &&
  notes.dog.name.trim().length > 0 &&
  BREEDS.has(notes.dog.breed) &&
  positive(notes.dog.ageYears) &&
  positive(notes.dog.neckIn) &&
  positive(notes.dog.weightLbs) &&
  Array.isArray(notes.findings) &&
  validList(notes.findings);

/**
 * Field-by-field problems with a whole product (empty object when it can be saved). The admin form and the server
 * use the same rules; the server checks the merged state of every save, so a partial update is held to them too.
 */
export function validateProductDraft(draft: ProductDraft): ProductDraftErrors {
  const errors: ProductDraftErrors = {};
  const set = (field: keyof ProductDraftErrors, problem: string | undefined) => {
    if (problem && !errors[field]) errors[field] = problem;
  };
  set('name', textProblem(draft.name, 'Name', PRODUCT_LIMITS.name, true));
  set('description', textProblem(draft.description, 'Description', PRODUCT_LIMITS.description, true, false));
  set('material', textProblem(draft.material, 'Material', PRODUCT_LIMITS.material, true));
  set('width', textProblem(draft.width, 'Width', PRODUCT_LIMITS.width, true));
  set('bestFor', textProblem(draft.bestFor, 'Best for', PRODUCT_LIMITS.bestFor, true));
  set('imageAlt', textProblem(draft.imageAlt ?? '', 'Photo description', PRODUCT_LIMITS.imageAlt, false));
  if (draft.badge !== null) set('badge', textProblem(draft.badge, 'Badge', PRODUCT_LIMITS.badge, false));
  if (draft.verdict !== null) set('verdict', textProblem(draft.verdict, 'Verdict', PRODUCT_LIMITS.verdict, false, false));
  if (!(draft.slug.length <= PRODUCT_LIMITS.slug && SLUG_PATTERN.test(draft.slug))) set('slug', PRODUCT_MESSAGES.slug);
  if (!PRICE_PATTERN.test(draft.price)) set('price', PRODUCT_MESSAGES.price);
  if (!RATING_PATTERN.test(draft.rating)) set('rating', PRODUCT_MESSAGES.rating);
  if (!Number.isInteger(draft.reviewCount) || draft.reviewCount < 0 || draft.reviewCount > 2 ** 31 - 1)
    set('reviewCount', PRODUCT_MESSAGES.reviewCount);
  // Same-origin paths only: a page never loads a product image from another host.
  if (!/^\/(?![/\\])\S*$/.test(draft.imageUrl) || draft.imageUrl.length > PRODUCT_LIMITS.imageUrl)
    set('imageUrl', PRODUCT_MESSAGES.imageUrl);
  if (!isValidAsin(draft.amazonAsin)) set('amazonAsin', PRODUCT_MESSAGES.asin);
  if (!validList(draft.features)) set('features', PRODUCT_MESSAGES.list('Features'));
  if (!validList(draft.bulldogFitNotes)) set('bulldogFitNotes', PRODUCT_MESSAGES.list('Fit notes'));
  if (!validList(draft.pros)) set('pros', PRODUCT_MESSAGES.list('Pros'));
  if (!validList(draft.cons)) set('cons', PRODUCT_MESSAGES.list('Cons'));
  if (!validSizes(draft.sizes)) set('sizes', PRODUCT_MESSAGES.sizes);
  if (!(Array.isArray(draft.breeds) && draft.breeds.every((b) => BREEDS.has(b)) && new Set(draft.breeds).size === draft.breeds.length))
    set('breeds', PRODUCT_MESSAGES.breeds);
  if (draft.scores !== null && !validScores(draft.scores)) set('scores', PRODUCT_MESSAGES.scores);
  if (draft.testNotes !== null && !validTestNotes(draft.testNotes)) set('testNotes', PRODUCT_MESSAGES.testNotes);
  return errors;
}
