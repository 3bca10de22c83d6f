import type { Breed } from '@bcg/shared/sizing';
import type { CollarSize, CriterionScores, TestDog, TestNotes } from '@bcg/shared/reviews';
import { ArrayMaxSize } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { BreedEnum } from './collar-review.types';

/*
 * Input twins of the review shapes (collar-review.types.ts). GraphQL checks the types; the field rules (lengths,
 * marks in steps of 0.1, ranges) are the shared validateProductDraft, applied by the service to every save.
 */

@InputType({ description: 'An inclusive range in inches.' })
class InchRangeInput {
  @Field(() => Float, { description: 'Smallest, inches.' })
  min!: number;

  @Field(() => Float, { description: 'Largest, inches.' })
  max!: number;
}

@InputType({ description: 'One size a collar is sold in and the necks it fits.' })
class CollarSizeInput implements CollarSize {
  @Field({ description: 'The retailer\'s name for the size, e.g. "M".' })
  label!: string;

  @Field(() => InchRangeInput, { description: 'Neck circumference this size fits, inches.' })
  neckIn!: InchRangeInput;
}

@InputType({ description: 'Marks out of 10 (steps of 0.1) on the five criteria.' })
class ReviewScoresInput implements CriterionScores {
  @Field(() => Float, { description: 'Safety and durability (25%).' })
  safetyDurability!: number;

  @Field(() => Float, { description: 'Comfort and fit (25%).' })
  comfortFit!: number;

  @Field(() => Float, { description: 'Customer satisfaction (20%).' })
  customerSatisfaction!: number;

  @Field(() => Float, { description: 'Value (15%).' })
  value!: number;

  @Field(() => Float, { description: 'Features (15%).' })
  features!: number;
}

@InputType({ description: 'The dog that wore the collar in the test.' })
class TestDogInput implements TestDog {
  @Field({ description: "The dog's name." })
  name!: string;

  @Field(() => BreedEnum, { description: 'Its breed.' })
  breed!: Breed;

  @Field(() => Float, { description: 'Age in years when the test started.' })
  ageYears!: number;

  @Field(() => Float, { description: 'Neck circumference, inches.' })
  neckIn!: number;

  @Field(() => Float, { description: 'Weight, pounds.' })
  weightLbs!: number;
}

@InputType({ description: 'What the wear test found.' })
class TestNotesInput implements TestNotes {
  @Field(() => Int, { description: 'Days the dog wore the collar.' })
  daysWorn!: number;

  @Field(() => TestDogInput, { description: 'The dog that wore it.' })
  dog!: TestDogInput;

  @Field(() => [String], { description: 'What happened, in order.' })
  findings!: string[];
}

@InputType({
  description:
    'Fields of a product to save: on create, name, description, price, rating, the ASIN (or amazonUrl), material, width and bestFor are required; on update, fields left out stay as they are. A field set to null that cannot be empty is left as it is.',
})
export class ProductInput {
  @Field(() => String, { nullable: true, description: 'Product name, up to 200 characters on one line.' })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: 'URL slug of the review page; generated from the name (made unique) when a new product has none.',
  })
  slug?: string;

  @Field(() => String, { nullable: true, description: 'Our summary, as plain text.' })
  description?: string;

  @Field(() => String, { nullable: true, description: 'The price read at the retailer, e.g. "$34.99"; a new price stamps priceCheckedAt.' })
  price?: string;

  @Field(() => String, { nullable: true, description: 'Average rating out of 5 as text, e.g. "4.7".' })
  rating?: string;

  @Field(() => Int, { nullable: true, description: 'Number of retailer reviews behind the rating.' })
  reviewCount?: number;

  @Field(() => String, { nullable: true, description: 'Same-origin image path; a new product without one shows the default drawing.' })
  imageUrl?: string;

  @Field(() => String, { nullable: true, description: 'What the photo shows (its alt text), up to 300 characters; empty: the name.' })
  imageAlt?: string;

  @Field(() => String, { nullable: true, description: 'Highlight text; null for none.' })
  badge?: string | null;

  @Field(() => String, { nullable: true, description: 'The 10-character ASIN.' })
  amazonAsin?: string;

  @Field(() => String, { nullable: true, description: 'An Amazon product link instead of amazonAsin (only real Amazon hosts).' })
  amazonUrl?: string;

  @Field(() => [String], { nullable: true, description: 'Selling points, one short phrase each.' })
  @ArrayMaxSize(100)
  features?: string[];

  @Field(() => [String], { nullable: true, description: 'Notes on fit for bulldog necks.' })
  @ArrayMaxSize(100)
  bulldogFitNotes?: string[];

  @Field(() => String, { nullable: true, description: 'What it is made of.' })
  material?: string;

  @Field(() => String, { nullable: true, description: 'Display width, e.g. 1.5".' })
  width?: string;

  @Field(() => Boolean, { nullable: true, description: 'Has reflective stitching or trim.' })
  reflective?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Can get wet without harm.' })
  waterproof?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Can go in the washing machine.' })
  machineWashable?: boolean;

  @Field(() => String, { nullable: true, description: 'Who it suits best.' })
  bestFor?: string;

  @Field(() => [BreedEnum], { nullable: true, description: 'The bulldog breeds the collar suits.' })
  @ArrayMaxSize(3)
  breeds?: Breed[];

  @Field(() => Boolean, { nullable: true, description: 'The retailer ships it free.' })
  freeShipping?: boolean;

  @Field(() => [CollarSizeInput], { nullable: true, description: 'Sizes sold, smallest first.' })
  @ArrayMaxSize(100)
  sizes?: CollarSizeInput[];

  @Field(() => String, { nullable: true, description: 'Our verdict in one sentence; null until reviewed.' })
  verdict?: string | null;

  @Field(() => ReviewScoresInput, { nullable: true, description: 'Marks on the five criteria; null until reviewed.' })
  scores?: ReviewScoresInput | null;

  @Field(() => TestNotesInput, { nullable: true, description: 'Our wear test; null until reviewed.' })
  testNotes?: TestNotesInput | null;

  @Field(() => [String], { nullable: true, description: 'What it does well, one phrase each.' })
  @ArrayMaxSize(100)
  pros?: string[];

  @Field(() => [String], { nullable: true, description: 'Its weaknesses, one phrase each.' })
  @ArrayMaxSize(100)
  cons?: string[];

  @Field(() => Boolean, { nullable: true, description: 'true archives (hidden from the public, kept), false brings it back.' })
  archived?: boolean;
}
