import { Args, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Product } from './product.entity';
import { ProductService } from './product.service';
import { ProductsArgs } from './products.args';

@Resolver(() => Product)
export class ProductResolver {
  constructor(private readonly productService: ProductService) {}

  @Query(() => [Product], { description: 'Collars in catalogue order (the first three are the top picks).' })
  products(@Args() { filter, limit }: ProductsArgs): Promise<Product[]> {
    return this.productService.list({ filter, limit });
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The price to display ("$34.99") while it is fresh (checked within PRICE_MAX_AGE_HOURS); null when it is stale or unknown: show "Check price on Amazon".',
  })
  displayPrice(@Root() product: Product): string | null {
    return this.productService.displayPrice(product);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'Until when displayPrice may be shown (priceCheckedAt + PRICE_MAX_AGE_HOURS); null when there is no price to show.',
  })
  priceValidUntil(@Root() product: Product): Date | null {
    return this.productService.isPriceFresh(product) ? this.productService.priceValidUntil(product) : null;
  }

  @FieldResolver(() => String, { description: 'Retailer product page with the affiliate tag.' })
  retailerUrl(@Root() product: Product): string {
    return this.productService.retailerUrl(product);
  }
}
