import { IdArgs } from '@bcg/server/core';
import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class SetContactMessageReadArgs extends IdArgs {
  @Field({ description: 'true marks the message read (now), false unread again.' })
  read!: boolean;
}
