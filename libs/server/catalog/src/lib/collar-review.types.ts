import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import type { CollarSize, CriterionScores, TestDog, TestNotes } from '@bcg/shared/reviews';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

/** GraphQL enum over the shared breed keys (ENGLISH -> 'english', ...). */
const BreedEnum = Object.fromEntries(Object.keys(BREED_FIGURES).map((breed) => [breed.toUpperCase(), breed])) as Record<
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
class InchRange {
  @Field(() => Float, { description: 'Smallest, inches.' })
  min!: number;

  @Field(() => Float, { description: 'Largest, inches.' })
  max!: number;
}

@ObjectType('CollarSize', { description: 'One size a collar is sold in and the necks it fits.' })
export class CollarSizeType implements CollarSize {
  @Field({ description: `The retailer's name for the size, e.g. "M".` })
  label!: string;

  @Field(() => InchRange, { description: 'Neck circumference this size fits, inches.' })
  neckIn!: InchRange;
}

@ObjectType({ description: 'Marks out of 10 on the five criteria of the methodology.' })
export class ReviewScores implements CriterionScores {
  @Field(() => Float, { description: 'Safety and durability (25% of the editorial score).' })
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

@ObjectType('TestDog', { description: 'The dog that wore the collar in our test, as measured when it started.' })
class TestDogType implements TestDog {
  @Field({ description: "The dog's name, as the articles call it." })
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

@ObjectType('TestNotes', { description: 'What our wear test found.' })
export class TestNotesType implements TestNotes {
  @Field(() => Int, { description: 'Days the dog wore the collar.' })
  daysWorn!: number;

  @Field(() => TestDogType, { description: 'The dog that wore the collar.' })
  dog!: TestDogType;

  @Field(() => [String], { description: 'What happened, in order.' })
  findings!: string[];
}
