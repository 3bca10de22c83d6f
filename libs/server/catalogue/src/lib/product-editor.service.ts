import {
  ConflictError,
  isUniqueViolation,
  MAX_PAGE_SIZE,
  NotFoundError,
  pageOf,
  thenById,
  ValidationError,
  whereAnyContains,
  type OrderKey,
  type Page,
  type PageRequest,
} from '@bcg/server/core';
import { Revision, type RevisionComparison, type RevisionService } from '@bcg/server/revisions';
import {
  DEFAULT_PRODUCT_IMAGE,
  extractAsin,
  PRODUCT_FIELDS,
  PRODUCT_MESSAGES,
  slugify,
  validateProductDraft,
  type ProductDraft,
} from '@bcg/shared/validation';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { CATALOGUE_ERRORS } from './catalogue.errors';
import { Product } from './product.entity';

/** A create or an update: any editable field, an Amazon link instead of the ASIN, and the archived state. */
export type ProductChanges = Partial<ProductDraft> & {
  /** An Amazon product link; its ASIN is used when `amazonAsin` is not given. */
  amazonUrl?: string;
  /** true archives (hidden from every public page, kept), false brings it back. */
  archived?: boolean;
};

/**
 * What only a catalogue import may set: the dates a restored product had, so a price checked a week ago is not shown
 * as checked today (the retailer's display rule depends on it). No REST body or GraphQL input carries them.
 */
export interface ProductImportDates {
  priceCheckedAt?: Date | null;
  archivedAt?: Date | null;
  /** When what the review page says last changed (a new product: now). */
  updatedAt?: Date;
}

/** How a restore treats the slug: the product keeps its current address unless the owner asks for the old one. */
export interface RestoreOptions {
  /** true: take the revision's slug as well (the review's address changes). */
  restoreSlug?: boolean;
}

/** A price the owner typed: its amount and currency are no longer the retailer's (the retailer sync's own columns). */
const OWNER_PRICE = { priceSource: 'owner', priceAmountCents: null, priceCurrency: null } as const;

/** What a revision keeps of a product: every editable field, the archived state and when its price was checked. */
export type ProductState = ProductDraft & { archivedAt: string | null; priceCheckedAt: string | null };

/** How the administrator's product table is ordered: the catalogue's own order (the public one) or by name. */
export type AdminProductSort = 'catalogue' | 'name' | 'nameDesc';

/** A page of the admin's product table: archived or public only, a search, an order. */
export interface AdminProductPageRequest extends PageRequest {
  /** true: archived only; false: public only; all when null or left out. */
  archived?: boolean | null;
  q?: string | null;
  sort?: AdminProductSort;
}

/** Each order ends on the id, so it is total; each has an index (a deep page is an index walk). */
const ADMIN_PRODUCT_ORDER: Record<AdminProductSort, OrderKey[]> = {
  catalogue: thenById('product', 'rank', 'ASC'),
  name: thenById('product', 'name', 'ASC'),
  nameDesc: thenById('product', 'name', 'DESC'),
};

/** Who a revision of a product's state from before its first save through the desk is credited to. */
const BASELINE_AUTHOR = 'before the editorial desk';

/** Fields a new product may leave out, and what it gets then. */
const NEW_PRODUCT_DEFAULTS: Omit<ProductDraft, 'name' | 'slug' | 'description' | 'price' | 'rating' | 'amazonAsin'> = {
  reviewCount: 0,
  // A product may be added before its photo: it shows the neutral drawing until one is uploaded.
  imageUrl: DEFAULT_PRODUCT_IMAGE,
  imageAlt: '',
  badge: null,
  features: [],
  bulldogFitNotes: [],
  material: '',
  width: '',
  reflective: false,
  waterproof: false,
  machineWashable: false,
  bestFor: '',
  breeds: [],
  freeShipping: false,
  sizes: [],
  verdict: null,
  scores: null,
  testNotes: null,
  pros: [],
  cons: [],
};

/** The editable fields, in the product schema's order: what a save sets, a revision records and a restore brings back. */
const DRAFT_KEYS = PRODUCT_FIELDS;

