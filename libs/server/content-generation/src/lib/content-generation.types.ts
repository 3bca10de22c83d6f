import { Field, Int, ObjectType } from 'type-graphql';

/** Properties keep Perplexity's (and the REST answer's) snake_case names; GraphQL serves them in camelCase. */
@ObjectType({ description: 'Tokens an upstream call used, as Perplexity counts them.' })
export class TokenUsage {
  @Field(() => Int, { name: 'totalTokens', description: 'Prompt and completion tokens together.' })
  total_tokens!: number;

  @Field(() => Int, { name: 'promptTokens', description: 'Tokens of the request (the prompt).' })
  prompt_tokens!: number;

  @Field(() => Int, { name: 'completionTokens', description: 'Tokens of the answer (the generated text).' })
  completion_tokens!: number;
}

@ObjectType({ description: 'A generated article, sanitised, saved as an unpublished draft.' })
class GeneratedContent {
  @Field(() => Int, { description: 'Id of the draft article it was saved as.' })
  articleId!: number;

  @Field({ description: 'Headline.' })
  title!: string;

  @Field({ description: 'Slug of the saved draft (suffixed when the proposed one was taken).' })
  slug!: string;

  @Field({ description: "Topic as a lower-case slug, e.g. 'guides' (see Article.category)." })
  category!: string;

  @Field({ description: 'Summary for search results and link previews.' })
  metaDescription!: string;

  @Field({ description: 'Sanitised HTML body, retailer links tagged.' })
  content!: string;

  @Field(() => [String], { description: 'The search phrases the article was written for.' })
  targetKeywords!: string[];

  @Field(() => [String], { description: 'Keywords for search engines.' })
  seoKeywords!: string[];

  @Field(() => Int, { description: 'Words in the body.' })
  wordCount!: number;

  @Field(() => Int, { description: 'Minutes to read.' })
  readingTime!: number;
}

@ObjectType({ description: 'Outcome of the Perplexity connection test (success, message, response, error).' })
export class ConnectionTestResult {
  @Field({ description: 'True when Perplexity answered.' })
  success!: boolean;

  @Field({ description: "A one-line summary, e.g. 'Connection test failed'." })
  message!: string;

  @Field(() => String, { nullable: true, description: "The model's sample answer." })
  response!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, safe to show; null on success.' })
  error!: string | null;
}

@ObjectType({ description: 'Outcome of a test generation (success, message, content, usage, error).' })
export class GenerationTestResult {
  @Field({ description: 'True when an article was generated and saved as a draft.' })
  success!: boolean;

  @Field({ description: "A one-line summary, e.g. 'Content generation failed'." })
  message!: string;

  @Field(() => GeneratedContent, { nullable: true, description: 'The saved draft; null on failure.' })
  content!: GeneratedContent | null;

  @Field(() => TokenUsage, { nullable: true, description: 'Tokens the upstream call used; null when it was not made or not answered.' })
  usage!: TokenUsage | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, safe to show; null on success.' })
  error!: string | null;
}
