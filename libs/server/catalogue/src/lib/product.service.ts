import {
  matchesCollarFilter,
  normaliseSearch,
  parsePrice,
  searchCollars,
  suitsBreed,
  type CollarFilter,
} from '@bcg/shared/product-filters';
import type { Breed } from '@bcg/shared/sizing';
import { buildRetailerUrl } from '@bcg/shared/affiliate-links';
import { editorialScore } from '@bcg/shared/reviews';
import { formatPriceAmount, isSlug } from '@bcg/shared/validation';
import { pageOf, reportDisplayDeadline, thenById, type Page, type PageRequest } from '@bcg/server/core';
import { In, IsNull, type Repository } from 'typeorm';
import type { Product } from './product.entity';

export interface ListProductsOptions {
  filter?: CollarFilter;
  /** Only the collars the owner says suit this breed. */
  breed?: Breed | null;
  limit?: number;
  /** Only the collars behind these review-page slugs, in this order (unknown ones left out): a reader's choice. */
  slugs?: readonly string[] | null;
  /**
   * Only collars a reader can buy now (see {@link ProductService.isBuyable}), in catalogue order: the top picks and the
   * default comparison. An out-of-stock collar keeps its rank and is back in place once it is buyable again.
   */
  buyableOnly?: boolean;
}

/** One page of the public catalogue: a filter and the site search narrow it, catalogue order. */
export interface PageProductsOptions extends PageRequest {
  filter?: CollarFilter;
  /** The site search (every word in the name, description or features, or a breed named); blank: no search. */
  q?: string | null;
  /** Only the collars the owner says suit this breed. */
  breed?: Breed | null;
}

/**
 * The columns the filter, search and related-collars rules read: all a narrowed page or a review page's suggestions
 * need of every public collar (the rows they show are then read whole).
 */
const MATCH_COLUMNS = [
  'id',
  'rank',
  'name',
  'description',
  'price',
  'priceCheckedAt',
  'priceAmountCents',
  'priceCurrency',
  'priceSource',
  'availabilityType',
  'features',
  'bulldogFitNotes',
  'breeds',
  'scores',
] as const;
type Candidate = Pick<Product, (typeof MATCH_COLUMNS)[number]>;
const CATALOGUE_ORDER = { rank: 'ASC', id: 'ASC' } as const;
const CATALOGUE_KEYS = thenById('product', 'rank', 'ASC');

/** How long a checked retailer price may be shown, and the clock it is judged by (tests inject one). */
export interface PriceRules {
  /** PRICE_MAX_AGE_HOURS: the retailer's rule (Amazon: 24 hours) for how old a displayed price may be. */
  maxAgeHours: number;
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The retailer's availability kinds (its last check, `availabilityType`) under which a collar cannot be bought: it
 * shows no price, and it sits out of the top picks and the default comparison until it is back. Every other kind
 * (in stock, scarce, pre-order, back-order, unknown) and a collar never checked can be bought.
 */
export const NOT_BUYABLE_AVAILABILITY: readonly string[] = Object.freeze(['OUT_OF_STOCK', 'UNAVAILABLE']);

/** What the price rules read of a product: its price (a retailer's as an amount), its check and its availability. */
export type PricedProduct = Pick<Product, 'price' | 'priceCheckedAt' | 'priceAmountCents' | 'priceCurrency' | 'priceSource'> &
  Partial<Pick<Product, 'availabilityType'>>;

/** A product's price in the legacy REST shape: its last price and whether it may be shown now. */
export interface LegacyPrice {
  price: string;
  priceIsFresh: boolean;
}

/** How many related collars a review page links to. */
const RELATED_COLLARS = 3;

/** The collar catalogue: listing, filtering, retailer links and which prices may still be shown. */
/** A public collar as a link in the sitemap. */
export type ProductLink = Pick<Product, 'id' | 'slug' | 'updatedAt'>;

export class ProductService {
  private readonly maxAgeMs: number;
  private readonly now: () => Date;
  /** What is read of the whole public catalogue, once per content revision: its order, the rules' columns. */
  private readonly kept = new Map<string, { revision: string; value: Promise<unknown> }>();

  /**
   * @param contentRevision the site revision (every product write in any process moves it; undefined when it cannot
   *   be read): while it stands still, the unnarrowed catalogue's order is known without asking the database again.
   */
  constructor(
    private readonly products: Repository<Product>,
    private readonly affiliateTag: string,
    prices: PriceRules,
    private readonly contentRevision?: () => Promise<string | undefined>,
  ) {
    this.maxAgeMs = prices.maxAgeHours * HOUR_MS;
    this.now = prices.now ?? (() => new Date());
  }

