import { ConnectionArgs, searchConnectionArgsSchema, type ArgsSchema } from '@bcg/server/core';
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { SubscriberStatusEnum, type SubscriberStatus } from './email-subscriber.entity';

/** How the administrator's subscriber table is ordered (each on an index: a deep page is an index walk). */
export type SubscriberSort = 'newest' | 'oldest' | 'email' | 'emailDesc';

const SubscriberSortEnum = { NEWEST: 'newest', OLDEST: 'oldest', EMAIL_ASC: 'email', EMAIL_DESC: 'emailDesc' } as const satisfies Record<
  string,
  SubscriberSort
>;

registerEnumType(SubscriberSortEnum, {
  name: 'SubscriberSort',
  description: 'The order of the administrator’s subscriber list.',
  valuesConfig: {
    NEWEST: { description: 'Latest sign-up first (the default).' },
    OLDEST: { description: 'Earliest sign-up first.' },
    EMAIL_ASC: { description: 'By address, A to Z.' },
    EMAIL_DESC: { description: 'By address, Z to A.' },
  },
});

/** The longest search of the admin tables. */
const MAX_ADMIN_SEARCH_LENGTH = 254;

/** A page of the subscriber list: `first` with `after` or `offset`, the status filter, a search and an order. */
@ArgsType()
export class SubscribersConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_ADMIN_SEARCH_LENGTH);

  @Field(() => SubscriberStatusEnum, { nullable: true, description: 'Only subscribers with this status; all when omitted.' })
  status?: SubscriberStatus | null;

  @Field(() => String, {
    nullable: true,
    description: `Only addresses containing this text (case-insensitive; at most ${MAX_ADMIN_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => SubscriberSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: SubscriberSort = 'newest';
}
