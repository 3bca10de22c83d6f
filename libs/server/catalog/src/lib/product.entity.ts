import type { CollarSize, CriterionScores, TestNotes } from '@bcg/shared/reviews';
import type { Breed } from '@bcg/shared/sizing';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BreedEnum, CollarSizeType, ReviewScores, TestNotesType } from './collar-review.types';
import type { ProductImageData } from './product-image.types';

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
  @Field({ description: 'Product name.' })
  name!: string;

  @Column({ type: String, length: 120, unique: true })
  @Field({ description: 'URL slug of the review page: /collars/{slug}.' })
  slug!: string;

  @Column({ type: 'text' })
  @Field({ description: 'Our summary of the collar, as plain text.' })
  description!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: 'The last price seen at the retailer, e.g. "$34.99" (sorts the price filters); show displayPrice instead.' })
  price!: string;

  /** Null: nobody has checked this price at the retailer (the seed's demo prices), so it is never displayed. */
  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the price was last checked at the retailer; null if it never was.' })
  priceCheckedAt!: Date | null;

  @Column({ type: String, length: 4 })
  @Field({ description: 'Average rating out of 5 as numeric text, e.g. "4.7".' })
  rating!: string;

  @Column({ type: Number })
  @Field(() => Int, { description: 'Number of retailer reviews behind the rating.' })
  reviewCount!: number;

  @Column({ type: String, length: 500 })
  @Field({ description: "Same-origin image path: the uploaded photo's largest WebP rendition, or the generated default." })
  imageUrl!: string;

  /** The uploaded photo's renditions (GraphQL: `image`); null while the product shows its generated default. */
  @Column({ type: 'simple-json', nullable: true })
  image!: ProductImageData | null;

  @Column({ type: String, length: 300, default: '' })
  @Field({ description: "What the photo shows, for people who cannot see it (the image's alt text); empty: use the name." })
  imageAlt!: string;

  @Column({ type: String, length: 60, nullable: true })
  @Field(() => String, { nullable: true, description: `Highlight text, e.g. "Editor's Choice"; null when there is none.` })
  badge!: string | null;

  @Column({ type: String, length: 10, unique: true })
  @Field({ description: 'Retailer product identifier (10 characters).' })
  amazonAsin!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Selling points, one short phrase each.' })
  features!: string[];

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Notes on fit for bulldog necks (REST: bulldog_fit_notes).' })
  bulldogFitNotes!: string[];

  @Column({ type: String, length: 120 })
  @Field({ description: 'What the collar is made of, e.g. "Full-grain leather".' })
  material!: string;

  @Column({ type: String, length: 20 })
  @Field({ description: 'Display width, e.g. 1.5".' })
  width!: string;

  @Column({ type: Boolean, default: false })
  @Field({ description: 'Has reflective stitching or trim.' })
  reflective!: boolean;

  @Column({ type: Boolean, default: false })
  @Field({ description: 'Can get wet without harm.' })
  waterproof!: boolean;

  @Column({ type: Boolean, default: false })
  @Field({ description: 'Can go in the washing machine.' })
  machineWashable!: boolean;

  @Column({ type: String, length: 200 })
  @Field({ description: 'Who it suits best, e.g. "Adult English bulldogs, everyday wear".' })
  bestFor!: string;

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [BreedEnum], { description: 'The bulldog breeds the collar suits, as the owner judged it; empty until said.' })
  breeds!: Breed[];

  @Column({ type: Boolean, default: false })
  @Field({ description: 'The retailer ships this collar free (the owner says so, or the retailer sync once it runs).' })
  freeShipping!: boolean;

  // Defaults as in the migration: a collar added without them has none yet.
  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [CollarSizeType], { description: 'Sizes sold, smallest first, with the neck range each fits.' })
  sizes!: CollarSize[];

  /** The review: null until the collar has been tested (then it has no score and no review page content). */
  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Our verdict in one sentence; null until the collar is reviewed.' })
  verdict!: string | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => ReviewScores, { nullable: true, description: 'Marks on the five criteria; null until reviewed. See editorialScore.' })
  scores!: CriterionScores | null;

  @Column({ type: 'simple-json', nullable: true })
  @Field(() => TestNotesType, { nullable: true, description: 'Our wear test: days, dog and findings; null until reviewed.' })
  testNotes!: TestNotes | null;

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [String], { description: 'What the collar does well, one phrase each.' })
  pros!: string[];

  @Column({ type: 'simple-json', default: () => "'[]'" })
  @Field(() => [String], { description: 'Its weaknesses, one phrase each.' })
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
