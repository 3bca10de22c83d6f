import { ConnectionArgs, IdArgs, searchConnectionArgsSchema, type ArgsSchema } from '@bcg/server/core';
import { ArgsType, Field, registerEnumType } from 'type-graphql';

@ArgsType()
export class SetContactMessageReadArgs extends IdArgs {
  @Field({ description: 'true marks the message read (now), false unread again.' })
  read!: boolean;
}

/** How the administrator's message table is ordered. */
export type MessageSort = 'newest' | 'oldest';

const MessageSortEnum = { NEWEST: 'newest', OLDEST: 'oldest' } as const satisfies Record<string, MessageSort>;

registerEnumType(MessageSortEnum, {
  name: 'MessageSort',
  description: 'The order of the administrator’s contact message list.',
  valuesConfig: {
    NEWEST: { description: 'Latest message first (the default).' },
    OLDEST: { description: 'Earliest message first.' },
  },
});

const MAX_SEARCH_LENGTH = 200;

/** A page of the contact messages: `first` with `after` or `offset`, unread only, a search and an order. */
@ArgsType()
export class ContactMessagesConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => Boolean, { nullable: true, description: 'true: only messages not read yet; false: only read ones; all when omitted.' })
  unread?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `Only messages whose sender's name, address or subject contains this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => MessageSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: MessageSort = 'newest';
}
