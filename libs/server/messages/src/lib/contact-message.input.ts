import { Field, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'A message from the contact form.' })
export class ContactMessageInput {
  // Checked by the service with the shared rules, so the client gets one message per field.
  @Field({ description: 'The sender’s name (required, up to 120 characters on one line).' })
  name!: string;

  @Field({ description: 'The sender’s address, where the reply goes (5 to 254 characters once trimmed).' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional subject, up to 200 characters on one line.' })
  subject?: string | null;

  @Field({ description: 'The message (required, up to 5000 characters).' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'Leave empty (a field for bots: anything in it drops the message).' })
  website?: string | null;
}

// A message, not the stored row: a filled honeypot gets the same answer with nothing stored.
@ObjectType({ description: 'The answer to a contact message.' })
export class SendContactMessageResult {
  @Field({ description: 'Always true: a refused message is an error (BAD_USER_INPUT with per-field `fields`, or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'The thank-you text to show.' })
  message!: string;
}
