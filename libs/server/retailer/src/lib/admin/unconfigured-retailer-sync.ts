import { CATALOGUE_ERRORS, Product } from '@bcg/server/catalogue';
import { ConflictError, NotFoundError } from '@bcg/server/core';
import type { DataSource } from 'typeorm';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import type { RetailerSyncControls, RetailerSyncStatus } from '../retailer-sync.types';

/** What the owner sets for the sync to run, in one sentence (the dashboard's and every refused refresh's). */
export const RETAILER_SETUP_HINT =
  'Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION (your Creators API credentials) to keep prices and availability current from Amazon.';

/**
 * The retailer controls of a server without retailer credentials: the status says what to set, and every refresh is
 * refused with the same sentence (CONFLICT, 409), an unknown product first with NOT_FOUND.
 */
export class UnconfiguredRetailerSync implements RetailerSyncControls {
  constructor(
    private readonly dataSource: DataSource,
    private readonly intervalMinutes: number,
  ) {}

  /** The setup sentence, the interval and the problems still on file from an earlier configured run. */
  async status(): Promise<RetailerSyncStatus> {
    const linkProblems = await this.dataSource
      .getRepository(RetailerSyncState)
      .createQueryBuilder('state')
      .innerJoin(Product, 'product', 'product.id = state.productId')
      .where('state.problem IS NOT NULL')
      .getCount();
    return {
      setupHint: RETAILER_SETUP_HINT,
      intervalMinutes: this.intervalMinutes,
      lastCycleStartedAt: null,
      lastCycleFinishedAt: null,
      nextSyncAt: null,
      productsDue: 0,
      linkProblems,
    };
  }

  /** Refused: NOT_FOUND for an unknown product, else CONFLICT with the setup sentence. */
  async refreshProduct(productId: number): Promise<void> {
    if (!(await this.dataSource.getRepository(Product).existsBy({ id: productId })))
      throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
    throw new ConflictError(RETAILER_SETUP_HINT);
  }

  /** Refused with the setup sentence (CONFLICT). */
  async refreshAll(): Promise<{ queued: number }> {
    throw new ConflictError(RETAILER_SETUP_HINT);
  }
}
