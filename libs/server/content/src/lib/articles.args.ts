import { MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from '@bcg/shared/validation';
import { IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class ArticlesArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: only published articles.' })
  published?: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(60)
  category?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(1)
  @Max(100)
  limit?: number;
}

@ArgsType()
export class ArticleArgs {
  @Field()
  @MaxLength(MAX_SLUG_LENGTH)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;
}
