import { Product } from '@bcg/server/catalogue';
import { Args, FieldResolver, Resolver, Root } from 'type-graphql';
import { PriceHistoryService } from './price-history.service';
import { PriceHistory, PriceHistoryArgs } from './price-history.types';

/** The price history of a collar, as a field of Product (the catalogue's own resolver knows nothing of the sync). */
@Resolver(() => Product)
export class PriceHistoryResolver {
  constructor(private readonly history: PriceHistoryService) {}

  @FieldResolver(() => PriceHistory, {
    description:
      "The prices we saw at Amazon in the last `days` days (default 90, at most 365), from our own checks: every change, the lowest and the current price (null unless the collar's price is shown).",
  })
  priceHistory(@Root() product: Product, @Args() { days }: PriceHistoryArgs): Promise<PriceHistory> {
    return this.history.forProduct(product, days);
  }
}
