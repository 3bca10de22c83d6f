import { Product, type ProductChanges, type ProductEditorService, type ProductImportDates } from '@bcg/server/catalogue';
import { Article, Faq, renderArticleHtml, type ArticleChanges, type ArticleService, type FaqService } from '@bcg/server/content';
import { ConflictError, isUniqueViolation, ValidationError } from '@bcg/server/core';
import { extractAsin } from '@bcg/shared/validation';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  checkCatalogueShape,
  ERRORS_TRUNCATED_MESSAGE,
  exportArticle,
  exportFaq,
  exportProduct,
  MAX_REPORTED_ERRORS,
  parseCatalogueDocument,
  ROWS_PER_TURN,
  type ArticleRow,
  type CatalogueDocument,
  type FaqRow,
  type ParsedDocument,
  type ProductRow,
  type RowError,
  type RowKind,
} from './catalogue-document';

/** What an import did (or, in a dry run, would do) with one row. */
export type RowAction = 'created' | 'updated' | 'unchanged';

export interface RowOutcome {
  kind: RowKind;
  row: number;
  key: string;
  action: RowAction;
  /** What the owner calls it: the product's name, the article's title, the FAQ's question (after the import). */
  name: string;
  /** For an update, the fields (as the file names them) whose values would change; empty otherwise. */
  changes: string[];
}

export interface KindCounts {
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
}

/** The answer of an import: counts per kind, each row's outcome and every row error (none after a real run). */
export interface ImportReport {
  dryRun: boolean;
  products: KindCounts;
  articles: KindCounts;
  faqs: KindCounts;
  rows: RowOutcome[];
  /** At most {@link MAX_REPORTED_ERRORS}: the first ones found. */
  errors: RowError[];
  /** True when the file has more problems than those reported (the import stopped looking). */
  errorsTruncated: boolean;
}

/** The catalogue as entities (GraphQL's typed export). */
export interface CatalogueSnapshot {
  formatVersion: number;
  exportedAt: Date;
  products: Product[];
  articles: Article[];
  faqs: Faq[];
}

export interface ImportOptions {
  /** true: check every row and say what would change, then roll everything back. */
  dryRun: boolean;
  /** Who the revisions of the saves are credited to. */
  author?: string;
}

const IMPORT_AUTHOR = 'catalogue import';

/** Thrown inside the import's transaction to roll it back (a dry run, or a run with row errors). */
class RollBack extends Error {}

/** Lets other requests be answered between rows of a long import (the rows' queries alone may not, on a fast disk). */
const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The service's field names as the file spells them (the editor's errors use the domain's names). */
const FILE_FIELD: Record<string, string> = { bulldogFitNotes: 'bulldog_fit_notes', publishAt: 'publishedAt' };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const date = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Catalogue export and import: products, articles and FAQs as one JSON file. An import goes
 * through the editor services' own operations (ProductEditorService, ArticleService, FaqService) inside ONE
 * transaction, so each row meets exactly the rules of the dashboard forms, every save records its revision, the
 * site revision moves once at the commit, and a single bad row leaves the whole site as it was.
 */
