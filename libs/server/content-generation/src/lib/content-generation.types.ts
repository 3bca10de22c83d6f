import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Tokens an upstream call used, as Perplexity counts them.' })
export class TokenUsage {
  @Field(() => Int)
  total_tokens!: number;

  @Field(() => Int)
  prompt_tokens!: number;

  @Field(() => Int)
  completion_tokens!: number;
}

@ObjectType({ description: 'A generated article, sanitised, saved as an unpublished draft.' })
export class GeneratedContent {
  @Field(() => Int, { description: 'Id of the draft article it was saved as.' })
  articleId!: number;

  @Field()
  title!: string;

  @Field({ description: 'Slug of the saved draft (suffixed when the proposed one was taken).' })
  slug!: string;

  @Field()
  category!: string;

  @Field()
  metaDescription!: string;

  @Field({ description: 'Sanitised HTML body, retailer links tagged.' })
  content!: string;

  @Field(() => [String])
  targetKeywords!: string[];

  @Field(() => [String])
  seoKeywords!: string[];

  @Field(() => Int)
  wordCount!: number;

  @Field(() => Int, { description: 'Minutes to read.' })
  readingTime!: number;
}

@ObjectType({ description: 'Outcome of the Perplexity connection test (spec: success, message, response, error).' })
export class ConnectionTestResult {
  @Field()
  success!: boolean;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true, description: "The model's sample answer." })
  response!: string | null;

  @Field(() => String, { nullable: true })
  error!: string | null;
}

@ObjectType({ description: 'Outcome of a test generation (spec: success, message, content, usage, error).' })
export class GenerationTestResult {
  @Field()
  success!: boolean;

  @Field()
  message!: string;

  @Field(() => GeneratedContent, { nullable: true })
  content!: GeneratedContent | null;

  @Field(() => TokenUsage, { nullable: true })
  usage!: TokenUsage | null;

  @Field(() => String, { nullable: true })
  error!: string | null;
}
