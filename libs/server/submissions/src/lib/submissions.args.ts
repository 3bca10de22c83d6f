import { ConnectionArgs, connectionArgsSchema, optionalTextSchema, type ArgsSchema } from '@bcg/server/core';
import * as z from 'zod/mini';
import { ArgsType, Field, registerEnumType } from 'type-graphql';

/** How the administrator's submission table is ordered. */
export type SubmissionSort = 'newest' | 'oldest';

const SubmissionSortEnum = { NEWEST: 'newest', OLDEST: 'oldest' } as const satisfies Record<string, SubmissionSort>;

registerEnumType(SubmissionSortEnum, {
  name: 'SubmissionSort',
  description: 'The order of the administrator’s submission list.',
  valuesConfig: {
    NEWEST: { description: 'Latest submission first (the default).' },
    OLDEST: { description: 'Earliest submission first.' },
  },
});

const MAX_SEARCH_LENGTH = 200;

/** A page of the submissions: `first` with `after` or `offset`, a search and an order. */
@ArgsType()
export class SubmissionsConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = z.extend(connectionArgsSchema, { q: optionalTextSchema('q', MAX_SEARCH_LENGTH) });

  @Field(() => String, {
    nullable: true,
    description: `Only submissions whose product name, ASIN or submitter's address contains this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => SubmissionSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: SubmissionSort = 'newest';
}
