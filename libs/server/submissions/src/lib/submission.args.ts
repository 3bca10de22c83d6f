import { IdArgs } from '@bcg/server/core';
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import type { ModerationStatus } from './submission.service';

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
