import { ConnectionArgs, IdArgs } from '@bcg/server/core';
import { MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from '@bcg/shared/validation';
import { IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class ArticlesArgs {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Kept for the clients that send it: any value, or none, lists the published articles only (drafts and scheduled posts are for adminArticles).',
  })
  published?: boolean;

  @Field(() => String, { nullable: true, description: "Only articles of this category, e.g. 'guides'." })
  @IsOptional()
  @MaxLength(60)
  category?: string;

  @Field(() => Int, { nullable: true, description: 'At most this many articles (1 to 100), newest first.' })
  @IsOptional()
  @Min(1)
  @Max(100)
  limit?: number;
}

/** A page of the published articles: `first`/`after` (or `offset`) and the category. */
@ArgsType()
export class ArticlesConnectionArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: "Only articles of this category, e.g. 'guides'." })
  @IsOptional()
  @MaxLength(60)
  category?: string | null;
}

@ArgsType()
export class ArticleArgs {
  @Field({ description: "The article's slug, e.g. 'english-bulldog-collar-size-guide'." })
  @MaxLength(MAX_SLUG_LENGTH)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;
}

@ArgsType()
export class SetArticlePublishedArgs extends IdArgs {
  @Field({ description: 'True to publish, false to take the article back to a draft.' })
  published!: boolean;
}
