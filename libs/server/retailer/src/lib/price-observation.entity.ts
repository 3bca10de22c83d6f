import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A price the sync saw at the retailer, kept when it differs from the product's previous observation. */
@Entity('price_observation')
@Index('IDX_price_observation_product_time', ['productId', 'observedAt'])
export class PriceObservation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: Number })
  productId!: number;

  @Column({ type: Number })
  amountCents!: number;

  @Column({ type: String, length: 3 })
  currency!: string;

  @Column({ type: Date })
  observedAt!: Date;
}
