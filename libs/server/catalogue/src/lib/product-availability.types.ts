import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { Product } from './product.entity';

/** The retailer's availability kinds, as the sync stores them in `product.availabilityType`. */
export const AVAILABILITY_TYPES = [
  'IN_STOCK',
  'IN_STOCK_SCARCE',
  'OUT_OF_STOCK',
  'PREORDER',
  'BACKORDER',
  'UNAVAILABLE',
  'UNKNOWN',
] as const;

export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

const AvailabilityTypeEnum = Object.fromEntries(AVAILABILITY_TYPES.map((type) => [type, type])) as Record<
  AvailabilityType,
  AvailabilityType
>;

registerEnumType(AvailabilityTypeEnum, {
  name: 'AvailabilityType',
  description: "The retailer's availability of a collar at its last check. OUT_OF_STOCK and UNAVAILABLE: it cannot be bought now.",
  valuesConfig: {
    IN_STOCK: { description: 'In stock.' },
    IN_STOCK_SCARCE: { description: 'In stock, only a few left.' },
    OUT_OF_STOCK: { description: 'Out of stock: cannot be bought now.' },
    PREORDER: { description: 'Can be ordered before its release.' },
    BACKORDER: { description: 'Can be ordered; ships when restocked.' },
    UNAVAILABLE: { description: 'Not sold now (or its link has stayed broken for 7 days): cannot be bought.' },
    UNKNOWN: { description: 'The retailer did not say.' },
  },
});

/** What the retailer said of a collar's stock at its last successful check. */
@ObjectType({ description: "The retailer's availability of a collar at its last successful check." })
export class ProductAvailability {
  @Field(() => AvailabilityTypeEnum, { description: 'The kind (IN_STOCK, OUT_OF_STOCK, UNAVAILABLE, ...).' })
  type!: AvailabilityType;

  @Field(() => String, {
    nullable: true,
    description: 'The retailer\'s own words, e.g. "Temporarily out of stock."; null when it gave none.',
  })
  message!: string | null;

  @Field(() => Date, { description: 'When the retailer said so.' })
  checkedAt!: Date;

  /** The product's availability, or null while it was never checked; a kind this site does not know reads UNKNOWN. */
  static of(product: Pick<Product, 'availabilityType' | 'availabilityMessage' | 'availabilityCheckedAt'>): ProductAvailability | null {
    if (!product.availabilityType || !product.availabilityCheckedAt) return null;
    const known = (AVAILABILITY_TYPES as readonly string[]).includes(product.availabilityType);
    return Object.assign(new ProductAvailability(), {
      type: known ? (product.availabilityType as AvailabilityType) : 'UNKNOWN',
      message: product.availabilityMessage,
      checkedAt: product.availabilityCheckedAt,
    });
  }
}
