import type { Product, ProductImageData } from '@bcg/server/catalog';
import type { Article, Faq } from '@bcg/server/content';
import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import { z } from 'zod';

/*
 * The catalogue file: what GET /api/admin/export writes and POST /api/admin/import reads. Field names are those of
 * the public GET answers (`bulldog_fit_notes`, `price` as "$34.99", articles with `markdown`), so a file can be read
 * and edited with the REST documentation at hand. Shapes are checked here (types, so the rules never meet a number
 * where they expect text); the rules themselves (lengths, price format, ASIN, slugs) are the editor services', the
 * one place they live.
 */

/** Names the kind of file, so a subscriber CSV or another site's JSON is refused by name. */
export const CATALOGUE_FORMAT = 'bulldog-collar-guide/catalogue';
/** Raised when a field changes meaning; an import refuses a version it does not know. */
export const CATALOGUE_FORMAT_VERSION = 1;

/** A product as exported: the public fields, its place in the order, its archived state and its photo's renditions. */
export interface ExportedProduct {
  order: number;
  slug: string;
  name: string;
  description: string;
  price: string;
  priceCheckedAt: string | null;
  rating: string;
  reviewCount: number;
  imageUrl: string;
  imageAlt: string;
  /** The uploaded photo's renditions (files under UPLOAD_DIR, which the export does not carry); null for none. */
  image: ProductImageData | null;
  badge: string | null;
  amazonAsin: string;
  features: string[];
  bulldog_fit_notes: string[];
  material: string;
  width: string;
  reflective: boolean;
  waterproof: boolean;
  machineWashable: boolean;
  bestFor: string;
  breeds: Breed[];
  freeShipping: boolean;
  sizes: CollarSize[];
  verdict: string | null;
  scores: CriterionScores | null;
  testNotes: TestNotes | null;
  pros: string[];
  cons: string[];
  archived: boolean;
  archivedAt: string | null;
}

/** An article as exported: the editor's fields, its publication state and dates; the body as Markdown and as HTML. */
export interface ExportedArticle {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  metaDescription: string;
  /** The editor's source; null for a body written as HTML (the seed's, generated drafts): `content` is then the body. */
  markdown: string | null;
  /** The body as readers get it (sanitised, retailer links tagged). */
  content: string;
  targetKeywords: string[];
  seoKeywords: string[];
  imageUrl: string | null;
  /** The uploaded cover's renditions (files under UPLOAD_DIR, not in the file); null for none. */
  image: ProductImageData | null;
  author: string;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedFaq {
  order: number;
  question: string;
  answer: string;
}

export interface CatalogueDocument {
  format: typeof CATALOGUE_FORMAT;
  formatVersion: typeof CATALOGUE_FORMAT_VERSION;
  exportedAt: string;
  products: ExportedProduct[];
  articles: ExportedArticle[];
  faqs: ExportedFaq[];
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** `order` is the product's place in the catalogue (1 first), not its stored rank, which may have gaps. */
export function exportProduct(product: Product, order: number): ExportedProduct {
  return {
    order,
    slug: product.slug,
    name: product.name,
    description: product.description,
    price: product.price,
    priceCheckedAt: iso(product.priceCheckedAt),
    rating: product.rating,
    reviewCount: product.reviewCount,
    imageUrl: product.imageUrl,
    imageAlt: product.imageAlt,
    image: product.image,
    badge: product.badge,
    amazonAsin: product.amazonAsin,
    features: product.features,
    bulldog_fit_notes: product.bulldogFitNotes,
    material: product.material,
    width: product.width,
    reflective: product.reflective,
    waterproof: product.waterproof,
    machineWashable: product.machineWashable,
    bestFor: product.bestFor,
    breeds: product.breeds,
    freeShipping: product.freeShipping,
    sizes: product.sizes,
    verdict: product.verdict,
    scores: product.scores,
    testNotes: product.testNotes,
    pros: product.pros,
    cons: product.cons,
    archived: product.archivedAt !== null,
    archivedAt: iso(product.archivedAt),
  };
}

/** `content` must be the body as readers get it (ArticleService output), never the stored text unsanitised. */
export function exportArticle(article: Article): ExportedArticle {
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    metaDescription: article.metaDescription,
    markdown: article.markdown,
    content: article.content,
    targetKeywords: article.targetKeywords,
    seoKeywords: article.seoKeywords,
    imageUrl: article.imageUrl,
    image: article.image,
    author: article.author,
    published: article.published,
    publishedAt: iso(article.publishedAt),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}

export const exportFaq = (faq: Faq, order: number): ExportedFaq => ({ order, question: faq.question, answer: faq.answer });

// --- Reading a file -------------------------------------------------------------------------------------------

const text = z.string();
const texts = z.array(z.string()).max(1000);
const number = z.number().finite();
const time = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });

const ImageDataRow = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/, 'must be the 32-character hash of an uploaded photo'),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  widths: z.array(z.number().int().min(1).max(20_000)).min(1).max(10),
  formats: z
    .array(z.enum(['avif', 'webp']))
    .min(1)
    .max(2),
});