  /**
   * Public products (never an archived one) in catalogue order, or the ones named by `slugs` in that order; optionally
   * narrowed by a collar filter and a breed, and capped.
   */
  async list({ filter = 'all', breed, limit, slugs, buyableOnly = false }: ListProductsOptions = {}): Promise<Product[]> {
    const kept = (product: Candidate) => (!breed || suitsBreed(product, breed)) && (!buyableOnly || this.isBuyable(product));
    if (slugs) {
      const chosen = this.narrow(await this.bySlugs(slugs), filter).filter(kept);
      return limit === undefined ? chosen : chosen.slice(0, limit);
    }
    // The top picks ask for three of ten thousand: only the rows returned are read whole (their JSON columns parsed).
    if (filter === 'all' && !breed && !buyableOnly) {
      return this.products.find({ where: { archivedAt: IsNull() }, order: CATALOGUE_ORDER, take: limit });
    }
    const matching = this.narrow(await this.candidates(), filter).filter(kept);
    return this.byIds((limit === undefined ? matching : matching.slice(0, limit)).map((product) => product.id));
  }

  /**
   * What `read` gives as of the current content revision, read once per revision (and while it reads, shared by
   * every caller); undefined without a revision. At 10,000 collars a read of every public collar costs more than the
   * page that needs it; the site revision moves with every product write in any process.
   */
  private async perRevision<T>(name: string, read: () => Promise<T>): Promise<T | undefined> {
    const revision = await this.contentRevision?.().catch(() => undefined);
    if (revision === undefined) return undefined;
    let entry = this.kept.get(name);
    if (entry?.revision !== revision) {
      const value = read();
      const fresh = { revision, value };
      // A failed read is not kept: the next caller reads again.
      value.catch(() => this.kept.get(name) === fresh && this.kept.delete(name));
      this.kept.set(name, fresh);
      entry = fresh;
    }
    return entry.value as Promise<T>;
  }

  /** The public ids in catalogue order (a page is a slice, the count its length), or undefined without a revision. */
  private publicOrder(): Promise<number[] | undefined> {
    return this.perRevision('order', async () =>
      (await this.products.find({ select: { id: true }, where: { archivedAt: IsNull() }, order: CATALOGUE_ORDER })).map((row) => row.id),
    );
  }

  /**
   * The rules' columns of every public collar in catalogue order: kept per revision (shared, never changed by a
   * caller), or read for this call without one.
   */
  private async candidates(): Promise<readonly Candidate[]> {
    const read = () => this.products.find({ select: [...MATCH_COLUMNS], where: { archivedAt: IsNull() }, order: CATALOGUE_ORDER });
    return (await this.perRevision('candidates', read)) ?? read();
  }

