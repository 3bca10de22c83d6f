import {
  ConnectionArgs,
  connectionOf,
  connectionTypes,
  IdArgs,
  pageRequestOf,
  searchConnectionArgsSchema,
  type ArgsSchema,
  type Connection,
} from '@bcg/server/core';
import { Args, ArgsType, Authorized, Field, Mutation, Query, Resolver } from 'type-graphql';
import { MailSuppression } from './mail-suppression.entity';
import { MailSuppressionService } from './mail-suppression.service';

const MAX_SEARCH_LENGTH = 254;

/** A page of suppressed addresses: `first` with `after` or `offset`, and a search in the address. */
@ArgsType()
class MailSuppressionConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => String, {
    nullable: true,
    description: `Only addresses containing this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;
}

const { ConnectionType: MailSuppressionConnection } = connectionTypes(
  MailSuppression,
  'MailSuppression',
  'A page of suppressed addresses (Relay cursor connection), with how many match.',
);

/** The owner's list of addresses no email goes to, and their release. */
@Resolver(() => MailSuppression)
export class MailSuppressionResolver {
  constructor(private readonly suppressions: MailSuppressionService) {}

  @Authorized()
  @Query(() => MailSuppressionConnection, {
    description: 'Administrator: a page of suppressed addresses, newest first, searched in the address.',
  })
  async mailSuppressionsConnection(
    @Args() { first, after, offset, q }: MailSuppressionConnectionArgs,
  ): Promise<Connection<MailSuppression>> {
    return connectionOf(await this.suppressions.page({ ...pageRequestOf({ first, after, offset }), q }));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Administrator: releases a suppressed address, so email is sent to it again. Always true; an unknown id is NOT_FOUND.',
  })
  async releaseMailSuppression(@Args() { id }: IdArgs): Promise<boolean> {
    await this.suppressions.release(id);
    return true;
  }
}
