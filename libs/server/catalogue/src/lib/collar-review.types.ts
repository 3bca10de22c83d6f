import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import type { CollarSize, CriterionScores, TestDog, TestNotes } from '@bcg/shared/reviews';
import { collarSizeSchema, fieldDescription, reviewScoresSchema, testNotesSchema } from '@bcg/shared/validation';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL enum over the shared breed keys (ENGLISH -> 'english', ...). */
export const BreedEnum = Object.fromEntries(Object.keys(BREED_FIGURES).map((breed) => [breed.toUpperCase(), breed])) as Record<
  Uppercase<Breed>,
  Breed
>;

registerEnumType(BreedEnum, {
  name: 'Breed',
  description: 'The three bulldog breeds the site covers.',
  valuesConfig: {
    ENGLISH: { description: 'English bulldog.' },
    FRENCH: { description: 'French bulldog.' },
    AMERICAN: { description: 'American bulldog.' },
  },
});

/*
 * GraphQL views of the review values a product stores as JSON (the shapes of @bcg/shared/reviews). The stored
 * objects are served as they are: these classes only describe them.
 */

@ObjectType({ description: 'An inclusive range in inches.' })
export class InchRange {
  @Field(() => Float, { description: fieldDescription(collarSizeSchema.shape.neckIn, 'min') })
  min!: number;

  @Field(() => Float, { description: fieldDescription(collarSizeSchema.shape.neckIn, 'max') })
  max!: number;
}

@ObjectType('CollarSize', { description: 'One size a collar is sold in and the necks it fits.' })
export class CollarSizeType implements CollarSize {
  @Field({ description: fieldDescription(collarSizeSchema, 'label') })
  label!: string;

  @Field(() => InchRange, { description: fieldDescription(collarSizeSchema, 'neckIn') })
  neckIn!: InchRange;
}

@ObjectType({ description: 'Marks out of 10 on the five criteria of the methodology.' })
export class ReviewScores implements CriterionScores {
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

@ObjectType('TestDog', { description: 'The dog that wore the collar in our test, as measured when it started.' })
class TestDogType implements TestDog {
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

@ObjectType('TestNotes', { description: 'What our wear test found.' })
export class TestNotesType implements TestNotes {
  @Field(() => Int, { description: fieldDescription(testNotesSchema, 'daysWorn') })
  daysWorn!: number;

  @Field(() => TestDogType, { description: fieldDescription(testNotesSchema, 'dog') })
  dog!: TestDogType;

  @Field(() => [String], { description: fieldDescription(testNotesSchema, 'findings') })
  findings!: string[];
}