/**
 * The fields whose change is a change of what the review page says (updatedAt): every editable one but the slug,
 * which is the page's address, not its text. Reorders, archive flags and price checks are not among them.
 */
const CONTENT_KEYS: readonly (keyof ProductDraft)[] = DRAFT_KEYS.filter((key) => key !== 'slug');

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The editable fields of a stored product. */
function draftOf(product: Product): ProductDraft {
  return Object.fromEntries(DRAFT_KEYS.map((key) => [key, product[key]])) as unknown as ProductDraft;
}

function stateOf(product: Product): ProductState {
  return {
    ...draftOf(product),
    archivedAt: product.archivedAt?.toISOString() ?? null,
    priceCheckedAt: product.priceCheckedAt?.toISOString() ?? null,
  };
}

/** The fields that may be empty (null); for any other, null means the same as leaving it out. */
const NULLABLE_KEYS: ReadonlySet<string> = new Set(['badge', 'verdict', 'scores', 'testNotes']);

/** Only the fields a caller sent: `undefined` means "leave as it is". */
function sentFields(changes: ProductChanges): Partial<ProductDraft> {
  const sent = DRAFT_KEYS.filter((key) => changes[key] !== undefined && (changes[key] !== null || NULLABLE_KEYS.has(key)));
  return Object.fromEntries(sent.map((key) => [key, changes[key]]));
}

/**
 * The editorial desk's product operations: create, edit, archive, delete, order and restore. Every save is one
 * transaction with its revision, so a save and its history commit together; the site revision subscriber bumps the
 * public caches on each write of the product table.
 */
