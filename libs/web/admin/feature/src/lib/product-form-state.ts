import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import { extractAsin, validateProductDraft, type ProductDraft, type ProductDraftErrors } from '@bcg/shared/validation';

/** The five marks, in the order the form shows them. */
export const SCORE_KEYS = ['safetyDurability', 'comfortFit', 'customerSatisfaction', 'value', 'features'] as const;

/** The product editor's fields as the inputs hold them (text, one list entry per line, checkboxes). */
export interface ProductFormState {
  name: string;
  slug: string;
  description: string;
  price: string;
  rating: string;
  reviewCount: string;
  imageUrl: string;
  badge: string;
  /** An ASIN or an Amazon product link. */
  amazon: string;
  features: string;
  bulldogFitNotes: string;
  material: string;
  width: string;
  reflective: boolean;
  waterproof: boolean;
  machineWashable: boolean;
  bestFor: string;
  /** The breeds the collar suits, as the shared rules name them ("french"). */
  breeds: Breed[];
  freeShipping: boolean;
  /** One size per line: "M: 14-18". */
  sizes: string;
  verdict: string;
  scores: Record<(typeof SCORE_KEYS)[number], string>;
  /** JSON of the wear test, empty for none. */
  testNotes: string;
  pros: string;
  cons: string;
  archived: boolean;
}

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  name: '',
  slug: '',
  description: '',
  price: '',
  rating: '',
  reviewCount: '0',
  imageUrl: '',
  badge: '',
  amazon: '',
  features: '',
  bulldogFitNotes: '',
  material: '',
  width: '',
  reflective: false,
  waterproof: false,
  machineWashable: false,
  bestFor: '',
  breeds: [],
  freeShipping: false,
  sizes: '',
  verdict: '',
  scores: { safetyDurability: '', comfortFit: '', customerSatisfaction: '', value: '', features: '' },
  testNotes: '',
  pros: '',
  cons: '',
  archived: false,
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const SIZE_LINE = /^(.+?):\s*([\d.]+)\s*[-–]\s*([\d.]+)$/;

/** The form's sizes, or null when a line does not read as "label: min-max". */
function parseSizes(text: string): CollarSize[] | null {
  const sizes: CollarSize[] = [];
  for (const line of lines(text)) {
    const match = SIZE_LINE.exec(line);
    if (!match) return null;
    sizes.push({ label: (match[1] ?? '').trim(), neckIn: { min: Number(match[2]), max: Number(match[3]) } });
  }
  return sizes;
}

function parseScores(scores: ProductFormState['scores']): CriterionScores | null | undefined {
  const values = SCORE_KEYS.map((key) => scores[key].trim());
  if (values.every((value) => value === '')) return null;
  if (values.some((value) => value === '' || Number.isNaN(Number(value)))) return undefined;
  return Object.fromEntries(SCORE_KEYS.map((key) => [key, Number(scores[key])])) as unknown as CriterionScores;
}

/** The wear test JSON with the breed as the shared rules name it ("english"); the GraphQL enum is "ENGLISH". */
function parseTestNotes(text: string): TestNotes | null | undefined {
  if (!text.trim()) return null;
  try {
    const notes = JSON.parse(text) as TestNotes;
    const breed = String(notes?.dog?.breed ?? '').toLowerCase() as TestNotes['dog']['breed'];
    return notes?.dog ? { ...notes, dog: { ...notes.dog, breed } } : notes;
  } catch {
    return undefined;
  }
}

/** A stored product (as the admin query returns it) in the form's terms. */
export function formStateOf(
  product: Omit<ProductDraft, 'testNotes' | 'breeds'> & { breeds: readonly string[]; testNotes: object | null; archivedAt?: unknown },
): ProductFormState {
  return {
    ...product,
    reviewCount: String(product.reviewCount),
    breeds: product.breeds.map((breed) => breed.toLowerCase() as Breed),
    badge: product.badge ?? '',
    amazon: product.amazonAsin,
    features: product.features.join('\n'),
    bulldogFitNotes: product.bulldogFitNotes.join('\n'),
    pros: product.pros.join('\n'),
    cons: product.cons.join('\n'),
    sizes: product.sizes.map((size) => `${size.label}: ${size.neckIn.min}-${size.neckIn.max}`).join('\n'),
    verdict: product.verdict ?? '',
    scores: Object.fromEntries(
      SCORE_KEYS.map((key) => [key, product.scores ? String(product.scores[key]) : '']),
    ) as ProductFormState['scores'],
    testNotes: product.testNotes ? JSON.stringify(stripTypename(product.testNotes), null, 2) : '',
    archived: Boolean(product.archivedAt),
  };
}

/** Apollo adds __typename to every object it returns; an input type refuses it. */
function stripTypename<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === '__typename' ? undefined : inner))) as T;
}

/**
 * The form as a mutation input plus the problems the shared rules find in it (the server checks the same rules, and
 * the unique slug and ASIN). An empty slug lets the server make one from the name.
 */
export function readProductForm(form: ProductFormState): { input: Record<string, unknown>; errors: ProductDraftErrors } {
  const errors: ProductDraftErrors = {};
  const amazon = form.amazon.trim();
  const isLink = /^https?:\/\//i.test(amazon);
  const asin = extractAsin(amazon);
  if (!asin)
    errors.amazonAsin = isLink
      ? 'Enter an Amazon product link (amazon.com/dp/…): other sites are not accepted'
      : 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q) or an Amazon product link';
  const sizes = parseSizes(form.sizes);
  const scores = parseScores(form.scores);
  const testNotes = parseTestNotes(form.testNotes);
  const draft: ProductDraft = {
    name: form.name,
    slug: form.slug.trim(),
    description: form.description,
    price: form.price.trim(),
    rating: form.rating.trim(),
    reviewCount: Number(form.reviewCount),
    imageUrl: form.imageUrl.trim(),
    badge: form.badge.trim() || null,
    amazonAsin: asin ?? '',
    features: lines(form.features),
    bulldogFitNotes: lines(form.bulldogFitNotes),
    material: form.material,
    width: form.width,
    reflective: form.reflective,
    waterproof: form.waterproof,
    machineWashable: form.machineWashable,
    bestFor: form.bestFor,
    breeds: form.breeds,
    freeShipping: form.freeShipping,
    sizes: sizes ?? [],
    verdict: form.verdict.trim() || null,
    scores: scores ?? null,
    testNotes: testNotes ?? null,
    pros: lines(form.pros),
    cons: lines(form.cons),
  };
  // The form's own reading of the ASIN field says more than the shared rule's "not an ASIN".
  Object.assign(errors, validateProductDraft({ ...draft, slug: draft.slug || 'from-the-name' }), { ...errors });
  if (sizes === null) errors.sizes = 'One size per line, as "M: 14-18" (neck inches)';
  if (scores === undefined) errors.scores = 'Fill in all five marks, or none';
  if (testNotes === undefined) errors.testNotes = 'Test notes must be valid JSON, or empty';
  const { amazonAsin, slug, testNotes: notes, ...rest } = draft;
  const input = {
    ...rest,
    breeds: rest.breeds.map((breed) => breed.toUpperCase()),
    testNotes: notes ? { ...notes, dog: { ...notes.dog, breed: notes.dog.breed.toUpperCase() } } : null,
    ...(slug ? { slug } : {}),
    ...(isLink ? { amazonUrl: amazon } : { amazonAsin }),
    archived: form.archived,
  };
  return { input, errors };
}
