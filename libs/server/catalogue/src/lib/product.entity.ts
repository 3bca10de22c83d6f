import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import { productFieldDescription } from '@bcg/shared/validation';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BreedEnum, CollarSizeType, ReviewScores, TestNotesType } from './collar-review.types';
import type { ProductImageData } from './product-image.types';

/** Field descriptions come from the product schema, where they are written once for GraphQL and OpenAPI. */
const about = productFieldDescription;

/** A collar we review. Stored and served with the legacy display formats ("$34.99", "4.7"). */
@Entity('product')
@ObjectType({ description: 'A bulldog collar reviewed by the site.' })
export class Product {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the collar.' })
  id!: number;

  /** Catalogue order: 1..3 are the home page's top picks, 1 featured. */
  @Column({ type: Number })
  @Field(() => Int, { description: 'Catalogue order; the first three are the top picks.' })
  rank!: number;

  @Column({ type: String, length: 200 })
  @Field({ description: about('name') })
  name!: string;

  @Column({ type: String, length: 120, unique: true })
  @Field({ description: about('slug') })
  slug!: string;

  @Column({ type: 'text' })
  @Field({ description: about('description') })
  description!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: about('price') })
  price!: string;

  /** Null: nobody has checked this price at the retailer (the seed's demo prices), so it is never displayed. */
  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the price was last checked at the retailer; null if it never was.' })
  priceCheckedAt!: Date | null;

  /**
   * The displayed price as the retailer sent it, in cents and ISO currency: null for a price the owner typed (`price`
   * alone) or one never checked. `priceSource` says who set `price` last: 'retailer' (the sync) or 'owner' (the editor).
   */
  @Column({ type: Number, nullable: true })
  priceAmountCents!: number | null;

  @Column({ type: String, length: 3, nullable: true })
  priceCurrency!: string | null;

  @Column({ type: String, length: 10, nullable: true })
  priceSource!: 'retailer' | 'owner' | null;

  /**
   * The retailer's availability at the last successful check (IN_STOCK, IN_STOCK_SCARCE, OUT_OF_STOCK, PREORDER,
   * BACKORDER, UNAVAILABLE, UNKNOWN) and its message; null while never checked. The sync also sets UNAVAILABLE when a
   * link has stayed broken for 7 days.
   */
  @Column({ type: String, length: 20, nullable: true })
  availabilityType!: string | null;

  @Column({ type: String, length: 300, nullable: true })
  availabilityMessage!: string | null;

  @Column({ type: Date, nullable: true })
  availabilityCheckedAt!: Date | null;

  /** The title and image the retailer shows for the ASIN: for the owner to compare, never shown in place of the owner's. */
  @Column({ type: String, length: 500, nullable: true })
  retailerTitle!: string | null;

  @Column({ type: String, length: 1000, nullable: true })
  retailerImageUrl!: string | null;

  @Column({ type: String, length: 4 })
  @Field({ description: about('rating') })
  rating!: string;

  @Column({ type: Number })
  @Field(() => Int, { description: about('reviewCount') })
  reviewCount!: number;

  @Column({ type: String, length: 500 })
  @Field({ description: about('imageUrl') })
  imageUrl!: string;

  /** The uploaded photo's renditions (GraphQL: `image`); null while the product shows its generated default. */
  @Column({ type: 'simple-json', nullable: true })
  image!: ProductImageData | null;

  @Column({ type: String, length: 300, default: '' })
  @Field({ description: about('imageAlt') })
  imageAlt!: string;

  @Column({ type: String, length: 60, nullable: true })
  @Field(() => String, { nullable: true, description: about('badge') })
  badge!: string | null;

  @Column({ type: String, length: 10, unique: true })
  @Field({ description: about('amazonAsin') })
  amazonAsin!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: about('features') })
  features!: string[];

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: about('bulldogFitNotes') })
  bulldogFitNotes!: string[];

  @Column({ type: String, length: 120 })
  @Field({ description: about('material') })
  material!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: about('width') })
  width!: string;

  @Column({ type: Boolean, default: false })
  @Field({ description: about('reflective') })
  reflective!: boolean;

  @Column({ type: Boolean, default: false })
  @Field({ description: about('waterproof') })
  waterproof!: boolean;

  @Column({ type: Boolean, default: false })
  @Field({ description: about('machineWashable') })
  machineWashable!: boolean;

  @Column({ type: String, length: 200 })
  @Field({ description: about('bestFor') })
  bestFor!: string;

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [BreedEnum], { description: about('breeds') })
  breeds!: Breed[];

  @Column({ type: Boolean, default: false })
  @Field({ description: about('freeShipping') })
  freeShipping!: boolean;

  // Defaults as in the migration: a collar added without them has none yet.
  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [CollarSizeType], { description: about('sizes') })
  sizes!: CollarSize[];

  /** The review: null until the collar has been tested (then it has no score and no review page content). */
  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: about('verdict') })
  verdict!: string | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => ReviewScores, { nullable: true, description: about('scores') })
  scores!: CriterionScores | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TestNotesType, { nullable: true, description: about('testNotes') })
  testNotes!: TestNotes | null;

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [String], { description: about('pros') })
  pros!: string[];

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [String], { description: about('cons') })
  cons!: string[];

  /** Archived products are hidden from every public page and list, and kept for history. */
  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the collar was archived (hidden from the public); null while it is public.' })
  archivedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  // Not an @UpdateDateColumn: that moves on every write of the row (a reorder, an archive flag, a price check, image
  // processing). The editor service sets it when something the review page says changes, so its "Updated" date, the
  // JSON-LD dateModified and the sitemap's lastmod report real edits only. A row inserted without one (a test's
  // fixture, a script) gets the database's now, as the column's default says.
  @Column({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  @Field(() => Date, { description: "When what the review page says (texts, review, price) last changed: the page's modified date." })
  updatedAt!: Date;
}
