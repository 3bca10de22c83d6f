import { Field, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'A collar a visitor suggests for review. The status is always pending; it cannot be set here.' })
export class ProductSubmissionInput {
  @Field()
  productName!: string;

  @Field({ description: 'The Amazon ASIN, or an Amazon product link the ASIN is taken from.' })
  productReference!: string;

  @Field(() => String, { nullable: true })
  submitterName?: string | null;

  @Field()
  submitterEmail!: string;

  @Field(() => String, { nullable: true, description: 'Leave empty (a field for bots: anything in it drops the submission).' })
  website?: string | null;
}

@ObjectType()
export class SubmitProductResult {
  @Field()
  success!: boolean;

  @Field()
  message!: string;
}
