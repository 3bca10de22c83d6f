import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

export const LEAD_MAGNET_MAX_LENGTH = 120;

@InputType({ description: 'A newsletter or sizing-guide sign-up.' })
export class SubscribeInput {
  // Checked by the service with the shared rules, so the client gets the spec's messages.
  @Field({ description: 'The address to send to; stored trimmed with a lower-case domain.' })
  email!: string;

  @Field(() => String, { nullable: true, description: "What was asked for, e.g. 'bulldog-sizing-guide'." })
  @IsOptional()
  @MaxLength(LEAD_MAGNET_MAX_LENGTH)
  leadMagnet?: string | null;
}

// Answers with a message, not the stored subscriber: the sign-up is public, and the row (its id, its date) would tell
// anyone whether an address had signed up before.
@ObjectType({ description: 'The answer to a sign-up.' })
export class SubscribeResult {
  @Field({ description: 'Always true: a refused sign-up is an error (BAD_USER_INPUT or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'The confirmation text to show.' })
  message!: string;
}
