import { connectionOf, connectionTypes, pageRequestOf, type Connection } from '@bcg/server/core';
import { Arg, Args, FieldResolver, Float, Query, Resolver, Root } from 'type-graphql';
import { Product } from './product.entity';
import { ProductAvailability } from './product-availability.types';
import { ProductImage } from './product-image.types';
import { ProductService } from './product.service';
import { ProductsArgs, ProductsConnectionArgs } from './products.args';

const { ConnectionType: ProductConnection } = connectionTypes(
  Product,
  'Product',
  "A page of the catalogue (Relay cursor connection): its collars, their cursors, the page's position and totalCount.",
);

@Resolver(() => Product)
export class ProductResolver {
  constructor(private readonly productService: ProductService) {}

  @Query(() => [Product], {
    description: 'Collars in catalogue order (the first three are the top picks), or the ones named by slugs in their order.',
  })
  products(@Args() { filter, breed, limit, slugs, buyableOnly }: ProductsArgs): Promise<Product[]> {
    return this.productService.list({ filter, breed, limit, slugs, buyableOnly });
  }

  @Query(() => ProductConnection, {
    description:
      'Collars in catalogue order, a page at a time (first/after), narrowed by a filter and the site search: what /collars lists.',
  })
  async productsConnection(@Args() { first, after, offset, filter, q, breed }: ProductsConnectionArgs): Promise<Connection<Product>> {
    return connectionOf(await this.productService.page({ ...pageRequestOf({ first, after, offset }), filter, q, breed }));
  }

  @Query(() => Product, {
    nullable: true,
    description: 'The collar behind a review page (/collars/{slug}); null for an unknown or archived slug.',
  })
  product(@Arg('slug', { description: 'URL slug of the review page.' }) slug: string): Promise<Product | null> {
    return this.productService.bySlug(slug);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'Our editorial score out of 10: the weighted mean of the five marks in scores (one decimal); null until reviewed.',
  })
  editorialScore(@Root() product: Product): number | null {
    return this.productService.editorialScore(product);
  }

  @FieldResolver(() => [Product], {
    description: 'Other collars to read next: for the same breed first, best editorial score first (at most 3).',
  })
  related(@Root() product: Product): Promise<Product[]> {
    return this.productService.related(product);
  }

  // The entity's own field: a retailer price is answered from its amount, never the retailer's display text.
  @FieldResolver()
  price(@Root() product: Product): string {
    return this.productService.priceText(product);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The price to display ("$34.99") while it is fresh (checked within PRICE_MAX_AGE_HOURS) and the collar can be bought; null when it is stale, unknown or the collar is out of stock or unavailable: show "Check price on Amazon" or its availability.',
  })
  displayPrice(@Root() product: Product): string | null {
    return this.productService.displayPrice(product);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'Until when displayPrice may be shown (priceCheckedAt + PRICE_MAX_AGE_HOURS); null when there is no price to show.',
  })
  priceValidUntil(@Root() product: Product): Date | null {
    return this.productService.isPriceDisplayable(product) ? this.productService.priceValidUntil(product) : null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether a reader can buy the collar now: false while the retailer's last check said OUT_OF_STOCK or UNAVAILABLE (no price is shown, and it sits out of the top picks and the default comparison); true otherwise, and when never checked.",
  })
  buyable(@Root() product: Product): boolean {
    return this.productService.isBuyable(product);
  }

  @FieldResolver(() => ProductAvailability, {
    nullable: true,
    description: "The retailer's availability at its last successful check; null while the collar was never checked.",
  })
  availability(@Root() product: Product): ProductAvailability | null {
    return ProductAvailability.of(product);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the checked price stops (or stopped) being shown: priceCheckedAt + PRICE_MAX_AGE_HOURS, past or future; null if never checked.',
  })
  priceShownUntil(@Root() product: Product): Date | null {
    return this.productService.priceValidUntil(product);
  }

  @FieldResolver(() => String, { description: 'Retailer product page with the affiliate tag.' })
  retailerUrl(@Root() product: Product): string {
    return this.productService.retailerUrl(product);
  }

  @FieldResolver(() => ProductImage, {
    nullable: true,
    description:
      'The uploaded photo as responsive renditions (AVIF and WebP srcsets, width, height); null when the collar has none and imageUrl is its generated default.',
  })
  image(@Root() product: Product): ProductImage | null {
    return ProductImage.of(product);
  }
}
