import type { Product, ProductImageData } from '@bcg/server/catalogue';
import { MAX_FAQS, type Article, type Faq } from '@bcg/server/content';
import { ValidationError } from '@bcg/server/core';
import {
  articleFields,
  faqSchema,
  parseInput,
  PRODUCT_FIELDS,
  productSaveExtrasSchema,
  productSchema,
  type ProductDraft,
} from '@bcg/shared/validation';
import { z } from 'zod';
import * as mini from 'zod/mini';

/*
 * The catalogue file: what GET /api/admin/export writes and POST /api/admin/import reads. Field names are those of
 * the public GET answers (`bulldog_fit_notes`, `price` as "$34.99", articles with `markdown`), so a file can be read
 * and edited with the REST documentation at hand. Each row is its entity's schema (its rules and messages), with what
 * an export adds.
 */

/** Names the kind of file, so a subscriber CSV or another site's JSON is refused by name. */
export const CATALOGUE_FORMAT = 'bulldog-collar-guide/catalogue';
/** Raised when a field changes meaning; an import refuses a version it does not know. */
export const CATALOGUE_FORMAT_VERSION = 1;

/**
 * A product as exported: the product schema's fields under the public GET names (`bulldog_fit_notes`), its place in
 * the order, when its price was checked, its archived state and its photo's renditions.
 */
export type ExportedProduct = Omit<ProductDraft, 'bulldogFitNotes'> & {
  order: number;
  bulldog_fit_notes: string[];
  priceCheckedAt: string | null;
  /** The uploaded photo's renditions (files under UPLOAD_DIR, which the export does not carry); null for none. */
  image: ProductImageData | null;
  archived: boolean;
  archivedAt: string | null;
};

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
  const { bulldogFitNotes, ...fields } = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, product[field]])) as ProductDraft;
  return {
    order,
    ...fields,
    bulldog_fit_notes: bulldogFitNotes,
    priceCheckedAt: iso(product.priceCheckedAt),
    image: product.image,
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

type ImageData = z.output<typeof ImageDataRow>;

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

const timeRow = mini.optional(mini.nullable(mini.iso.datetime({ offset: true, error: 'must be an ISO date and time' })));
const { bulldogFitNotes, ...productFields } = productSchema.shape;

/**
 * A product row: the product schema's fields, each of which may be left out (an update changes the fields given;
 * the editor says what a new one needs), under the public GET names, with what an export adds.
 */
export const ProductRow = mini.object({
  ...(Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, mini.optional(schema)])) as {
    [K in keyof typeof productFields]: mini.ZodMiniOptional<(typeof productFields)[K]>;
  }),
  bulldog_fit_notes: mini.optional(bulldogFitNotes),
  amazonUrl: mini.optional(productSaveExtrasSchema.shape.amazonUrl),
  archived: mini.optional(productSaveExtrasSchema.shape.archived),
  priceCheckedAt: timeRow,
  // The classic schema runs inside the mini one: both are zod 4 at heart.
  image: mini.optional(mini.nullable(ImageDataRow as unknown as mini.ZodMiniType<ImageData>)),
  archivedAt: timeRow,
});
export type ProductRow = mini.output<typeof ProductRow>;

const optionalFields = <T extends Record<string, mini.ZodMiniType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, mini.optional(schema)])) as {
    [K in keyof T]: mini.ZodMiniOptional<T[K]>;
  };

const { slug, markdown, published, publishAt: _scheduled, ...articleRowFields } = articleFields;
const isoTime = mini.iso.datetime({ offset: true, error: 'must be an ISO date and time' });

/**
 * An article row: the article schema's fields (the editor's rules and words), each of which may be left out but the
 * slug that names it, with the body as Markdown or, without Markdown, as HTML, and the dates an export carries.
 */
export const ArticleRow = mini.object({
  slug,
  ...optionalFields(articleRowFields),
  markdown: mini.optional(mini.nullable(markdown)),
  content: mini.optional(mini.string().check(mini.maxLength(2_000_000, 'content must be at most 2000000 characters'))),
  image: mini.optional(mini.nullable(ImageDataRow as unknown as mini.ZodMiniType<ImageData>)),
  published: mini.optional(published),
  publishedAt: timeRow,
  createdAt: mini.optional(isoTime),
  updatedAt: mini.optional(isoTime),
});
export type ArticleRow = mini.output<typeof ArticleRow>;

/** A FAQ row: the FAQ schema, the admin form's own. */
export const FaqRow = faqSchema;
export type FaqRow = mini.output<typeof FaqRow>;

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

// --- The file's shape, checked before any row is -----------------------------------------------------------------

