import { contactMessageSchema, descriptionOf } from '@bcg/shared/validation';
import { Field, InputType, ObjectType } from 'type-graphql';

const fields = contactMessageSchema.shape;

// Types and descriptions only: the service checks every message with the shared schema, the form's own, so the
// client gets one message per field.
@InputType({ description: 'A message from the contact form.' })
export class ContactMessageInput {
  @Field({ description: descriptionOf(fields.name) })
  name!: string;

  @Field({ description: descriptionOf(fields.email) })
  email!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.subject) })
  subject?: string | null;

  @Field({ description: descriptionOf(fields.message) })
  message!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.website) })
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
