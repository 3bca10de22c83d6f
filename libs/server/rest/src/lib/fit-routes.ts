import { FitAnswer, FitQuery } from './fit-schemas';
import { legacyProduct } from './product-routes';
import { type RestRoute, route } from './rest-route';

/** The bulldog fit finder (the /fit-finder page and GraphQL fitRecommendation answer the same). */
export const FIT_ROUTES: readonly RestRoute[] = [
  route({
    // Not one of the legacy REST paths: the bulldog fit finder (the /fit-finder page and GraphQL fitRecommendation answer the same).
    method: 'GET',
    url: '/api/fit',
    operationId: 'fitRecommendation',
    summary:
      'One page of the collars offered for one dog (suited to the breed first, then most room, then score), the minimum width, the fitted length and any neck warning; 400 with a message per field for bad values.',
    tag: 'catalogue',
    schema: { querystring: FitQuery, response: FitAnswer },
    handle: async ({ products, fit }, { query }) => {
      const { page, ...dog } = query;
      const { input, matches, closest, ...answer } = await fit.recommend(dog, page);
      return {
        success: true as const,
        recommendation: {
          ...answer,
          breed: input.breed,
          age: input.age,
          unit: input.unit,
          matches: matches.map(({ collar, ...match }) => ({ ...match, product: legacyProduct(products, collar.product) })),
          closest: closest.map(({ collar, ...miss }) => ({ ...miss, product: legacyProduct(products, collar.product) })),
        },
      };
    },
  }),
];
