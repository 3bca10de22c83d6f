import { IdArgs } from '@bcg/server/core';
import { Args, Authorized, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { AddressErasureService } from './address-erasure.service';

@ObjectType({ description: 'What erasing an address removed.' })
class ErasureResult {
  @Field({ description: 'The erased address.' })
  email!: string;

  @Field(() => Int, { description: 'Emails of the outbox removed (to the address, and notifications of its messages).' })
  emails!: number;

  @Field(() => Int, { description: 'Contact messages from the address removed.' })
  contactMessages!: number;
}

@Resolver()
export class AddressErasureResolver {
  constructor(private readonly erasure: AddressErasureService) {}

  @Authorized()
  @Mutation(() => ErasureResult, {
    description:
      'Administrator: erase a subscriber completely (deletion on request): the subscriber with its consent record, every email to its address and every contact message from it. NOT_FOUND for an unknown id.',
  })
  eraseEmailSubscriber(@Args() { id }: IdArgs): Promise<ErasureResult> {
    return this.erasure.eraseSubscriber(id);
  }
}
