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

/** A page of the suppressed addresses: `first` with `after` or `offset`, and a search in the address. */
@ArgsType()
class SuppressionConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_SEARCH_LENGTH);

  @Field(() => String, {
    nullable: true,
    description: `Only addresses that contain this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;
}

const { ConnectionType: MailSuppressionConnection } = connectionTypes(
  MailSuppression,
  'MailSuppression',
  'A page of the suppressed addresses (Relay cursor connection), with how many match.',
);

/** The owner's list of addresses no email goes to, and their release. */
@Resolver(() => MailSuppression)
export class MailSuppressionResolver {
  constructor(private readonly suppressions: MailSuppressionService) {}

  @Authorized()
  @Query(() => MailSuppressionConnection, {
    description: 'Administrator: a page of the suppressed addresses (bounced for good or complained), newest first.',
  })
  async mailSuppressionsConnection(@Args() { first, after, offset, q }: SuppressionConnectionArgs): Promise<Connection<MailSuppression>> {
    return connectionOf(await this.suppressions.page({ ...pageRequestOf({ first, after, offset }), q }));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Administrator: releases a suppressed address, so email goes to it again. NOT_FOUND for an unknown id.',
  })
  async releaseMailSuppression(@Args() { id }: IdArgs): Promise<boolean> {
    await this.suppressions.release(id);
    return true;
  }
}