/** The keys a catalogue file has at its top; anything else means it is not one (or not this version of one). */
const DOCUMENT_KEYS = ['format', 'formatVersion', 'exportedAt', 'products', 'articles', 'faqs'] as const;

/**
 * Rows a file may hold, per list: more than a site has ever been tested with (the large seed of the paging
 * benchmark is 10,000 products and 2,000 articles; a few dozen FAQs is a long page), far fewer than an attack needs.
 */
export const MAX_ROWS: Readonly<Record<RowKind, number>> = { products: 10_000, articles: 5_000, faqs: MAX_FAQS };

/** Problems reported by one import: enough to fix a file in one round, few enough to answer at once. */
export const MAX_REPORTED_ERRORS = 100;

/** What the owner is told when a file has more problems than {@link MAX_REPORTED_ERRORS}. */
export const ERRORS_TRUNCATED_MESSAGE = `First ${MAX_REPORTED_ERRORS} errors shown; fix these and try again.`;

/** Rows checked between two turns of the event loop, so other requests are answered during a large import. */
export const ROWS_PER_TURN = 250;

/** Nesting of a JSON value as its schema allows it: 1 per object or list, the deepest branch counted. */
function schemaDepth(schema: unknown): number {
  if (typeof schema !== 'object' || schema === null) return 0;
  const node = schema as { type?: unknown; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const branches = (node.anyOf ?? []).map(schemaDepth);
  const own =
    node.type === 'object'
      ? 1 + Math.max(0, ...Object.values(node.properties ?? {}).map(schemaDepth))
      : node.type === 'array'
        ? 1 + schemaDepth(node.items)
        : 0;
  return Math.max(own, ...branches);
}

/**
 * The deepest nesting a catalogue file can have, computed from the row schemas (the file object, a list, a row, then
 * the row's own nesting: a product's `sizes[].neckIn` makes it 6). Nothing deeper can be a catalogue file.
 */
export const MAX_DOCUMENT_DEPTH =
  2 + Math.max(...[ProductRow, ArticleRow, FaqRow].map((schema) => schemaDepth(z.toJSONSchema(schema, { unrepresentable: 'any' }))));

/** Whether `value` nests deeper than `limit` (1 for an object or list of plain values); stops at the first that does. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A file refused whole, before its rows are read: 400 with one message (field `file`). */
const refusedFile = (message: string) => new ValidationError(`Nothing was imported: ${message}`, { file: message });

/**
 * Refuses, before any row is validated, a file no export could have written: not an object, a key a catalogue file
 * never has at its top, more rows than {@link MAX_ROWS}, or nesting deeper than {@link MAX_DOCUMENT_DEPTH}. The
 * depth walk stops at the first value too deep and yields between rows, so a huge file costs little and blocks
 * nothing.
 * @throws ValidationError naming the first problem.
 */
export async function checkCatalogueShape(input: unknown): Promise<void> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw refusedFile('the file is not a catalogue file (a JSON object with formatVersion, products, articles and faqs)');
  const document = input as Record<string, unknown>;
  const unknown = Object.keys(document).filter((key) => !(DOCUMENT_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw refusedFile(
      `"${unknown[0]?.slice(0, 60)}" is not part of a catalogue file, which has only ${DOCUMENT_KEYS.join(', ')} at its top`,
    );
  for (const kind of Object.keys(MAX_ROWS) as RowKind[]) {
    const list = document[kind];
    if (Array.isArray(list) && list.length > MAX_ROWS[kind])
      throw refusedFile(
        `the file has ${list.length.toLocaleString('en-US')} ${kind}; an import takes at most ${MAX_ROWS[kind].toLocaleString('en-US')}`,
      );
  }
  // The file object and its lists are two levels; each row may nest the rest.
  const rowLimit = MAX_DOCUMENT_DEPTH - 2;
  for (const kind of Object.keys(MAX_ROWS) as RowKind[]) {
    const list = document[kind];
    if (!Array.isArray(list)) {
      if (nestsDeeperThan(list, MAX_DOCUMENT_DEPTH - 1)) throw tooDeep(kind, 0);
      continue;
    }
    for (let index = 0; index < list.length; index++) {
      if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToOtherRequests();
      if (nestsDeeperThan(list[index], rowLimit)) throw tooDeep(kind, index + 1);
    }
  }
}

/** Characters of a file's text scanned between two turns of the event loop. */
const CHARACTERS_PER_TURN = 1 << 20;

/** Rows of all kinds a file may hold (each kind's own limit is checked once the file is parsed). */
const MAX_ALL_ROWS = Object.values(MAX_ROWS).reduce((sum, limit) => sum + limit, 0);

/**
 * Refuses the text of a file nested deeper than {@link MAX_DOCUMENT_DEPTH}, or with more rows than every list's
 * limit together, before it is parsed: parsing builds every one of its values first (an 18 MB file of rows nested 60
 * deep is millions of lists, a second or more of blocked server), while counting brackets outside strings costs a
 * few milliseconds per megabyte, a megabyte a turn.
 * @throws ValidationError as checkCatalogueShape's for too deep a file or too many rows.
 */
export async function checkCatalogueText(text: string): Promise<void> {
  let depth = 0;
  let rows = 0;
  let inString = false;
  for (let start = 0; start < text.length; start += CHARACTERS_PER_TURN) {
    if (start > 0) await yieldToOtherRequests();
    const end = Math.min(text.length, start + CHARACTERS_PER_TURN);
    for (let index = start; index < end; index++) {
      const code = text.charCodeAt(index);
      if (inString) {
        if (code === 0x5c)
          index += 1; // a backslash escapes the next character, a quote included
        else if (code === 0x22) inString = false;
      } else if (code === 0x22) inString = true;
      else if (code === 0x7b || code === 0x5b) {
        depth += 1;
        if (depth > MAX_DOCUMENT_DEPTH) throw refusedFile(`the file ${TOO_DEEP}`);
        // An object or list inside a top-level list is a row.
        if (depth === 3 && ++rows > MAX_ALL_ROWS) throw refusedFile(`the file has more than ${TOO_MANY_ROWS}`);
      } else if (code === 0x7d || code === 0x5d) depth -= 1;
    }
  }
}

const TOO_MANY_ROWS = `${MAX_ALL_ROWS.toLocaleString('en-US')} rows; an import takes at most ${(Object.keys(MAX_ROWS) as RowKind[])
  .map((kind) => `${MAX_ROWS[kind].toLocaleString('en-US')} ${kind === 'faqs' ? 'FAQs' : kind}`)
  .join(', ')}`;

const TOO_DEEP = `nests values deeper than a catalogue file does (at most ${MAX_DOCUMENT_DEPTH} levels of objects and lists)`;

const tooDeep = (kind: RowKind, row: number) => refusedFile(`${row > 0 ? `${kind} row ${row}` : kind} ${TOO_DEEP}`);

/** A row's value, or each problem as `field` and a message (the schema's own words, else the field and zod's). */
type RowParser<T> = (raw: unknown) => { success: true; data: T } | { success: false; problems: Array<{ field: string; message: string }> };

/** A row's parser: its problems in its schema's words, the ones the admin forms show. */
function parserOf<S extends mini.ZodMiniType>(schema: S): RowParser<mini.output<S>> {
  return (raw) => {
    const result = parseInput(schema, raw);
    if (result.success) return result;
    return {
      success: false,
      problems: result.problems.map(({ path, issue, message }) => {
        const field = path.map(String).join('.') || 'row';
        return { field: message ? String(path[0] ?? 'row') : field, message: message ?? `${field} ${issue.message}`.trim() };
      }),
    };
  };
}

async function rows<T>(kind: RowKind, list: unknown, parse: RowParser<T>, errors: RowError[]): Promise<Array<{ row: number; value: T }>> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    errors.push({ kind, row: 0, key: null, field: kind, message: `${kind} must be a list` });
    return [];
  }
  const parsed: Array<{ row: number; value: T }> = [];
  for (let index = 0; index < list.length && errors.length < MAX_REPORTED_ERRORS; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await yieldToOtherRequests();
    const raw: unknown = list[index];
    const result = parse(raw);
    if (result.success) parsed.push({ row: index + 1, value: result.data });
    else
      for (const { field, message } of result.problems.slice(0, MAX_REPORTED_ERRORS - errors.length))
        errors.push({ kind, row: index + 1, key: keyOf(kind, raw), field, message });
  }
  return parsed;
}

/**
 * Reads a catalogue file whose shape {@link checkCatalogueShape} accepted: its format and version, then each row on
 * its own, so malformed rows are reported (kind, row number, field) rather than the first one only, up to
 * {@link MAX_REPORTED_ERRORS}. Unknown fields of a row are ignored (the export's ids, `editorialScore`, `order`, ...):
 * the file's order is the order of its rows. Yields to other requests every {@link ROWS_PER_TURN} rows.
 */
export async function parseCatalogueDocument(input: unknown): Promise<ParsedDocument> {
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
    products: await rows('products', document['products'], parserOf(ProductRow), errors),
    articles: await rows('articles', document['articles'], parserOf(ArticleRow), errors),
    faqs: await rows('faqs', document['faqs'], parserOf(FaqRow), errors),
    errors,
  };
}
