import { OUTBOX_STATUSES, Outbox, OutboxEmail, type OutboxStatus } from '@bcg/server/mail';
import { Max, Min } from 'class-validator';
import { Args, ArgsType, Authorized, Field, Int, Query, registerEnumType, Resolver } from 'type-graphql';

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

@ArgsType()
class OutboxEmailsArgs {
  @Field(() => OutboxStatusEnum, { nullable: true, description: 'Only emails in this state; all when omitted.' })
  status?: OutboxStatus | null;

  @Field(() => Int, { nullable: true, description: 'At most this many, newest first (1 to 500; default 100).' })
  @Min(1)
  @Max(500)
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Skip this many of the newest first (for the next page).' })
  @Min(0)
  offset?: number | null;
}

/** The administrator's view of the outbox: what the site has sent, is sending, or could not send. */
@Resolver(() => OutboxEmail)
export class OutboxAdminResolver {
  constructor(private readonly outbox: Outbox) {}

  @Authorized()
  @Query(() => [OutboxEmail], { description: 'Administrator: the emails of the outbox, newest first.' })
  outboxEmails(@Args() { status, limit, offset }: OutboxEmailsArgs): Promise<OutboxEmail[]> {
    return this.outbox.list({ status: status ?? undefined, limit: limit ?? undefined, offset: offset ?? undefined });
  }
}
