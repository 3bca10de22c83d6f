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
  @MaxLength(160)
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lower-case words joined by hyphens' })
  slug!: string;
}
