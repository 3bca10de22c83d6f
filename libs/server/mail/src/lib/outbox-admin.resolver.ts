import {
  ConnectionArgs,
  connectionOf,
  connectionTypes,
  pageRequestOf,
  searchConnectionArgsSchema,
  type ArgsSchema,
  type Connection,
} from '@bcg/server/core';
import { OUTBOX_STATUSES, OutboxEmail, type OutboxStatus } from './outbox-email.entity';
import { Outbox } from './outbox.service';
import { Args, ArgsType, Authorized, Field, Query, registerEnumType, Resolver } from 'type-graphql';

/** GraphQL enum of the outbox states (PENDING -> 'pending', ...). */
const OutboxStatusEnum = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status.toUpperCase(), status])) as Record<
  Uppercase<OutboxStatus>,
  OutboxStatus
>;

registerEnumType(OutboxStatusEnum, {
  name: 'OutboxStatus',
  description: 'Where an email is in its delivery.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its (next) attempt; without SMTP_URL, emails stay here.' },
    SENDING: { description: 'Being handed to the SMTP server by one sender.' },
    SENT: { description: 'Accepted by the SMTP server.' },
    FAILED: { description: 'Given up after the last retry; `lastError` says why.' },
  },
});

/** How the administrator's outbox table is ordered. */
type OutboxSort = 'newest' | 'oldest';

const OutboxSortEnum = { NEWEST: 'newest', OLDEST: 'oldest' } as const satisfies Record<string, OutboxSort>;

registerEnumType(OutboxSortEnum, {
  name: 'OutboxSort',
  description: 'The order of the administrator’s outbox list.',
  valuesConfig: {
    NEWEST: { description: 'Latest queued first (the default).' },
    OLDEST: { description: 'Earliest queued first.' },
  },
});

const MAX_SEARCH_LENGTH = 254;

/** A page of the outbox: `first` with `after` or `offset`, a status, a search and an order. */
@ArgsType()
class OutboxConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => OutboxStatusEnum, { nullable: true, description: 'Only emails in this state; all when omitted.' })
  status?: OutboxStatus | null;

  @Field(() => String, {
    nullable: true,
    description: `Only emails whose recipient or subject contains this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => OutboxSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: OutboxSort = 'newest';
}

const { ConnectionType: OutboxEmailConnection } = connectionTypes(
  OutboxEmail,
  'OutboxEmail',
  'A page of the outbox (Relay cursor connection), with how many emails match.',
);

/** The administrator's view of the outbox: what the site has sent, is sending, or could not send. */
@Resolver(() => OutboxEmail)
export class OutboxAdminResolver {
  constructor(private readonly outbox: Outbox) {}

  @Authorized()
  @Query(() => OutboxEmailConnection, {
    description: 'Administrator: a page of the outbox, of one status if asked, searched and sorted on the server.',
  })
  async outboxEmailsConnection(@Args() { first, after, offset, status, q, sort }: OutboxConnectionArgs): Promise<Connection<OutboxEmail>> {
    return connectionOf(await this.outbox.page({ ...pageRequestOf({ first, after, offset }), status, q, sort }));
  }
}
