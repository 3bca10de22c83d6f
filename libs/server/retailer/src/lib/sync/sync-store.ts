import { Product } from '@bcg/server/catalogue';
import { databaseUnavailableError, errorLogSummary } from '@bcg/server/core';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { PriceObservation } from '../price-observation.entity';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import { DISPLAYED_FIELDS, type CheckedProduct, type CheckOutcome, type StateValues } from './check-outcome';

/** One product's check, ready to be stored. */
export interface StoredCheck {
  productId: number;
  outcome: CheckOutcome;
}

const INSERT_CHUNK = 200;

/** A retailer price as stored, with when it was seen. */
export interface StoredPrice {
  productId: number;
  amountCents: number;
  currency: string;
  observedAt: Date;
}

/** Called inside the transaction that stores the prices; a throw rolls the store back (see {@link SyncStore.store}). */
export type PricesStoredListener = (manager: EntityManager, prices: StoredPrice[]) => Promise<unknown>;

/** Told of each check the database refused on its own (its record was stored with the problem, nothing else). */
export type CheckRefusedListener = (productId: number, error: unknown) => void;

/** The sync's reads and writes: its per-product records, the products' displayed fields and the observed prices. */
export class SyncStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly onPricesStored?: PricesStoredListener,
    private readonly onCheckRefused?: CheckRefusedListener,
  ) {}

  /**
   * Gives every public product with an ASIN a record (due at `now`) and drops the records of deleted or archived
   * products, so the cycle and the report see exactly the public catalogue.
   */
  async reconcile(now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(RetailerSyncState)
      .where(`"productId" NOT IN (SELECT "id" FROM "product" WHERE "archivedAt" IS NULL AND "amazonAsin" <> '')`)
      .execute();
    const missing: Array<{ id: number }> = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .select('product.id', 'id')
      .leftJoin(RetailerSyncState, 'state', 'state.productId = product.id')
      .where('product.archivedAt IS NULL')
      .andWhere(`product.amazonAsin <> ''`)
      .andWhere('state.productId IS NULL')
      .orderBy('product.id')
      .getRawMany();
    for (let start = 0; start < missing.length; start += INSERT_CHUNK) {
      const rows = missing.slice(start, start + INSERT_CHUNK).map(({ id }) => ({ productId: Number(id), nextSyncAt: now, failures: 0 }));
      await this.dataSource.createQueryBuilder().insert().into(RetailerSyncState).values(rows).orIgnore().execute();
    }
  }

  /** The record of one product, made (due now) when it has none. */
  async stateOf(productId: number, now: Date): Promise<RetailerSyncState> {
    const repository = this.dataSource.getRepository(RetailerSyncState);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(RetailerSyncState)
      .values({ productId, nextSyncAt: now, failures: 0 })
      .orIgnore()
      .execute();
    return repository.findOneByOrFail({ productId });
  }

  /**
   * Claims up to `limit` due products (oldest due first, then by id): their next check moves to `until`, so a server
   * that dies holding them leaves them to be checked again then. On PostgreSQL the rows are locked while chosen.
   */
  async claimDue(limit: number, now: Date, until: Date): Promise<RetailerSyncState[]> {
    return this.dataSource.transaction(async (manager) => {
      const query = manager
        .getRepository(RetailerSyncState)
        .createQueryBuilder('state')
        .where('state.nextSyncAt <= :now', { now })
        .orderBy('state.nextSyncAt', 'ASC')
        .addOrderBy('state.productId', 'ASC')
        .limit(limit);
      if (this.dataSource.driver.options.type === 'postgres') query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const rows = await query.getMany();
      if (rows.length === 0) return [];
      await manager.getRepository(RetailerSyncState).update({ productId: In(rows.map((row) => row.productId)) }, { nextSyncAt: until });
      return rows;
    });
  }

  /** The products as a check reads them, by id (deleted ones are missing). */
  async products(ids: readonly number[]): Promise<CheckedProduct[]> {
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(Product).find({
      select: ['id', 'amazonAsin', ...DISPLAYED_FIELDS],
      where: { id: In([...ids]) },
    });
  }

  /** Each product's latest observed price (by when it was seen, so a backfilled older row never counts as the latest). */
  async lastObservations(ids: readonly number[]): Promise<Map<number, { amountCents: number; currency: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(PriceObservation)
      .createQueryBuilder('observation')
      .innerJoin(
        (query) =>
          query
            .select('latest.productId', 'productId')
            .addSelect('MAX(latest.observedAt)', 'at')
            .from(PriceObservation, 'latest')
            .where('latest.productId IN (:...ids)', { ids })
            .groupBy('latest.productId'),
        'latest',
        'latest."productId" = observation.productId AND latest.at = observation.observedAt',
      )
      .orderBy('observation.id', 'ASC')
      .getMany();
    return new Map(rows.map((row) => [row.productId, { amountCents: row.amountCents, currency: row.currency }]));
  }

  /**
   * Stores checks in one transaction: the displayed changes of each product (its review's modified date stays: a price
   * is not an edit), its new observation and its record. A product's record and its displayed change commit together,
   * so a crash before the commit leaves it due to be checked again, with nothing half-written.
   *
   * One check never costs the others their write: when the database refuses the transaction for anything but being
   * unusable (a value, a constraint, the listener's work), each check is stored in a transaction of its own, and a
   * check refused alone keeps only its record, with a 'failed' problem saying so (the owner's report shows it). A
   * database that cannot be used fails the store as a whole: the claimed products are checked again later.
   */
  async store(checks: readonly StoredCheck[], now: Date): Promise<void> {
    if (checks.length === 0) return;
    try {
      await this.storeTogether(checks, now);
    } catch (error) {
      if (databaseUnavailableError(error)) throw error;
      const [only] = checks;
      if (checks.length === 1 && only) return this.storeRefused(only, error, now);
      for (const check of checks) await this.store([check], now);
    }
  }

  /** Only the record of a check the database refused, with the problem; its product and prices stay as they were. */
  private async storeRefused({ productId, outcome }: StoredCheck, error: unknown, now: Date): Promise<void> {
    const { state } = outcome;
    const summary = errorLogSummary(error);
    const reason = `${summary.message}${summary.code ? ` (${summary.code})` : ''}`;
    await this.dataSource.transaction((manager) =>
      this.saveState(manager, productId, {
        ...state,
        problem: 'failed',
        problemSince: state.problem === 'failed' ? (state.problemSince ?? now) : now,
        problemCode: 'NotStored',
        problemMessage: `Nothing this check found could be stored: ${reason}`.slice(0, 500),
        problemReportedAt: state.problem === 'failed' ? state.problemReportedAt : null,
      }),
    );
    this.onCheckRefused?.(productId, error);
  }

  private async storeTogether(checks: readonly StoredCheck[], now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const { productId, outcome } of checks) {
        if (Object.keys(outcome.product).length > 0) {
          await manager.createQueryBuilder().update(Product).set(outcome.product).where({ id: productId }).execute();
        }
      }
      const observations = checks.flatMap(({ productId, outcome }) =>
        outcome.observation ? [{ productId, ...outcome.observation, observedAt: outcome.state.lastAttemptAt ?? now }] : [],
      );
      for (let start = 0; start < observations.length; start += INSERT_CHUNK) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(PriceObservation)
          .values(observations.slice(start, start + INSERT_CHUNK))
          .execute();
      }
      for (const { productId, outcome } of checks) await this.saveState(manager, productId, outcome.state);
      if (this.onPricesStored && observations.length > 0) await this.onPricesStored(manager, observations);
    });
  }

  /** Makes every record due at `now` (the owner's "Refresh all"); answers how many products that queues. */
  async makeAllDue(now: Date): Promise<number> {
    await this.dataSource
      .getRepository(RetailerSyncState)
      .createQueryBuilder()
      .update()
      .set({ nextSyncAt: now })
      .where('"nextSyncAt" > :now', { now })
      .execute();
    return this.dataSource.getRepository(RetailerSyncState).count();
  }

  /**
   * The status's figures over the public products with an ASIN: how many are due (a product never checked is), when
   * the next one is, and how many are in the link-health report.
   */
  async figures(now: Date): Promise<{ due: number; nextSyncAt: Date | null; problems: number }> {
    const base = () =>
      this.dataSource
        .getRepository(Product)
        .createQueryBuilder('product')
        .leftJoin(RetailerSyncState, 'state', 'state.productId = product.id')
        .where('product.archivedAt IS NULL')
        .andWhere(`product.amazonAsin <> ''`);
    const due = await base().andWhere('(state.productId IS NULL OR state.nextSyncAt <= :now)', { now }).getCount();
    const problems = await base().andWhere('state.problem IS NOT NULL').getCount();
    if (due > 0) return { due, nextSyncAt: now, problems };
    const next = await this.dataSource
      .getRepository(RetailerSyncState)
      .createQueryBuilder('state')
      .innerJoin(Product, 'product', 'product.id = state.productId AND product.archivedAt IS NULL')
      .orderBy('state.nextSyncAt', 'ASC')
      .getOne();
    return { due, nextSyncAt: next?.nextSyncAt ?? null, problems };
  }

  private async saveState(manager: EntityManager, productId: number, state: StateValues): Promise<void> {
    await manager.getRepository(RetailerSyncState).update({ productId }, state);
  }
}
