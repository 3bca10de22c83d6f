// type-graphql's decorators below read this polyfill as the module loads, and core is also imported by code that has
// not loaded it yet (pure helpers, their unit tests, scripts).
import 'reflect-metadata';
import { ArgsType, Field, Int } from 'type-graphql';
import * as z from 'zod/mini';
import type { ArgsSchema } from './args-schema';
import { intBetween } from './page-query';

/**
 * The largest row id: ids are `integer` columns, and PostgreSQL refuses a larger value outright (an error, a 500),
 * where SQLite would just find no row.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** One row's id: 0, negatives and anything over MAX_ROW_ID are refused before any service runs. */
export const idArgsSchema = z.object({ id: intBetween('id', 1, MAX_ROW_ID) });

/**
 * The `id` argument of every GraphQL operation that names one row. Validated once, before any resolver runs
 * (GraphQL's Int already stops at 2^31 - 1, the schema keeps the rule explicit), so services receive a storable id.
 * Operations with more arguments extend this class.
 */
@ArgsType()
export class IdArgs {
  static readonly schema: ArgsSchema = idArgsSchema;

  @Field(() => Int, {
    description: `The row's id, as returned in its \`id\` field: an integer from 1 to ${MAX_ROW_ID}.`,
  })
  id!: number;
}