/** A product row: every field may be left out (an update changes the fields given; the editor says what a new one needs). */
export const ProductRow = z.object({
  slug: text.optional(),
  name: text.optional(),
  description: text.optional(),
  price: text.optional(),
  priceCheckedAt: time.nullable().optional(),
  rating: text.optional(),
  reviewCount: z.number().int().optional(),
  imageUrl: text.optional(),
  imageAlt: text.optional(),
  image: ImageDataRow.nullable().optional(),
  badge: text.nullable().optional(),
  amazonAsin: text.optional(),
  amazonUrl: text.optional(),
  features: texts.optional(),
  bulldog_fit_notes: texts.optional(),
  material: text.optional(),
  width: text.optional(),
  reflective: z.boolean().optional(),
  waterproof: z.boolean().optional(),
  machineWashable: z.boolean().optional(),
  bestFor: text.optional(),
  breeds: z
    .array(z.enum(['english', 'french', 'american']))
    .max(3)
    .optional(),
  freeShipping: z.boolean().optional(),
  sizes: z
    .array(z.object({ label: text, neckIn: z.object({ min: number, max: number }) }))
    .max(1000)
    .optional(),
  verdict: text.nullable().optional(),
  scores: z
    .object({ safetyDurability: number, comfortFit: number, customerSatisfaction: number, value: number, features: number })
    .nullable()
    .optional(),
  testNotes: z
    .object({
      daysWorn: z.number().int(),
      dog: z.object({ name: text, breed: z.enum(['english', 'french', 'american']), ageYears: number, neckIn: number, weightLbs: number }),
      findings: texts,
    })
    .nullable()
    .optional(),
  pros: texts.optional(),
  cons: texts.optional(),
  archived: z.boolean().optional(),
  archivedAt: time.nullable().optional(),
});
export type ProductRow = z.infer<typeof ProductRow>;

export const ArticleRow = z.object({
  slug: text,
  title: text.optional(),
  category: text.optional(),
  excerpt: text.optional(),
  metaDescription: text.optional(),
  markdown: text.nullable().optional(),
  content: text.max(2_000_000).optional(),
  targetKeywords: texts.optional(),
  seoKeywords: texts.optional(),
  imageUrl: text.nullable().optional(),
  image: ImageDataRow.nullable().optional(),
  author: text.optional(),
  published: z.boolean().optional(),
  publishedAt: time.nullable().optional(),
  createdAt: time.optional(),
  updatedAt: time.optional(),
});
export type ArticleRow = z.infer<typeof ArticleRow>;

export const FaqRow = z.object({ question: text, answer: text });
export type FaqRow = z.infer<typeof FaqRow>;

/** The kinds of rows a file holds, under their keys in the file. */
export type RowKind = 'products' | 'articles' | 'faqs';

/** A problem with one row: which list, which row (1 = the first), the row's key, the field and what is wrong. */
export interface RowError {
  kind: RowKind;
  row: number;
  /** The ASIN or slug of a product, the slug of an article, the question of a FAQ, when the row has one. */
  key: string | null;
  field: string;
  message: string;
}

export interface ParsedDocument {
  products: Array<{ row: number; value: ProductRow }>;
  articles: Array<{ row: number; value: ArticleRow }>;
  faqs: Array<{ row: number; value: FaqRow }>;
  errors: RowError[];
}

/** The row's key for messages, read leniently (the row may be malformed). */
function keyOf(kind: RowKind, raw: unknown): string | null {
  const row = (raw ?? {}) as Record<string, unknown>;
  const candidate = kind === 'products' ? (row['amazonAsin'] ?? row['slug']) : kind === 'articles' ? row['slug'] : row['question'];
  return typeof candidate === 'string' ? candidate.slice(0, 120) : null;
}

function rows<T>(kind: RowKind, list: unknown, schema: z.ZodType<T>, errors: RowError[]): Array<{ row: number; value: T }> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    errors.push({ kind, row: 0, key: null, field: kind, message: `${kind} must be a list` });
    return [];
  }
  const parsed: Array<{ row: number; value: T }> = [];
  list.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) parsed.push({ row: index + 1, value: result.data });
    else
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || 'row';
        errors.push({ kind, row: index + 1, key: keyOf(kind, raw), field, message: `${field} ${issue.message}`.trim() });
      }
  });
  return parsed;
}

/**
 * Reads a catalogue file: its format and version, then each row on its own, so every malformed row is reported
 * (kind, row number, field) rather than the first one only. Unknown fields are ignored (the export's ids,
 * `editorialScore`, `order`, ...): the file's order is the order of its rows.
 */
export function parseCatalogueDocument(input: unknown): ParsedDocument {
  const errors: RowError[] = [];
  const document = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  if (document['format'] !== undefined && document['format'] !== CATALOGUE_FORMAT)
    errors.push({ kind: 'products', row: 0, key: null, field: 'format', message: `format must be "${CATALOGUE_FORMAT}"` });
  if (document['formatVersion'] !== CATALOGUE_FORMAT_VERSION)
    errors.push({
      kind: 'products',
      row: 0,
      key: null,
      field: 'formatVersion',
      message: `formatVersion must be ${CATALOGUE_FORMAT_VERSION} (this site reads version ${CATALOGUE_FORMAT_VERSION} files)`,
    });
  return {
    products: rows('products', document['products'], ProductRow, errors),
    articles: rows('articles', document['articles'], ArticleRow, errors),
    faqs: rows('faqs', document['faqs'], FaqRow, errors),
    errors,
  };
}
