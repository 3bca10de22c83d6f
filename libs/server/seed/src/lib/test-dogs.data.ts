import type { TestDog } from '@bcg/shared/reviews';

/**
 * The dogs that wear our test collars, as measured when their tests began: each review's test notes name one of
 * them, and the articles tell their stories ("Winston, our 52 pound English bulldog"; "both of our Frenchies"), so
 * they are defined once here. Adults lie within their breed's BREED_FIGURES, the puppy within the size chart's row
 * for its age (review-content.spec.ts checks both, and every mention of a dog in the texts).
 */
export const TEST_DOGS = {
  winston: { name: 'Winston', breed: 'english', ageYears: 4, neckIn: 20, weightLbs: 52 },
  daisy: { name: 'Daisy', breed: 'english', ageYears: 3, neckIn: 19, weightLbs: 44 },
  louise: { name: 'Louise', breed: 'french', ageYears: 5, neckIn: 15, weightLbs: 24 },
  pierre: { name: 'Pierre', breed: 'french', ageYears: 2, neckIn: 16, weightLbs: 27 },
  tank: { name: 'Tank', breed: 'american', ageYears: 3, neckIn: 24, weightLbs: 88 },
  rosie: { name: 'Rosie', breed: 'american', ageYears: 6, neckIn: 22, weightLbs: 71 },
  // Our foster puppy, 9 weeks old when the Sprout went on (9 / 52 of a year).
  pudding: { name: 'Pudding', breed: 'english', ageYears: 0.17, neckIn: 10, weightLbs: 11 },
} as const satisfies Record<string, TestDog>;
