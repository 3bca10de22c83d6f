import { Arg, Query, Resolver } from 'type-graphql';
import { FitService, type ProductFitRecommendation } from './fit.service';
import { FitInput, FitRecommendation } from './fit.types';

/** The GraphQL face of the fit finder: the same answer as GET /api/fit and the /fit-finder page. */
function toFitRecommendation(answer: ProductFitRecommendation): FitRecommendation {
  const { input, matches, closest, ...rest } = answer;
  return {
    ...rest,
    breed: input.breed,
    age: input.age,
    unit: input.unit,
    matches: matches.map(({ collar, size, room, suited, fitNotes }) => ({ product: collar.product, size, room, suited, fitNotes })),
    closest: closest.map(({ collar, size, missByIn, direction }) => ({ product: collar.product, size, missByIn, direction })),
  };
}

@Resolver()
export class FitResolver {
  constructor(private readonly fitService: FitService) {}

  @Query(() => FitRecommendation, {
    description:
      'The bulldog fit finder: one page of the collars offered for this dog, the minimum width, the fitted length and any warning on the neck. Bad values: BAD_USER_INPUT with a message per field in extensions.fields.',
  })
  async fitRecommendation(
    @Arg('input', () => FitInput, { description: 'The dog: breed, age band, and its neck or its weight.' }) input: FitInput,
  ): Promise<FitRecommendation> {
    const { breed, age, unit, neck, weight, page } = input;
    return toFitRecommendation(await this.fitService.recommend({ breed, age, unit, neck, weight }, page));
  }
}
