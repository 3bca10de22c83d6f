import { Arg, Mutation, Resolver } from 'type-graphql';
import { LeadService } from './lead.service';
import { SubscribeInput, SubscribeResult } from './subscribe.input';

@Resolver()
export class LeadResolver {
  constructor(private readonly leadService: LeadService) {}

  @Mutation(() => SubscribeResult, { description: 'Sign up for the sizing guide or newsletter; repeating it is harmless.' })
  subscribe(@Arg('input') input: SubscribeInput): Promise<SubscribeResult> {
    return this.leadService.subscribe(input);
  }
}
