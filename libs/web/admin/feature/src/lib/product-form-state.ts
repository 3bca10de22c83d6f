import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import {
  extractAsin,
  DEFAULT_PRODUCT_IMAGE,
  PRODUCT_MESSAGES,
  readCount,
  validateProductDraft,
  type ProductDraft,
  type ProductDraftErrors,
} from '@bcg/shared/validation';

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
  /** What the photo shows, for people who cannot see it. */
  imageAlt: string;
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
  /** The wear test, field by field; all empty for none. */
  testNotes: TestNotesFormState;
  pros: string;
  cons: string;
  archived: boolean;
}

/** The wear test as its inputs hold it: numbers as typed, the findings one per line. */
export interface TestNotesFormState {
  daysWorn: string;
  dogName: string;
  /** A breed key ("french"), empty until chosen. */
  dogBreed: Breed | '';
  dogAgeYears: string;
  dogWeightLbs: string;
  dogNeckIn: string;
  findings: string;
}

export const EMPTY_TEST_NOTES: TestNotesFormState = {
  daysWorn: '',
  dogName: '',
  dogBreed: '',
  dogAgeYears: '',
  dogWeightLbs: '',
  dogNeckIn: '',
  findings: '',
};

/** The form's own name of each wear-test input, under which its problem is shown. */
export type TestNotesErrors = Partial<Record<keyof TestNotesFormState, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  name: '',
  slug: '',
  description: '',
  price: '',
  rating: '',
  reviewCount: '0',
  imageUrl: '',
  imageAlt: '',
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
  testNotes: EMPTY_TEST_NOTES,
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

const positiveNumber = (text: string) => (/^\d+(?:\.\d+)?$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/**
 * The wear test from its fields: null when every field is empty, otherwise the notes, or the problem of each field
 * left empty or unreadable (the shared rule then checks the whole, as the server does).
 */
function readTestNotes(form: TestNotesFormState): { notes: TestNotes | null; errors: TestNotesErrors } {
  if (Object.values(form).every((value) => value.trim() === '')) return { notes: null, errors: {} };
  const errors: TestNotesErrors = {};
  const days = form.daysWorn.trim();
  if (!/^\d+$/.test(days) || Number(days) < 1) errors.daysWorn = 'Days worn must be a whole number, 1 or more';
  if (!form.dogName.trim()) errors.dogName = "Enter the test dog's name";
  if (!form.dogBreed) errors.dogBreed = "Choose the test dog's breed";
  const ageYears = positiveNumber(form.dogAgeYears);
  if (ageYears === null) errors.dogAgeYears = 'Age must be a number of years above 0, e.g. 2.5';
  const weightLbs = positiveNumber(form.dogWeightLbs);
  if (weightLbs === null) errors.dogWeightLbs = 'Weight must be a number of pounds above 0, e.g. 52';
  const neckIn = positiveNumber(form.dogNeckIn);
  if (neckIn === null) errors.dogNeckIn = 'Neck must be a number of inches above 0, e.g. 17.5';
  const findings = lines(form.findings);
  if (findings.length === 0) errors.findings = 'Write at least one finding, one per line';
  if (Object.keys(errors).length > 0 || !form.dogBreed) return { notes: null, errors };
  return {
    notes: {
      daysWorn: Number(days),
      dog: { name: form.dogName.trim(), breed: form.dogBreed, ageYears: ageYears ?? 0, neckIn: neckIn ?? 0, weightLbs: weightLbs ?? 0 },
      findings,
    },
    errors,
  };
}

/** A stored wear test in the form's terms (the API names the breed "ENGLISH", the shared rules "english"). */
function testNotesFormOf(notes: TestNotes | null): TestNotesFormState {
  if (!notes) return EMPTY_TEST_NOTES;
  return {
    daysWorn: String(notes.daysWorn),
    dogName: notes.dog.name,
    dogBreed: String(notes.dog.breed).toLowerCase() as Breed,
    dogAgeYears: String(notes.dog.ageYears),
    dogWeightLbs: String(notes.dog.weightLbs),
    dogNeckIn: String(notes.dog.neckIn),
    findings: notes.findings.join('\n'),
  };
}

/** A stored product (as the admin query returns it) in the form's terms. */
export function formStateOf(
  product: Omit<ProductDraft, 'testNotes' | 'breeds'> & {
    breeds: readonly string[];
    testNotes: { daysWorn: number; dog: Omit<TestNotes['dog'], 'breed'> & { breed: string }; findings: string[] } | null;
    archivedAt?: unknown;
  },
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
    testNotes: testNotesFormOf(product.testNotes as TestNotes | null),
    archived: Boolean(product.archivedAt),
  };
}

/**
 * The form as a mutation input plus the problems the shared rules find in it (the server checks the same rules, and
 * the unique slug and ASIN). An empty slug lets the server make one from the name.
 */
export function readProductForm(form: ProductFormState): {
  input: Record<string, unknown>;
  errors: ProductDraftErrors & TestNotesErrors;
} {
  const errors: ProductDraftErrors & TestNotesErrors = {};
  const amazon = form.amazon.trim();
  const isLink = /^https?:\/\//i.test(amazon);
  const asin = extractAsin(amazon);
  if (!asin)
    errors.amazonAsin = isLink
      ? PRODUCT_MESSAGES.amazonUrl
      : 'Enter a 10-character Amazon ASIN (e.g. B0CX7K2M9Q) or an Amazon product link';
  const sizes = parseSizes(form.sizes);
  const scores = parseScores(form.scores);
  const testNotes = readTestNotes(form.testNotes);
  const draft: ProductDraft = {
    name: form.name,
    slug: form.slug.trim(),
    description: form.description,
    price: form.price.trim(),
    rating: form.rating.trim(),
    reviewCount: readCount(form.reviewCount),
    // Empty: a new product shows the default drawing until its photo is uploaded (the server fills it in).
    imageUrl: form.imageUrl.trim() || DEFAULT_PRODUCT_IMAGE,
    imageAlt: form.imageAlt.trim(),
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
    testNotes: testNotes.notes,
    pros: lines(form.pros),
    cons: lines(form.cons),
  };
  // The form's own reading of the ASIN field says more than the shared rule's "not an ASIN".
  Object.assign(errors, validateProductDraft({ ...draft, slug: draft.slug || 'from-the-name' }), { ...errors });
  if (sizes === null) errors.sizes = 'One size per line, as "M: 14-18" (neck inches)';
  if (scores === undefined) errors.scores = 'Fill in all five marks, or none';
  Object.assign(errors, testNotes.errors);
  const { amazonAsin, slug, testNotes: notes, ...rest } = draft;
  const input = {
    ...rest,
    ...(form.imageUrl.trim() ? {} : { imageUrl: undefined }),
    breeds: rest.breeds.map((breed) => breed.toUpperCase()),
    testNotes: notes ? { ...notes, dog: { ...notes.dog, breed: notes.dog.breed.toUpperCase() } } : null,
    ...(slug ? { slug } : {}),
    ...(isLink ? { amazonUrl: amazon } : { amazonAsin }),
    archived: form.archived,
  };
  return { input, errors };
}
