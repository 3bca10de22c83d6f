// type-graphql's decorators below read this polyfill as the module loads, and core is also imported by code that has
// not loaded it yet (pure helpers, their unit tests, scripts).
import 'reflect-metadata';
import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

/**
 * The largest row id: ids are `integer` columns, and PostgreSQL refuses a larger value outright (an error, a 500),
 * where SQLite would just find no row.
 */
const MAX_ROW_ID = 2 ** 31 - 1;

/**
 * The `id` argument of every GraphQL operation that names one row. Validated here, once, before any resolver runs:
 * 0, negatives and anything over MAX_ROW_ID are BAD_USER_INPUT (GraphQL's Int already stops at 2^31 - 1, the check
 * keeps the rule explicit), so services receive a storable id. Operations with more arguments extend this class.
 */
@ArgsType()
export class IdArgs {
  @Field(() => Int, {
    description: `The row's id, as returned in its \`id\` field: an integer from 1 to ${MAX_ROW_ID}.`,
  })
  @Min(1)
  @Max(MAX_ROW_ID)
  id!: number;
}
