import type { RequestContext } from '@bcg/server/core';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { EmailSubscriber } from './email-subscriber.entity';
import { LeadService } from './lead.service';
import { SubscribeInput, SubscribeResult } from './subscribe.input';

@Resolver()
export class LeadResolver {
  constructor(private readonly leadService: LeadService) {}

  @Mutation(() => SubscribeResult, { description: 'Sign up for the sizing guide or newsletter; repeating it is harmless.' })
  subscribe(
    @Arg('input', { description: 'The sign-up.' }) input: SubscribeInput,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<SubscribeResult> {
    return this.leadService.subscribe(input, clientKey);
  }

  @Authorized()
  @Query(() => [EmailSubscriber], { description: 'Administrator: every subscriber, newest first.' })
  emailSubscribers(): Promise<EmailSubscriber[]> {
    return this.leadService.list();
  }
}
