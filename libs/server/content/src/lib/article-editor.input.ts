import { IdArgs } from '@bcg/server/core';
import { Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

// Types only: the rules (required fields, lengths, slug pattern) are checked by the service, so GraphQL and REST
// answer the same BAD_USER_INPUT messages with per-field `fields`.
@InputType({
  description:
    'The article editor fields. A new article needs title, category, excerpt, metaDescription and markdown; an edit changes the fields given.',
})
export class ArticleEditorInput {
  @Field(() => String, { nullable: true, description: 'Headline.' })
  title?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Address part, lower-case words joined by hyphens; generated from the title when a new article has none.',
  })
  slug?: string;

  @Field(() => String, { nullable: true, description: "Topic slug, e.g. 'blog' or 'guides'." })
  category?: string;

  @Field(() => String, { nullable: true, description: 'Short plain-text summary.' })
  excerpt?: string;

  @Field(() => String, { nullable: true, description: 'Search result summary, at most 320 characters (160 are shown whole).' })
  metaDescription?: string;

  @Field(() => String, {
    nullable: true,
    description: 'The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content`.',
  })
  markdown?: string;

  @Field(() => [String], { nullable: true, description: 'Search phrases the article was written for.' })
  targetKeywords?: string[];

  @Field(() => [String], { nullable: true, description: 'Meta keywords.' })
  seoKeywords?: string[];

  @Field(() => String, { nullable: true, description: 'Cover image: a path on this site or an https address. Explicit null removes it.' })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Byline.' })
  author?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true publishes now (a first publication dates it), false takes it back to a draft.',
  })
  published?: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'Publication time: in the future it schedules the post, which appears by itself then. Explicit null withdraws a schedule.',
  })
  publishAt?: Date | null;
}

@ArgsType()
export class CreateArticleArgs {
  @Field(() => ArticleEditorInput, { description: 'The new article.' })
  input!: ArticleEditorInput;
}

@ArgsType()
export class UpdateArticleArgs extends IdArgs {
  @Field(() => ArticleEditorInput, { description: 'The fields to change.' })
  input!: ArticleEditorInput;
}

@ArgsType()
export class ArticleRevisionArgs extends IdArgs {
  @Field(() => Int, { description: 'Id of one of the article revisions (articleRevisions).' })
  @Min(1)
  @Max(2 ** 31 - 1)
  revisionId!: number;
}

@ArgsType()
export class RestoreArticleRevisionArgs extends ArticleRevisionArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'true: take the revision’s slug too (the post’s address changes); by default the current slug stays.',
  })
  restoreSlug!: boolean;
}

@ArgsType()
export class PreviewMarkdownArgs {
  @Field({ description: 'Markdown as the editor holds it.' })
  markdown!: string;
}
