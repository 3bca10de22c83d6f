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
    matches: matches.map(({ collar, size, fitNotes, narrowerThanMinimum }) => ({
      product: collar.product,
      size,
      fitNotes,
      narrowerThanMinimum,
    })),
    closest: closest.map(({ collar, size, missByIn, direction }) => ({ product: collar.product, size, missByIn, direction })),
  };
}

@Resolver()
export class FitResolver {
  constructor(private readonly fitService: FitService) {}

  @Query(() => FitRecommendation, {
    description:
      'The bulldog fit finder: collar length, minimum width and every collar with a size for this dog. Bad values: BAD_USER_INPUT with a message per field in extensions.fields.',
  })
  async fitRecommendation(
    @Arg('input', () => FitInput, { description: 'The dog: breed, age band, and its neck or its weight.' }) input: FitInput,
  ): Promise<FitRecommendation> {
    const { breed, age, unit, neck, weight } = input;
    return toFitRecommendation(await this.fitService.recommend({ breed, age, unit, neck, weight }));
  }
}
