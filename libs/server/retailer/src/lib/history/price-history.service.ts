import type { Product, ProductService } from '@bcg/server/catalogue';
import { minorUnitsPerUnit } from '@bcg/shared/validation';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { PriceObservation } from '../price-observation.entity';
import { DEFAULT_PRICE_HISTORY_DAYS, PriceHistory, PricePoint } from './price-history.types';

const DAY_MS = 24 * 60 * 60 * 1000;

const pointOf = (observation: PriceObservation): PricePoint =>
  Object.assign(new PricePoint(), {
    // In units of its currency: cents for dollars, none for yen.
    amount: observation.amountCents / minorUnitsPerUnit(observation.currency),
    currency: observation.currency,
    observedAt: observation.observedAt,
  });

/** The prices the sync saw at the retailer, as the review page and both APIs tell them. */
export class PriceHistoryService {
  constructor(
    private readonly observations: Repository<PriceObservation>,
    private readonly products: Pick<ProductService, 'isPriceDisplayable'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A collar's observed prices of the last `days` days (1 to MAX_PRICE_HISTORY_DAYS, checked by the APIs' argument
   * schemas), oldest first, with the lowest of them and the current one. `current` is the newest point only while the
   * collar's own price may be shown (fresh and buyable), so the history never shows a price the rest of the page may not.
   */
  async forProduct(product: Product, days: number = DEFAULT_PRICE_HISTORY_DAYS): Promise<PriceHistory> {
    const since = new Date(this.now().getTime() - days * DAY_MS);
    const rows = await this.observations.find({
      where: { productId: product.id, observedAt: MoreThanOrEqual(since) },
      order: { observedAt: 'ASC', id: 'ASC' },
    });
    const points = rows.map(pointOf);
    const lowest = points.reduce<PricePoint | null>((low, point) => (low === null || point.amount < low.amount ? point : low), null);
    const newest = points.at(-1) ?? null;
    return Object.assign(new PriceHistory(), {
      days,
      points,
      lowest,
      current: newest && this.products.isPriceDisplayable(product) ? newest : null,
    });
  }
}
