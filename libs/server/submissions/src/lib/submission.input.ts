import { descriptionOf, submissionSchema } from '@bcg/shared/validation';
import { Field, InputType, ObjectType } from 'type-graphql';

const fields = submissionSchema.shape;

// Types and descriptions only: the service checks every suggestion with the shared schema, the form's own, so the
// client gets the same messages per field.
@InputType({ description: 'A collar a visitor suggests for review. The status is always pending; it cannot be set here.' })
export class ProductSubmissionInput {
  @Field({ description: descriptionOf(fields.productName) })
  productName!: string;

  @Field({ description: descriptionOf(fields.productReference) })
  productReference!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.submitterName) })
  submitterName?: string | null;

  @Field({ description: descriptionOf(fields.submitterEmail) })
  submitterEmail!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.website) })
  website?: string | null;
}

@ObjectType({ description: 'The answer to a product suggestion.' })
export class SubmitProductResult {
  @Field({ description: 'Always true: a refused suggestion is an error (BAD_USER_INPUT with per-field `fields`, or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'The thank-you text to show.' })
  message!: string;
}
