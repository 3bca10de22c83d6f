import { IdArgs, idArgsSchema, intBetween, MAX_ROW_ID, type ArgsSchema } from '@bcg/server/core';
import { articleFields, descriptionOf } from '@bcg/shared/validation';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import * as z from 'zod/mini';

// Types and descriptions only: the service checks every save with the shared article schema (the editor form's
// own), so GraphQL, REST and the form answer the same messages with per-field `fields`.
@InputType({
  description:
    'The article editor fields. A new article needs title, category, excerpt, metaDescription and markdown; an edit changes the fields given.',
})
export class ArticleEditorInput {
  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.title) })
  title?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.slug) })
  slug?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.category) })
  category?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.excerpt) })
  excerpt?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.metaDescription) })
  metaDescription?: string;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.markdown) })
  markdown?: string;

  @Field(() => [String], { nullable: true, description: descriptionOf(articleFields.targetKeywords) })
  targetKeywords?: string[];

  @Field(() => [String], { nullable: true, description: descriptionOf(articleFields.seoKeywords) })
  seoKeywords?: string[];

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.imageUrl) })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: descriptionOf(articleFields.author) })
  author?: string;

  @Field(() => Boolean, { nullable: true, description: descriptionOf(articleFields.published) })
  published?: boolean;

  @Field(() => Date, { nullable: true, description: descriptionOf(articleFields.publishAt) })
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
  static override readonly schema: ArgsSchema = z.extend(idArgsSchema, { revisionId: intBetween('revisionId', 1, MAX_ROW_ID) });

  @Field(() => Int, { description: 'Id of one of the article revisions (articleRevisions).' })
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