export class CatalogueTransferService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly productEditor: ProductEditorService,
    private readonly articles: ArticleService,
    private readonly faqs: FaqService,
    private readonly affiliateTag: string,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  /**
   * Every product (archived ones too, in catalogue order), every article (drafts and scheduled ones too, oldest
   * first, the body as readers get it) and every FAQ (in order), read in one transaction so they are one consistent
   * state. GraphQL's `catalogueExport` answers this; the file is {@link exportCatalogue}.
   */
  async snapshot(): Promise<CatalogueSnapshot> {
    return this.dataSource.transaction(async (manager) => ({
      formatVersion: CATALOGUE_FORMAT_VERSION,
      exportedAt: this.now(),
      products: await manager.getRepository(Product).find({ order: { rank: 'ASC', id: 'ASC' } }),
      articles: (await manager.getRepository(Article).find({ order: { createdAt: 'ASC', id: 'ASC' } })).map((article) =>
        this.readable(article),
      ),
      faqs: await manager.getRepository(Faq).find({ order: { position: 'ASC', id: 'ASC' } }),
    }));
  }

  /** The catalogue file: {@link snapshot} under the public GET names. Uploaded image files are not in it. */
  async exportCatalogue(): Promise<CatalogueDocument> {
    const { exportedAt, products, articles, faqs } = await this.snapshot();
    return {
      format: CATALOGUE_FORMAT,
      formatVersion: CATALOGUE_FORMAT_VERSION,
      exportedAt: exportedAt.toISOString(),
      products: products.map((product, index) => exportProduct(product, index + 1)),
      articles: articles.map(exportArticle),
      faqs: faqs.map((faq, index) => exportFaq(faq, index + 1)),
    };
  }

  /**
   * Imports a catalogue file into this site, empty or not: products are matched by ASIN (then by slug), articles by
   * slug, FAQs by question; a match is updated with the fields the row gives (or left alone when they are already
   * so), anything else is created. Nothing is deleted. The products and FAQs of the file come first, in its order;
   * the others keep theirs after them. Dates in the file (price checked, archived, written, changed) are kept.
   *
   * A dry run answers what would happen and writes nothing. A real run writes everything or nothing: with any row
   * error it throws a ValidationError whose `fields` name every bad row and field (`products[3].price`). Either way
   * the import stops looking after the first {@link MAX_REPORTED_ERRORS} problems, and yields to other requests
   * between rows, so a huge or hostile file neither answers megabytes of errors nor holds up the server.
   * @throws ValidationError at once, before any row is read, for a file of a shape no export has (see checkCatalogueShape).
   */
  async importCatalogue(input: unknown, { dryRun, author = IMPORT_AUTHOR }: ImportOptions): Promise<ImportReport> {
    await checkCatalogueShape(input);
    const parsed = await parseCatalogueDocument(input);
    const report: ImportReport = {
      dryRun,
      products: counts(),
      articles: counts(),
      faqs: counts(),
      rows: [],
      errors: parsed.errors,
      errorsTruncated: false,
    };
    // A file this wrong is not worth a transaction: what the rows would do can wait until these are fixed.
    if (report.errors.length < MAX_REPORTED_ERRORS) await this.runRows(parsed, report, dryRun, author);
    report.errorsTruncated = report.errors.length >= MAX_REPORTED_ERRORS;
    for (const error of report.errors) report[error.kind].errors += 1;
    if (!dryRun && report.errors.length > 0) throw refused(report.errors, report.errorsTruncated);
    // Scheduled posts among the rows: the response cache learns their times (as after any article save).
    if (!dryRun) await this.articles.scheduleChanged();
    return report;
  }

  /** Every row through the editor services in one transaction, rolled back for a dry run or at the first problem too many. */
  private async runRows(parsed: ParsedDocument, report: ImportReport, dryRun: boolean, author: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const run = new ImportRun(manager, report, author);
        await this.importProducts(run, parsed.products);
        await this.importArticles(run, parsed.articles);
        await this.importFaqs(run, parsed.faqs);
        if (dryRun || report.errors.length > 0) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) {
        if (isUniqueViolation(error)) throw new ConflictError('Another save took a slug or ASIN of the file meanwhile: import again');
        throw error;
      }
    }
  }

  private async importProducts(run: ImportRun, rows: Array<{ row: number; value: ProductRow }>): Promise<void> {
    if (rows.length === 0) return;
    const repository = run.manager.getRepository(Product);
    const order: number[] = [];
    const seen = new Set<string>();
    for (const { row, value } of rows) {
      if (await run.stopping(row)) break;
      const asin = value.amazonAsin?.trim().toUpperCase() ?? (value.amazonUrl ? extractAsin(value.amazonUrl) : null);
      const key = asin ?? value.slug ?? `row ${row}`;
      if (run.duplicate('products', row, key, seen, [asin && `asin:${asin}`, value.slug && `slug:${value.slug}`], 'amazonAsin')) continue;
      const existing =
        (asin ? await repository.findOneBy({ amazonAsin: asin }) : null) ??
        (value.slug ? await repository.findOneBy({ slug: value.slug }) : null);
      const { bulldog_fit_notes, priceCheckedAt, archivedAt, image, ...fields } = value;
      const changes: ProductChanges = { ...fields, ...(bulldog_fit_notes === undefined ? {} : { bulldogFitNotes: bulldog_fit_notes }) };
      const dates: ProductImportDates = { priceCheckedAt: date(priceCheckedAt), archivedAt: date(archivedAt) };
      const saved = await run.attempt('products', row, key, async () => {
        const changed = existing ? productChanges(existing, value, asin) : [];
        if (existing && changed.length === 0) return { product: existing, action: 'unchanged' as const, name: existing.name, changes: [] };
        const product = existing
          ? await this.productEditor.updateIn(run.manager, existing.id, changes, run.author, dates)
          : await this.productEditor.createIn(run.manager, changes, run.author, dates);
        if (image !== undefined && !same(product.image, image)) await repository.update({ id: product.id }, { image });
        return { product, action: existing ? ('updated' as const) : ('created' as const), name: product.name, changes: changed };
      });
      if (saved) order.push(saved.product.id);
    }
    if (run.report.errors.length > 0) return;
    // The file's products first, in its order; products it does not name keep their order after them.
    const others = (await repository.find({ select: { id: true }, order: { rank: 'ASC', id: 'ASC' } })).filter(
      ({ id }) => !order.includes(id),
    );
    await this.productEditor.reorderIn(run.manager, [...order, ...others.map(({ id }) => id)]);
  }

  private async importArticles(run: ImportRun, rows: Array<{ row: number; value: ArticleRow }>): Promise<void> {
    const repository = run.manager.getRepository(Article);
    const seen = new Set<string>();
    for (const { row, value } of rows) {
      if (await run.stopping(row)) break;
      if (run.duplicate('articles', row, value.slug, seen, [value.slug], 'slug')) continue;
      const existing = await repository.findOneBy({ slug: value.slug });
      const { markdown, content, published, publishedAt, createdAt, updatedAt, image, ...fields } = value;
      // The Markdown when there is some (the body is rendered from it); else the HTML body, sanitised on the way in.
      const html = typeof markdown === 'string' ? undefined : content;
      const changes: ArticleChanges = { ...fields, ...(typeof markdown === 'string' ? { markdown } : {}) };
      if (publishedAt) changes.publishAt = new Date(publishedAt);
      if (published === false) changes.published = false;
      else if (published === true && !publishedAt) changes.published = true;
      await run.attempt('articles', row, value.slug, async () => {
        const changed = existing ? this.articleChanges(existing, value) : [];
        if (existing && changed.length === 0) return { action: 'unchanged' as const, name: existing.title, changes: [] };
        const article = existing
          ? await this.articles.updateIn(run.manager, existing.id, changes, html)
          : await this.articles.createIn(run.manager, changes as Parameters<ArticleService['createIn']>[1], {
              html,
              createdAt: date(createdAt) ?? undefined,
              updatedAt: date(updatedAt) ?? undefined,
            });
        if (image !== undefined && !same(article.image, image)) await repository.update({ id: article.id }, { image });
        return { action: existing ? ('updated' as const) : ('created' as const), name: article.title, changes: changed };
      });
    }
  }

  private async importFaqs(run: ImportRun, rows: Array<{ row: number; value: FaqRow }>): Promise<void> {
    if (rows.length === 0) return;
    const repository = run.manager.getRepository(Faq);
    const order: number[] = [];
    const seen = new Set<string>();
    for (const { row, value } of rows) {
      if (await run.stopping(row)) break;
      const question = value.question.trim();
      if (run.duplicate('faqs', row, question, seen, [question], 'question')) continue;
      const existing = await repository.findOneBy({ question });
      const saved = await run.attempt('faqs', row, question, async () => {
        if (existing && existing.answer === value.answer.trim())
          return { faq: existing, action: 'unchanged' as const, name: question, changes: [] };
        const faq = existing
          ? await this.faqs.updateIn(run.manager, existing.id, { answer: value.answer })
          : await this.faqs.createIn(run.manager, value);
        return { faq, action: existing ? ('updated' as const) : ('created' as const), name: question, changes: existing ? ['answer'] : [] };
      });
      if (saved) order.push(saved.faq.id);
    }
    if (run.report.errors.length > 0) return;
    const others = (await repository.find({ select: { id: true }, order: { position: 'ASC', id: 'ASC' } })).filter(
      ({ id }) => !order.includes(id),
    );
    await this.faqs.reorderIn(run.manager, [...order, ...others.map(({ id }) => id)]);
  }

  /** The fields the row gives with another value than the article has (compared as an export would write them). */
  private articleChanges(existing: Article, row: ArticleRow): string[] {
    const current = exportArticle(this.readable(Object.assign(new Article(), existing)));
    const { createdAt: _written, updatedAt: _changed, content, ...fields } = row;
    const body =
      typeof row.markdown === 'string' || content === undefined || same(renderArticleHtml(content, this.affiliateTag), current.content);
    return [...differing(current, fields), ...(body ? [] : ['content'])];
  }

  /** The article with its body as readers get it (sanitised, tagged): what the export writes and what an import compares. */
  private readable(article: Article): Article {
    article.content = renderArticleHtml(article.content, this.affiliateTag);
    return article;
  }
}

