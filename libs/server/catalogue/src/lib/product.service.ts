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
import { isSlug } from '@bcg/shared/validation';
import { pageOf, thenById, type Page, type PageRequest } from '@bcg/server/core';
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

/** The columns the filter and search rules read: all a narrowed page needs to load for every public collar. */
const MATCH_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'priceCheckedAt',
  'availabilityType',
  'features',
  'bulldogFitNotes',
  'breeds',
] as const;
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

/** What the price rules read of a product. */
export type PricedProduct = Pick<Product, 'price' | 'priceCheckedAt'> & Partial<Pick<Product, 'availabilityType'>>;

/** How many related collars a review page links to. */
const RELATED_COLLARS = 3;

/** The collar catalogue: listing, filtering, retailer links and which prices may still be shown. */
/** A public collar as a link in the sitemap. */
export type ProductLink = Pick<Product, 'id' | 'slug' | 'updatedAt'>;

export class ProductService {
  private readonly maxAgeMs: number;
  private readonly now: () => Date;
  /**
   * When each price listed so far stops being displayable (ms, ascending, no repeats), to tell caches when pages
   * change. Every listing adds its prices (a page lists only some), so a cached page of any listing expires in time.
   */
  private priceExpiries: number[] = [];
  private readonly knownExpiries = new Set<number>();

  constructor(
    private readonly products: Repository<Product>,
    private readonly affiliateTag: string,
    prices: PriceRules,
  ) {
    this.maxAgeMs = prices.maxAgeHours * HOUR_MS;
    this.now = prices.now ?? (() => new Date());
  }

  /**
   * Public products (never an archived one) in catalogue order, or the ones named by `slugs` in that order; optionally
   * narrowed by a collar filter and a breed, and capped.
   */
  async list({ filter = 'all', breed, limit, slugs, buyableOnly = false }: ListProductsOptions = {}): Promise<Product[]> {
    const all = slugs ? await this.bySlugs(slugs) : await this.products.find({ where: { archivedAt: IsNull() }, order: CATALOGUE_ORDER });
    this.rememberPrices(all);
    const filtered = this.narrow(all, filter).filter(
      (product) => (!breed || suitsBreed(product, breed)) && (!buyableOnly || this.isBuyable(product)),
    );
    return limit === undefined ? filtered : filtered.slice(0, limit);
  }

  /**
   * The public collars behind some review-page slugs, in the order asked, each once: what a reader chose to compare.
   * Unknown, archived and malformed slugs are left out (the caller tells the reader which).
   */
  async bySlugs(slugs: readonly string[]): Promise<Product[]> {
    const wanted = [...new Set(slugs.filter(isSlug))];
    if (wanted.length === 0) return [];
    const rows = await this.products.find({ where: { slug: In(wanted), archivedAt: IsNull() } });
    this.rememberPrices(rows);
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
   * Unnarrowed, the database pages (an index on rank, id of public rows); narrowed by a filter, a breed or a search, the
   * shared rules run over the few columns they read for every public collar (the same rules the web app states, no
   * SQL imitation of them), and only the page's rows are loaded whole.
   */
  async page({ filter = 'all', q, breed, offset, limit }: PageProductsOptions): Promise<Page<Product>> {
    const search = normaliseSearch(q);
    if (filter === 'all' && !search && !breed) {
      // pageOf: a deep page skips only index entries, and one past the middle is read from the other end.
      const page = await pageOf(this.products.createQueryBuilder('product').where('product.archivedAt IS NULL'), CATALOGUE_KEYS, {
        offset,
        limit,
      });
      this.rememberPrices(page.items);
      return page;
    }
    const candidates = await this.products.find({ select: [...MATCH_COLUMNS], where: { archivedAt: IsNull() }, order: CATALOGUE_ORDER });
    // A price filter reads the candidates' prices, so a page of it changes when one of them turns stale.
    this.rememberPrices(candidates);
    const narrowed = this.narrow(candidates, filter).filter((product) => !breed || suitsBreed(product, breed));
    const matching = searchCollars(narrowed, search);
    const ids = matching.slice(offset, offset + limit).map((product) => product.id);
    const rows = ids.length ? await this.products.find({ where: { id: In(ids) } }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An id archived between the two reads is dropped rather than shown.
    const items = ids.flatMap((id) => byId.get(id) ?? []);
    this.rememberPrices(items);
    return { items, totalCount: matching.length, offset };
  }

  /**
   * The shared filter rules over the prices a reader is shown: a stale price, or one of a collar that cannot be
   * bought, places no collar among the premium or budget ones (its words still may).
   */
  private narrow(products: readonly Product[], filter: CollarFilter): Product[] {
    if (filter === 'all') return [...products];
    return products.filter((product) => matchesCollarFilter({ ...product, price: this.displayPrice(product) ?? '' }, filter));
  }

  private rememberPrices(products: readonly Pick<Product, 'priceCheckedAt'>[]): void {
    const added = products
      .flatMap((product) => this.priceValidUntil(product)?.getTime() ?? [])
      .filter((expiry) => !this.knownExpiries.has(expiry));
    if (added.length === 0) return;
    for (const expiry of added) this.knownExpiries.add(expiry);
    this.priceExpiries = [...this.knownExpiries].sort((a, b) => a - b);
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
    const sameBreed = (other: Product) => (other.breeds.some((breed) => product.breeds.includes(breed)) ? 1 : 0);
    const score = (other: Product) => this.editorialScore(other) ?? -1;
    const others = (await this.list()).filter((other) => other.id !== product.id);
    return others.sort((a, b) => sameBreed(b) - sameBreed(a) || score(b) - score(a) || a.rank - b.rank).slice(0, count);
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
   * Whether the price may be shown as a number now: it is a readable amount and was checked at the retailer within
   * PRICE_MAX_AGE_HOURS. Otherwise every page reads "Check price on Amazon" and offers no price in its JSON-LD.
   */
  isPriceFresh(product: Pick<Product, 'price' | 'priceCheckedAt'>): boolean {
    const validUntil = this.priceValidUntil(product);
    return parsePrice(product.price) !== null && validUntil !== null && this.now().getTime() < validUntil.getTime();
  }

  /**
   * Whether a reader can buy the collar now, by the retailer's last check: not when it said OUT_OF_STOCK or
   * UNAVAILABLE ({@link NOT_BUYABLE_AVAILABILITY}); yes for any other answer and for a collar never checked.
   */
  isBuyable(product: Partial<Pick<Product, 'availabilityType'>>): boolean {
    return !product.availabilityType || !NOT_BUYABLE_AVAILABILITY.includes(product.availabilityType);
  }

  /** Whether the price may be shown: fresh, and the collar can be bought (a price of an out-of-stock collar is none). */
  isPriceDisplayable(product: PricedProduct): boolean {
    return this.isPriceFresh(product) && this.isBuyable(product);
  }

  /** The price to display ("$34.99"), or null when it is stale or unreadable, or the collar cannot be bought now. */
  displayPrice(product: PricedProduct): string | null {
    return this.isPriceDisplayable(product) ? product.price : null;
  }

  /**
   * Changes whenever a price of the last listing turns stale with the passing of time (no write involved), so a
   * response cache that adds it to its revision never serves a price past its age limit.
   */
  priceRevision(): string {
    // Asked by every cached request: a binary search for how many expiries have passed, not a scan of the catalogue.
    const now = this.now().getTime();
    let low = 0;
    let high = this.priceExpiries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.priceExpiries[middle] ?? Infinity) <= now) low = middle + 1;
      else high = middle;
    }
    return String(low);
  }
}
