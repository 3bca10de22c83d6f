import {
  BUDGET_PRICE_THRESHOLD,
  COLLAR_FILTERS,
  MAX_SEARCH_LENGTH,
  PREMIUM_PRICE_THRESHOLD,
  type CollarFilter,
} from '@bcg/shared/product-filters';
import { ConnectionArgs, MAX_PAGE_SIZE, pageSizeSchema, searchConnectionArgsSchema, type ArgsSchema } from '@bcg/server/core';
import type { Breed } from '@bcg/shared/sizing';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import * as z from 'zod/mini';
import { BreedEnum } from './collar-review.types';

/** GraphQL enum over the shared filter names (ALL -> 'all', ...). */
const CollarFilterEnum = Object.fromEntries(COLLAR_FILTERS.map((filter) => [filter.toUpperCase(), filter])) as Record<
  Uppercase<CollarFilter>,
  CollarFilter
>;

registerEnumType(CollarFilterEnum, {
  name: 'CollarFilter',
  description:
    'Collar filters of the /collars page: premium (over $50 or "premium"), budget (under $25 or "budget"), sensitive (soft, padded or sensitive-skin collars).',
  valuesConfig: {
    ALL: { description: 'Every collar.' },
    PREMIUM: { description: `Priced over $${PREMIUM_PRICE_THRESHOLD}, or "premium" in the name or description.` },
    BUDGET: { description: `Priced under $${BUDGET_PRICE_THRESHOLD}, or "budget" in the name or description.` },
    SENSITIVE: { description: '"Sensitive", "soft" or "padded" in the fit notes, features or description.' },
  },
});

/** A query's slugs: as many as one page may hold. */
const MAX_PRODUCTS_PER_QUERY = MAX_PAGE_SIZE;

@ArgsType()
export class ProductsArgs {
  static readonly schema: ArgsSchema = z.object({
    limit: z.nullish(pageSizeSchema('limit')),
    slugs: z.nullish(
      z.array(z.string()).check(z.maxLength(MAX_PRODUCTS_PER_QUERY, { error: `slugs must hold at most ${MAX_PRODUCTS_PER_QUERY} slugs` })),
    ),
  });

  @Field(() => CollarFilterEnum, { defaultValue: 'all', description: 'Only the collars under this filter (ALL by default).' })
  filter: CollarFilter = 'all';

  @Field(() => Int, { nullable: true, description: `At most this many products (1 to ${MAX_PRODUCTS_PER_QUERY}), in catalogue order.` })
  limit?: number;

  @Field(() => BreedEnum, { nullable: true, description: 'Only the collars the owner says suit this breed.' })
  breed?: Breed | null;

  @Field(() => [String], {
    nullable: true,
    description: `Only these collars, by the slugs of their review pages, in this order (at most ${MAX_PRODUCTS_PER_QUERY}); unknown slugs are left out. The filter, breed and limit still apply.`,
  })
  slugs?: string[] | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'Only collars a reader can buy now (not OUT_OF_STOCK or UNAVAILABLE at the last check), catalogue order kept: the top picks and the default comparison.',
  })
  buyableOnly = false;
}

/** A page of the catalogue: `first`/`after`, the collar filter and the site search. */
@ArgsType()
export class ProductsConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => CollarFilterEnum, { defaultValue: 'all', description: 'Only the collars under this filter (ALL by default).' })
  filter: CollarFilter = 'all';

  @Field(() => String, {
    nullable: true,
    description: `The site search: collars with every word in the name, description or features (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters); a breed word ("french", "frenchie", "French bulldog") also finds the collars suited to that breed.`,
  })
  q?: string | null;

  @Field(() => BreedEnum, { nullable: true, description: 'Only the collars the owner says suit this breed.' })
  breed?: Breed | null;
}