/** The keys of `fields` given with another value than `current` has. */
const differing = (current: object, fields: object): string[] =>
  Object.entries(fields)
    .filter(([key, value]) => value !== undefined && !same((current as Record<string, unknown>)[key], value))
    .map(([key]) => key);

/** The fields the row gives with another value than the product has. */
function productChanges(existing: Product, row: ProductRow, asin: string | null): string[] {
  const { amazonUrl: _link, amazonAsin: _asin, ...fields } = row;
  return [...(asin === existing.amazonAsin ? [] : ['amazonAsin']), ...differing(exportProduct(existing, 0), fields)];
}

/** One import's transaction and what it has found so far. */
class ImportRun {
  constructor(
    readonly manager: EntityManager,
    readonly report: ImportReport,
    readonly author: string,
  ) {}

  /**
   * Whether to stop before row `row`: the report holds as many problems as one answer gives. Every so many rows it
   * first lets other requests be answered.
   */
  async stopping(row: number): Promise<boolean> {
    if (row % ROWS_PER_TURN === 0) await yieldToOtherRequests();
    return this.report.errors.length >= MAX_REPORTED_ERRORS;
  }

  /** Runs one row's save; a refused row becomes row errors (one per field) instead of ending the import. */
  async attempt<T extends { action: RowAction; name: string; changes: string[] }>(
    kind: RowKind,
    row: number,
    key: string,
    work: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      const result = await work();
      this.report.rows.push({ kind, row, key, action: result.action, name: result.name, changes: result.changes });
      this.report[kind][result.action] += 1;
      return result;
    } catch (error) {
      if (!(error instanceof ValidationError) && !(error instanceof ConflictError)) throw error;
      const fields = (error instanceof ValidationError && error.fields) || { row: error.message };
      for (const [field, message] of Object.entries(fields).slice(0, MAX_REPORTED_ERRORS - this.report.errors.length)) {
        this.report.errors.push({ kind, row, key, field: FILE_FIELD[field] ?? field, message });
      }
      return undefined;
    }
  }

  /** A second row with a key an earlier row of the file had: reported, and skipped. */
  duplicate(
    kind: RowKind,
    row: number,
    key: string,
    seen: Set<string>,
    keys: Array<string | null | undefined | false>,
    field: string,
  ): boolean {
    const own = keys.filter((k): k is string => typeof k === 'string' && k.length > 0);
    if (own.some((k) => seen.has(k))) {
      this.report.errors.push({ kind, row, key, field, message: `${field} appears in an earlier row of the file` });
      return true;
    }
    for (const k of own) seen.add(k);
    return false;
  }
}

const counts = (): KindCounts => ({ created: 0, updated: 0, unchanged: 0, errors: 0 });

/**
 * The row errors as one 400: `fields` keyed `products[3].price` (row 1 is the first; row 0 is the file itself).
 * `truncated`: the file has more than these, and the message says so.
 */
function refused(errors: RowError[], truncated: boolean): ValidationError {
  const fields: Record<string, string> = {};
  for (const { kind, row, field, message } of errors) fields[row === 0 ? field : `${kind}[${row}].${field}`] ??= message;
  const [first] = errors;
  const where = first && first.row > 0 ? `${first.kind} row ${first.row}, ${first.field}: ` : '';
  const count = truncated
    ? `at least ${MAX_REPORTED_ERRORS} problems in the file`
    : `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in the file`;
  return new ValidationError(
    `Nothing was imported: ${count} (${where}${first?.message})${truncated ? `. ${ERRORS_TRUNCATED_MESSAGE}` : ''}`,
    fields,
  );
}