  /** The public rows of these ids, whole, in the order given (one archived meanwhile is left out). */
  private async byIds(ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.products.find({ where: { id: In([...ids]), archivedAt: IsNull() } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The public collars behind some review-page slugs, in the order asked, each once: what a reader chose to compare.
   * Unknown, archived and malformed slugs are left out (the caller tells the reader which).
   */
  async bySlugs(slugs: readonly string[]): Promise<Product[]> {
    const wanted = [...new Set(slugs.filter(isSlug))];
    if (wanted.length === 0) return [];
    const rows = await this.products.find({ where: { slug: In(wanted), archivedAt: IsNull() } });
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return wanted.flatMap((slug) => bySlug.get(slug) ?? []);
  }

  /**
   * Every public collar's review-page address and last change, in catalogue order: what the sitemap lists. Only
   * those two columns are read, so ten thousand collars stay a quick indexed read.
   */
  async listLinks(): Promise<ProductLink[]> {
    return this.products.find({
      select: { id: true, slug: true, updatedAt: true },
      where: { archivedAt: IsNull() },
      order: CATALOGUE_ORDER,
    });
  }

  /**
   * One page of the public catalogue in catalogue order, with the size of the whole (filtered, searched) list.
   * Unnarrowed, the order of the public ids is read once per content revision (its size is the count, a page is a
   * slice of it), or without a revision the database pages (an index on rank, id of public rows); narrowed by a filter,
   * a breed or a search, the shared rules run over the few columns they read for every public collar (the same rules
   * the web app states, no SQL imitation of them). Either way only the page's rows are loaded whole.
   */
  async page({ filter = 'all', q, breed, offset, limit }: PageProductsOptions): Promise<Page<Product>> {
    const search = normaliseSearch(q);
    if (filter === 'all' && !search && !breed) {
      const ids = await this.publicOrder();
      if (ids) return { items: await this.byIds(ids.slice(offset, offset + limit)), totalCount: ids.length, offset };
      // pageOf: a deep page skips only index entries, and one past the middle is read from the other end.
      return pageOf(this.products.createQueryBuilder('product').where('product.archivedAt IS NULL'), CATALOGUE_KEYS, {
        offset,
        limit,
      });
    }
    // A price filter reads the candidates' shown prices, so its answers last only as long as those (display-deadline.ts).
    const narrowed = this.narrow(await this.candidates(), filter).filter((product) => !breed || suitsBreed(product, breed));
    const matching = searchCollars(narrowed, search);
    // An id archived between the two reads is dropped rather than shown.
    const items = await this.byIds(matching.slice(offset, offset + limit).map((product) => product.id));
    return { items, totalCount: matching.length, offset };
  }

  /**
   * The shared filter rules over the prices a reader is shown: a stale price, or one of a collar that cannot be
   * bought, places no collar among the premium or budget ones (its words still may).
   */
  private narrow<T extends Candidate>(products: readonly T[], filter: CollarFilter): T[] {
    if (filter === 'all') return [...products];
    return products.filter((product) => matchesCollarFilter({ ...product, price: this.displayPrice(product) ?? '' }, filter));
  }

  /** The public product behind a review page URL; null for an unknown or archived slug (the page answers 404). */
  async bySlug(slug: string): Promise<Product | null> {
    return isSlug(slug) ? this.products.findOne({ where: { slug, archivedAt: IsNull() } }) : null;
  }

  /**
   * The collars a review page suggests next: other public collars suited to a breed this one suits first, then the
   * rest; each group by editorial score, best first, unreviewed collars last.
   */
  async related(product: Pick<Product, 'id' | 'breeds'>, count = RELATED_COLLARS): Promise<Product[]> {
    // The breeds the owner says each collar suits: the same field the fit finder and the breed filter read.
    const sameBreed = (other: Candidate) => (other.breeds.some((breed) => product.breeds.includes(breed)) ? 1 : 0);
    const score = (other: Candidate) => this.editorialScore(other) ?? -1;
    // Ranked on the few columns the rule reads; only the chosen collars are read whole.
    const others = (await this.candidates()).filter((other) => other.id !== product.id);
    // filter() made a copy: sorting it leaves the kept candidates in catalogue order.
    const chosen = others.sort((a, b) => sameBreed(b) - sameBreed(a) || score(b) - score(a) || a.rank - b.rank).slice(0, count);
    return this.byIds(chosen.map((other) => other.id));
  }

  /** The editorial score out of 10 from the five marks (the one shared formula); null for an unreviewed collar. */
  editorialScore(product: Pick<Product, 'scores'>): number | null {
    return product.scores ? editorialScore(product.scores) : null;
  }

  /** The retailer page of a product, always carrying the affiliate tag. */
  retailerUrl(product: Pick<Product, 'amazonAsin'>): string {
    return buildRetailerUrl(product.amazonAsin, this.affiliateTag);
  }

  /** When a checked price stops being displayable (its check time plus PRICE_MAX_AGE_HOURS); null if never checked. */
  priceValidUntil(product: Pick<Product, 'priceCheckedAt'>): Date | null {
    return product.priceCheckedAt ? new Date(product.priceCheckedAt.getTime() + this.maxAgeMs) : null;
  }

  /**
   * The product's last price as text: a retailer's price is its amount and currency as the site writes them
   * ("$54.99"), never the retailer's display text; a price the owner typed is the owner's text. Whether it may be
   * shown now is {@link isPriceDisplayable}'s answer.
   */
  priceText(product: Pick<Product, 'price' | 'priceAmountCents' | 'priceCurrency' | 'priceSource'>): string {
    const { priceSource, priceAmountCents, priceCurrency } = product;
    return priceSource === 'retailer' && priceAmountCents !== null && priceCurrency
      ? formatPriceAmount(priceAmountCents, priceCurrency)
      : product.price;
  }

  /**
   * Whether the price is fresh: it is a readable amount and was checked at the retailer within PRICE_MAX_AGE_HOURS.
   * Only half of the rule: {@link isPriceDisplayable} is the whole of it.
   */
  private isPriceFresh(product: PricedProduct): boolean {
    const validUntil = this.priceValidUntil(product);
    const fresh = parsePrice(this.priceText(product)) !== null && validUntil !== null && this.now().getTime() < validUntil.getTime();
    // Whatever answer is being prepared says something that stops being true then (a price, or its absence from a
    // list of priced collars): a cache keeps that answer no longer. A stale price stays stale without a write.
    if (fresh) reportDisplayDeadline(validUntil);
    return fresh;
  }

  /**
   * Whether a reader can buy the collar now, by the retailer's last check: not when it said OUT_OF_STOCK or
   * UNAVAILABLE ({@link NOT_BUYABLE_AVAILABILITY}); yes for any other answer and for a collar never checked.
   */
  isBuyable(product: Partial<Pick<Product, 'availabilityType'>>): boolean {
    return !product.availabilityType || !NOT_BUYABLE_AVAILABILITY.includes(product.availabilityType);
  }

  /**
   * Whether the price may be shown: fresh, and the collar can be bought (a price of an out-of-stock collar is none).
   * The one decision every answer that carries a price follows: pages, GraphQL, REST, the JSON-LD, the comparison,
   * the fit finder and the price history. Otherwise every page reads "Check price on Amazon" (or
   * says the collar is out of stock) and offers no price in its JSON-LD.
   */
  isPriceDisplayable(product: PricedProduct): boolean {
    return this.isPriceFresh(product) && this.isBuyable(product);
  }

  /** The price to display ("$34.99"), or null when it is stale or unreadable, or the collar cannot be bought now. */
  displayPrice(product: PricedProduct): string | null {
    return this.isPriceDisplayable(product) ? this.priceText(product) : null;
  }

  /** The legacy REST price: the last price ({@link priceText}) and `priceIsFresh`, true only while it may be shown. */
  legacyPrice(product: PricedProduct): LegacyPrice {
    return { price: this.priceText(product), priceIsFresh: this.isPriceDisplayable(product) };
  }
}
