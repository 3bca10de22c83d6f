import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A collar we review. Stored and served with the legacy display formats ("$34.99", "4.7"). */
@Entity('product')
@ObjectType({ description: 'A bulldog collar reviewed by the site.' })
export class Product {
  @PrimaryGeneratedColumn()
  @Field(() => Int)
  id!: number;

  /** Catalogue order: 1..3 are the home page's top picks, 1 featured. */
  @Column({ type: Number })
  @Field(() => Int, { description: 'Catalogue order; the first three are the top picks.' })
  rank!: number;

  @Column({ type: String, length: 200 })
  @Field()
  name!: string;

  @Column({ type: 'text' })
  @Field()
  description!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: 'Display price with a $ prefix, e.g. "$34.99".' })
  price!: string;

  @Column({ type: Date })
  @Field(() => Date, { description: 'When the price was last checked at the retailer.' })
  priceCheckedAt!: Date;

  @Column({ type: String, length: 4 })
  @Field({ description: 'Average rating out of 5 as numeric text, e.g. "4.7".' })
  rating!: string;

  @Column({ type: Number })
  @Field(() => Int)
  reviewCount!: number;

  @Column({ type: String, length: 500 })
  @Field({ description: 'Same-origin image path.' })
  imageUrl!: string;

  @Column({ type: String, length: 60, nullable: true })
  @Field(() => String, { nullable: true })
  badge!: string | null;

  @Column({ type: String, length: 10, unique: true })
  @Field({ description: 'Retailer product identifier (10 characters).' })
  amazonAsin!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String])
  features!: string[];

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Notes on fit for bulldog necks (REST: bulldog_fit_notes).' })
  bulldogFitNotes!: string[];

  @Column({ type: String, length: 120 })
  @Field()
  material!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: 'Display width, e.g. 1.5".' })
  width!: string;

  @Column({ type: Boolean, default: false })
  @Field()
  reflective!: boolean;

  @Column({ type: Boolean, default: false })
  @Field()
  waterproof!: boolean;

  @Column({ type: Boolean, default: false })
  @Field()
  machineWashable!: boolean;

  @Column({ type: String, length: 200 })
  @Field()
  bestFor!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
