import type { Breed } from '@bcg/shared/sizing';
import type { CollarSize, CriterionScores, TestDog, TestNotes } from '@bcg/shared/reviews';
import {
  collarSizeSchema,
  fieldDescription,
  productFieldDescription as about,
  productSaveExtrasSchema,
  reviewScoresSchema,
  testNotesSchema,
} from '@bcg/shared/validation';
import { Field, Float, InputType, Int } from 'type-graphql';
import { BreedEnum } from './collar-review.types';

/*
 * GraphQL's view of the product schema (@bcg/shared/validation): GraphQL checks the types; the rules (lengths, marks
 * in steps of 0.1, ranges) and the descriptions are the schema's, applied by the service to every save.
 */

@InputType({ description: 'An inclusive range in inches.' })
class InchRangeInput {
  @Field(() => Float, { description: fieldDescription(collarSizeSchema.shape.neckIn, 'min') })
  min!: number;

  @Field(() => Float, { description: fieldDescription(collarSizeSchema.shape.neckIn, 'max') })
  max!: number;
}

@InputType({ description: 'One size a collar is sold in and the necks it fits.' })
class CollarSizeInput implements CollarSize {
  @Field({ description: fieldDescription(collarSizeSchema, 'label') })
  label!: string;

  @Field(() => InchRangeInput, { description: fieldDescription(collarSizeSchema, 'neckIn') })
  neckIn!: InchRangeInput;
}

@InputType({ description: 'Marks out of 10 (steps of 0.1) on the five criteria.' })
class ReviewScoresInput implements CriterionScores {
  @Field(() => Float, { description: fieldDescription(reviewScoresSchema, 'safetyDurability') })
  safetyDurability!: number;

  @Field(() => Float, { description: fieldDescription(reviewScoresSchema, 'comfortFit') })
  comfortFit!: number;

  @Field(() => Float, { description: fieldDescription(reviewScoresSchema, 'customerSatisfaction') })
  customerSatisfaction!: number;

  @Field(() => Float, { description: fieldDescription(reviewScoresSchema, 'value') })
  value!: number;

  @Field(() => Float, { description: fieldDescription(reviewScoresSchema, 'features') })
  features!: number;
}

@InputType({ description: 'The dog that wore the collar in the test.' })
class TestDogInput implements TestDog {
  @Field({ description: fieldDescription(testNotesSchema.shape.dog, 'name') })
  name!: string;

  @Field(() => BreedEnum, { description: fieldDescription(testNotesSchema.shape.dog, 'breed') })
  breed!: Breed;

  @Field(() => Float, { description: fieldDescription(testNotesSchema.shape.dog, 'ageYears') })
  ageYears!: number;

  @Field(() => Float, { description: fieldDescription(testNotesSchema.shape.dog, 'neckIn') })
  neckIn!: number;

  @Field(() => Float, { description: fieldDescription(testNotesSchema.shape.dog, 'weightLbs') })
  weightLbs!: number;
}

@InputType({ description: 'What the wear test found.' })
class TestNotesInput implements TestNotes {
  @Field(() => Int, { description: fieldDescription(testNotesSchema, 'daysWorn') })
  daysWorn!: number;

  @Field(() => TestDogInput, { description: fieldDescription(testNotesSchema, 'dog') })
  dog!: TestDogInput;

  @Field(() => [String], { description: fieldDescription(testNotesSchema, 'findings') })
  findings!: string[];
}

@InputType({
  description:
    'Fields of a product to save: on create, name, description, price, rating, the ASIN (or amazonUrl), material, width and bestFor are required; on update, fields left out stay as they are. A field set to null that cannot be empty is left as it is.',
})
export class ProductInput {
  @Field(() => String, { nullable: true, description: about('name') })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: about('slug'),
  })
  slug?: string;

  @Field(() => String, { nullable: true, description: about('description') })
  description?: string;

  @Field(() => String, { nullable: true, description: about('price') })
  price?: string;

  @Field(() => String, { nullable: true, description: about('rating') })
  rating?: string;

  @Field(() => Int, { nullable: true, description: about('reviewCount') })
  reviewCount?: number;

  @Field(() => String, { nullable: true, description: about('imageUrl') })
  imageUrl?: string;

  @Field(() => String, { nullable: true, description: about('imageAlt') })
  imageAlt?: string;

  @Field(() => String, { nullable: true, description: about('badge') })
  badge?: string | null;

  @Field(() => String, { nullable: true, description: about('amazonAsin') })
  amazonAsin?: string;

  @Field(() => String, { nullable: true, description: fieldDescription(productSaveExtrasSchema, 'amazonUrl') })
  amazonUrl?: string;

  @Field(() => [String], { nullable: true, description: about('features') })
  features?: string[];

  @Field(() => [String], { nullable: true, description: about('bulldogFitNotes') })
  bulldogFitNotes?: string[];

  @Field(() => String, { nullable: true, description: about('material') })
  material?: string;

  @Field(() => String, { nullable: true, description: about('width') })
  width?: string;

  @Field(() => Boolean, { nullable: true, description: about('reflective') })
  reflective?: boolean;

  @Field(() => Boolean, { nullable: true, description: about('waterproof') })
  waterproof?: boolean;

  @Field(() => Boolean, { nullable: true, description: about('machineWashable') })
  machineWashable?: boolean;

  @Field(() => String, { nullable: true, description: about('bestFor') })
  bestFor?: string;

  @Field(() => [BreedEnum], { nullable: true, description: about('breeds') })
  breeds?: Breed[];

  @Field(() => Boolean, { nullable: true, description: about('freeShipping') })
  freeShipping?: boolean;

  @Field(() => [CollarSizeInput], { nullable: true, description: about('sizes') })
  sizes?: CollarSizeInput[];

  @Field(() => String, { nullable: true, description: about('verdict') })
  verdict?: string | null;

  @Field(() => ReviewScoresInput, { nullable: true, description: about('scores') })
  scores?: ReviewScoresInput | null;

  @Field(() => TestNotesInput, { nullable: true, description: about('testNotes') })
  testNotes?: TestNotesInput | null;

  @Field(() => [String], { nullable: true, description: about('pros') })
  pros?: string[];

  @Field(() => [String], { nullable: true, description: about('cons') })
  cons?: string[];

  @Field(() => Boolean, { nullable: true, description: fieldDescription(productSaveExtrasSchema, 'archived') })
  archived?: boolean;
}
