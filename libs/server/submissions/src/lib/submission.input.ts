import { Field, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'A collar a visitor suggests for review. The status is always pending; it cannot be set here.' })
export class ProductSubmissionInput {
  // Checked by the service with the shared rules, so the client gets the spec's messages per field.
  @Field({ description: 'The name of the collar (required).' })
  productName!: string;

  @Field({ description: 'The Amazon ASIN, or an Amazon product link the ASIN is taken from.' })
  productReference!: string;

  @Field(() => String, { nullable: true, description: "The visitor's name (optional; shown as 'Anonymous' without one)." })
  submitterName?: string | null;

  @Field({ description: "The visitor's email address (required), in case the reviewers have a question." })
  submitterEmail!: string;

  @Field(() => String, { nullable: true, description: 'Leave empty (a field for bots: anything in it drops the submission).' })
  website?: string | null;
}

@ObjectType({ description: 'The answer to a product suggestion.' })
export class SubmitProductResult {
  @Field({ description: 'Always true: a refused suggestion is an error (BAD_USER_INPUT with per-field `fields`, or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'The thank-you text to show.' })
  message!: string;
}
