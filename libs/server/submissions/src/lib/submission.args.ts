import { ConnectionArgs, IdArgs, searchConnectionArgsSchema, type ArgsSchema } from '@bcg/server/core';
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import type { ModerationStatus, SubmissionSort } from './submission.service';

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
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => String, {
    nullable: true,
    description: `Only submissions whose product name, ASIN or submitter's address contains this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => SubmissionSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: SubmissionSort = 'newest';
}

/** GraphQL enum of the moves the administrator may make (APPROVED -> 'approved'); pending is not one of them. */
const ModerationStatusEnum = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const satisfies Record<string, ModerationStatus>;

registerEnumType(ModerationStatusEnum, {
  name: 'ModerationStatus',
  description: 'The decision on a pending product submission.',
  valuesConfig: {
    APPROVED: { description: 'Accept the collar for review.' },
    REJECTED: { description: 'Turn the suggestion down.' },
  },
});

@ArgsType()
export class UpdateSubmissionStatusArgs extends IdArgs {
  @Field(() => ModerationStatusEnum, {
    description: 'The decision; only a PENDING submission can take one.',
  })
  status!: ModerationStatus;
}
