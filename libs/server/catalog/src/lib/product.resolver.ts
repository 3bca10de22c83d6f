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

  @FieldResolver(() => String, { description: 'Retailer product page with the affiliate tag.' })
  retailerUrl(@Root() product: Product): string {
    return this.productService.retailerUrl(product);
  }
}
