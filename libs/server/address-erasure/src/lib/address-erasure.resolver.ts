import { IdArgs } from '@bcg/server/core';
import { Args, Authorized, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { AddressErasureService } from './address-erasure.service';

@ObjectType({ description: 'What erasing an address removed.' })
class ErasureResult {
  @Field({ description: 'The erased address.' })
  email!: string;

  @Field(() => Int, { description: '1 when the address had signed up (its subscriber and consent record removed), else 0.' })
  subscribers!: number;

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

  @Authorized()
  @Mutation(() => ErasureResult, {
    description:
      'Administrator: erase the sender of a contact message completely (deletion on request), as eraseEmailSubscriber does for its address. NOT_FOUND for an unknown id.',
  })
  eraseContactMessageSender(@Args() { id }: IdArgs): Promise<ErasureResult> {
    return this.erasure.eraseMessageSender(id);
  }
}
