import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

export const LEAD_MAGNET_MAX_LENGTH = 120;

@InputType({ description: 'A newsletter or sizing-guide sign-up.' })
export class SubscribeInput {
  // Checked by the service with the shared rules, so the client gets the spec's messages.
  @Field()
  email!: string;

  @Field(() => String, { nullable: true, description: "What was asked for, e.g. 'bulldog-sizing-guide'." })
  @IsOptional()
  @MaxLength(LEAD_MAGNET_MAX_LENGTH)
  leadMagnet?: string | null;
}

@ObjectType()
export class SubscribeResult {
  @Field()
  success!: boolean;

  @Field()
  message!: string;
}