export class ProductEditorService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly revisions: RevisionService,
    now?: () => Date,
  ) {
    this.now = now ?? (() => new Date());
  }

  /** One page of every product, archived ones included, in catalogue order (the caller's schema bounds the page). */
  list({ limit, offset }: PageRequest): Promise<Product[]> {
    return this.dataSource.getRepository(Product).find({ order: { rank: 'ASC', id: 'ASC' }, take: limit, skip: offset });
  }

  /**
   * One page of the products for the admin's table, with how many match: archived (or public) only, searched in the
   * name, slug and ASIN (case-insensitive "contains", `%` and `_` literal), in catalogue order or by name. Paged and
   * counted in SQL.
   */
  page({ archived, q, sort = 'catalogue', offset, limit }: AdminProductPageRequest): Promise<Page<Product>> {
    const query = this.dataSource.getRepository(Product).createQueryBuilder('product');
    if (archived != null) query.andWhere(archived ? 'product.archivedAt IS NOT NULL' : 'product.archivedAt IS NULL');
    whereAnyContains(query, ['product.name', 'product.slug', 'product.amazonAsin'], q);
    return pageOf(query, ADMIN_PRODUCT_ORDER[sort], { offset, limit });
  }

  /** One product by id, archived or not; NotFoundError otherwise. */
  async get(id: number): Promise<Product> {
    const product = await this.dataSource.getRepository(Product).findOneBy({ id });
    if (!product) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
    return product;
  }

  /**
   * Adds a product at the end of the catalogue. The ASIN comes from `amazonAsin` or the `amazonUrl` link (real
   * Amazon hosts only); the slug from `slug` or the name (made unique with a suffix); a given price counts as
   * checked now. ValidationError names each bad field; nothing is written then.
   */
  create(changes: ProductChanges, author?: string): Promise<Product> {
    return this.save((manager) => this.createIn(manager, changes, author));
  }

  /**
   * {@link create} inside the caller's transaction (the catalogue import runs every row in one). `dates` keep an
   * imported product's price check and archive dates instead of now.
   */
  async createIn(manager: EntityManager, changes: ProductChanges, author?: string, dates: ProductImportDates = {}): Promise<Product> {
    const repository = manager.getRepository(Product);
    const sent = { ...sentFields(changes), ...this.asinOf(changes) };
    const name = sent.name ?? '';
    const draft: ProductDraft = {
      ...NEW_PRODUCT_DEFAULTS,
      name,
      slug: '',
      description: '',
      price: '',
      rating: '',
      amazonAsin: '',
      ...sent,
      ...this.imageOf(sent),
    };
    draft.slug = sent.slug ?? (await this.freeSlug(manager, slugify(name) || 'collar'));
    await this.check(manager, draft, null);
    const last = await repository.findOne({ where: {}, order: { rank: 'DESC' } });
    const product = repository.create({
      ...draft,
      rank: (last?.rank ?? 0) + 1,
      ...OWNER_PRICE,
      priceCheckedAt: dates.priceCheckedAt !== undefined ? dates.priceCheckedAt : this.now(),
      archivedAt: changes.archived ? (dates.archivedAt ?? this.now()) : null,
      updatedAt: dates.updatedAt ?? this.now(),
    });
    return this.record(manager, await repository.save(product), null, author);
  }

  /**
   * Changes the fields sent (others stay), archives or unarchives. A new price stamps priceCheckedAt with now: the
   * owner has just read it at the retailer. The whole result is validated, as for a new product. updatedAt moves only
   * when something the review page says changed; a save that changes nothing writes nothing and records no revision.
   */
  update(id: number, changes: ProductChanges, author?: string): Promise<Product> {
    return this.save((manager) => this.updateIn(manager, id, changes, author));
  }

  /** {@link update} inside the caller's transaction; `dates` as for {@link createIn}. */
  async updateIn(
    manager: EntityManager,
    id: number,
    changes: ProductChanges,
    author?: string,
    dates: ProductImportDates = {},
  ): Promise<Product> {
    const product = await this.stored(manager, id);
    const before = stateOf(product);
    const draft: ProductDraft = { ...draftOf(product), ...sentFields(changes), ...this.asinOf(changes) };
    await this.check(manager, draft, id);
    Object.assign(product, draft);
    if (product.price !== before.price) Object.assign(product, OWNER_PRICE);
    if (dates.priceCheckedAt !== undefined) product.priceCheckedAt = dates.priceCheckedAt;
    else if (typeof changes.price === 'string' && changes.price !== before.price) product.priceCheckedAt = this.now();
    if (typeof changes.archived === 'boolean')
      product.archivedAt = changes.archived ? (dates.archivedAt ?? product.archivedAt ?? this.now()) : null;
    return this.commit(manager, product, before, author);
  }

  /** Deletes a product for good (its revisions stay, so it can be read back); NotFoundError for an unknown id. */
  async delete(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const product = await this.stored(manager, id);
      await manager.getRepository(Product).remove(product);
    });
  }

  /**
   * Sets the catalogue order: `ids` must name every product (archived ones too) exactly once, first first. The first
   * three public ones are the home page's top picks. Answers the first page of the new order (MAX_PAGE_SIZE products).
   */
  async reorder(ids: readonly number[]): Promise<Product[]> {
    await this.dataSource.transaction((manager) => this.reorderIn(manager, ids));
    return this.list({ offset: 0, limit: MAX_PAGE_SIZE });
  }

  /**
   * Moves one product to `position` (1-based) in the catalogue order, the others keeping theirs relative to each other:
   * what the paged Products tab sends (up/down across a page boundary too), instead of every id of a catalogue that
   * can hold 10,000. A position past the end means the end. Returns the product with its new rank.
   */
  async move(id: number, position: number): Promise<Product> {
    await this.dataSource.transaction(async (manager) => {
      const ids = (await manager.getRepository(Product).find({ select: { id: true }, order: { rank: 'ASC', id: 'ASC' } })).map(
        (product) => product.id,
      );
      const from = ids.indexOf(id);
      if (from < 0) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      ids.splice(from, 1);
      ids.splice(Math.min(position - 1, ids.length), 0, id);
      await this.reorderIn(manager, ids);
    });
    return this.get(id);
  }

  /** {@link reorder} inside the caller's transaction (the catalogue import sets the file's order). */
  async reorderIn(manager: EntityManager, ids: readonly number[]): Promise<void> {
    const repository = manager.getRepository(Product);
    const all = await repository.find({ select: { id: true, rank: true } });
    const known = new Set(all.map((product) => product.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new ValidationError(CATALOGUE_ERRORS.orderIncomplete, { ids: CATALOGUE_ERRORS.orderIncomplete });
    }
    const rankOf = new Map(all.map((product) => [product.id, product.rank]));
    for (const [index, id] of ids.entries()) {
      if (rankOf.get(id) !== index + 1) await repository.update({ id }, { rank: index + 1 });
    }
  }

  /** A product's revisions, newest first (NotFoundError for an unknown product with none). */
  async history(id: number): Promise<Revision[]> {
    const revisions = await this.revisions.list('product', id);
    if (revisions.length === 0) await this.get(id);
    return revisions;
  }

  /**
   * What restoring a revision would change, field by field (current value, then the revision's), for the owner to
   * read before saying yes. The slug is listed when it differs, though a restore keeps it unless asked
   * ({@link RestoreOptions}). NotFoundError for a revision that is not this product's.
   */
  async compare(id: number, revisionId: number): Promise<RevisionComparison> {
    const found = await this.revisions.get<ProductState>('product', id, revisionId);
    if (!found) throw new NotFoundError(CATALOGUE_ERRORS.revisionNotFound);
    const product = await this.get(id);
    // Compared as the owner sees them: archived or not, rather than two archive dates.
    const current: Record<string, unknown> = { ...draftOf(product), archived: product.archivedAt !== null };
    const revision: Record<string, unknown> = { ...current, ...found.state, archived: Boolean(found.state.archivedAt) };
    const changes = [...DRAFT_KEYS, 'archived']
      .filter((key) => !sameValue(current[key], revision[key]))
      .map((field) => ({ field, current: JSON.stringify(current[field] ?? null), revision: JSON.stringify(revision[field] ?? null) }));
    return { revision: found.revision, changes };
  }

  /**
   * Saves an older revision's state as a new save (itself a revision): nothing saved before is lost. The product keeps
   * its current slug (its address, which readers and links use) unless `restoreSlug` is set. The price check date
   * comes back with an older price it belongs to; an unchanged price keeps its latest check.
   */
  async restore(id: number, revisionId: number, author?: string, { restoreSlug = false }: RestoreOptions = {}): Promise<Product> {
    const found = await this.revisions.get<ProductState>('product', id, revisionId);
    if (!found) throw new NotFoundError(CATALOGUE_ERRORS.revisionNotFound);
    const { archivedAt, priceCheckedAt, ...stored } = found.state;
    return this.save(async (manager) => {
      const product = await this.stored(manager, id);
      const before = stateOf(product);
      // A revision written before a field existed lacks it: the current value stays.
      const draft: ProductDraft = { ...draftOf(product), ...stored, slug: restoreSlug ? stored.slug : product.slug };
      await this.check(manager, draft, id);
      Object.assign(product, draft, { archivedAt: archivedAt ? new Date(archivedAt) : null });
      if (draft.price !== before.price) {
        Object.assign(product, OWNER_PRICE);
        product.priceCheckedAt = priceCheckedAt ? new Date(priceCheckedAt) : null;
      }
      return this.commit(manager, product, before, author);
    });
  }

  /**
   * Records that the owner has just read the stored price at the retailer and it is unchanged: priceCheckedAt becomes
   * now, so the price is shown for PRICE_MAX_AGE_HOURS more. Nothing else changes and no revision is written (the
   * price itself did not change). NotFoundError for an unknown id.
   */
  async confirmPrice(id: number): Promise<Product> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.stored(manager, id);
      product.priceCheckedAt = this.now();
      return manager.getRepository(Product).save(product);
    });
  }

  /** A new product sent without an image path (or a blank one) gets the default drawing. */
  private imageOf(sent: Partial<ProductDraft>): Partial<ProductDraft> {
    return sent.imageUrl === undefined || sent.imageUrl.trim() === '' ? { imageUrl: DEFAULT_PRODUCT_IMAGE } : {};
  }

  /** One transaction; a slug or ASIN taken by a simultaneous save is a conflict to retry, not a 500. */
  private async save(work: (manager: EntityManager) => Promise<Product>): Promise<Product> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CATALOGUE_ERRORS.productTaken);
      throw error;
    }
  }

  /**
   * Writes an edited product and its revision, unless nothing changed (then nothing is written: no revision, no new
   * date). updatedAt moves only when a field the review page shows changed.
   */
  private async commit(manager: EntityManager, product: Product, before: ProductState, author?: string): Promise<Product> {
    const after = stateOf(product);
    const changed = (Object.keys(after) as (keyof ProductState)[]).some((key) => !sameValue(before[key], after[key]));
    if (!changed) return product;
    if (CONTENT_KEYS.some((key) => !sameValue(before[key], after[key]))) product.updatedAt = this.now();
    return this.record(manager, await manager.getRepository(Product).save(product), before, author);
  }

  private async record(manager: EntityManager, product: Product, before: ProductState | null, author?: string): Promise<Product> {
    // A product that predates the desk (the seed, a migration) has no revision yet: its state before this first save
    // becomes revision 1, so the owner can go back to it like to any other.
    if (before !== null && !(await manager.getRepository(Revision).existsBy({ subject: 'product', subjectId: product.id }))) {
      await this.revisions.record(manager, {
        subject: 'product',
        subjectId: product.id,
        state: before,
        previous: null,
        author: BASELINE_AUTHOR,
      });
    }
    await this.revisions.record(manager, { subject: 'product', subjectId: product.id, state: stateOf(product), previous: before, author });
    return product;
  }

  /**
   * The product as this save's transaction sees it. On PostgreSQL the row is locked until the commit, so a
   * simultaneous save waits and then starts from this one's result: neither loses the other's fields, and each
   * revision holds the state that was really saved. (SQLite transactions are exclusive already.)
   */
  private async stored(manager: EntityManager, id: number): Promise<Product> {
    const lock = manager.connection.driver.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' as const } } : {};
    const product = await manager.getRepository(Product).findOne({ where: { id }, ...lock });
    if (!product) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
    return product;
  }

  /** `amazonUrl` stands for `amazonAsin` when that is absent; a link off Amazon is refused by name. */
  private asinOf(changes: ProductChanges): Partial<ProductDraft> {
    if (typeof changes.amazonAsin === 'string') return { amazonAsin: changes.amazonAsin.trim().toUpperCase() };
    if (typeof changes.amazonUrl !== 'string') return {};
    const asin = /^https?:\/\//i.test(changes.amazonUrl.trim()) ? extractAsin(changes.amazonUrl) : null;
    if (!asin) throw new ValidationError(PRODUCT_MESSAGES.amazonUrl, { amazonUrl: PRODUCT_MESSAGES.amazonUrl });
    return { amazonAsin: asin };
  }

  /** The whole product's field rules, then the unique slug and ASIN (other products only). */
  private async check(manager: EntityManager, draft: ProductDraft, id: number | null): Promise<void> {
    const errors = validateProductDraft(draft);
    const others = manager.getRepository(Product);
    const notThis = id === null ? {} : { id: Not(id) };
    if (!errors.slug && (await others.existsBy({ slug: draft.slug, ...notThis }))) errors.slug = CATALOGUE_ERRORS.slugTaken;
    if (!errors.amazonAsin && (await others.existsBy({ amazonAsin: draft.amazonAsin, ...notThis })))
      errors.amazonAsin = CATALOGUE_ERRORS.asinTaken;
    const [first] = Object.values(errors);
    if (first) throw new ValidationError(first, errors as Record<string, string>);
  }

  /** The slug itself, or with the first free "-2", "-3"... suffix. */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    const taken = new Set(
      (await manager.getRepository(Product).find({ select: { slug: true }, where: { slug: In([base, ...suffixes(base, 50)]) } })).map(
        (product) => product.slug,
      ),
    );
    return [base, ...suffixes(base, 50)].find((slug) => !taken.has(slug)) ?? `${base}-${this.now().getTime()}`;
  }
}

const suffixes = (base: string, count: number) => Array.from({ length: count }, (_, index) => `${base}-${index + 2}`);
