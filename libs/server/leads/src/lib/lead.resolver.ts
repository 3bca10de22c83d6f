import { connectionOf, connectionTypes, pageRequestOf, type Connection, type RequestContext } from '@bcg/server/core';
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { EmailSubscriber, SubscriberStatusEnum, type SubscriberStatus } from './email-subscriber.entity';
import { LeadService } from './lead.service';
import { subscribersCsv } from './subscribers-csv';
import { ConfirmSubscriptionResult, SubscribeInput, SubscribeResult } from './subscribe.input';
import { SubscribersConnectionArgs } from './subscribers.args';

const { ConnectionType: EmailSubscriberConnection } = connectionTypes(
  EmailSubscriber,
  'EmailSubscriber',
  'A page of the subscriber list (Relay cursor connection), with how many subscribers match.',
);

@Resolver()
export class LeadResolver {
  constructor(private readonly leadService: LeadService) {}

  @Mutation(() => SubscribeResult, {
    description: 'Sign up for the sizing guide or newsletter: a confirmation email is sent (double opt-in); repeating it is harmless.',
  })
  subscribe(
    @Arg('input', { description: 'The sign-up.' }) input: SubscribeInput,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<SubscribeResult> {
    return this.leadService.subscribe(input, clientKey);
  }

  @Mutation(() => ConfirmSubscriptionResult, {
    description: 'Confirm an address with the token of its confirmation email; the sizing guide is then sent.',
  })
  async confirmSubscription(
    @Arg('token', { description: 'The token of the emailed link.' }) token: string,
  ): Promise<ConfirmSubscriptionResult> {
    const outcome = await this.leadService.confirm(token);
    return { outcome, message: this.leadService.confirmationMessage(outcome) };
  }

  @Mutation(() => SubscribeResult, {
    description: 'Unsubscribe the address of an unsubscribe link: no more emails. Repeating it is harmless; an unknown token is NOT_FOUND.',
  })
  unsubscribe(@Arg('token', { description: 'The token of the unsubscribe link.' }) token: string): Promise<SubscribeResult> {
    return this.leadService.unsubscribe(token);
  }

  @Authorized()
  @Query(() => EmailSubscriberConnection, {
    description: 'Administrator: a page of the subscribers, filtered by status, searched by address and sorted on the server.',
  })
  async emailSubscribersConnection(
    @Args() { first, after, offset, status, q, sort }: SubscribersConnectionArgs,
  ): Promise<Connection<EmailSubscriber>> {
    return connectionOf(await this.leadService.page({ ...pageRequestOf({ first, after, offset }), status, q, sort }));
  }

  @Authorized()
  @Query(() => String, {
    description:
      "Administrator: the subscribers (all, or those of one status) as CSV with their consent record, for download; cells a spreadsheet would run as a formula start with '.",
  })
  async emailSubscribersCsv(
    @Arg('status', () => SubscriberStatusEnum, { nullable: true, description: 'Only subscribers with this status; all when omitted.' })
    status?: SubscriberStatus | null,
  ): Promise<string> {
    return subscribersCsv(await this.leadService.list(status ?? undefined));
  }
}
