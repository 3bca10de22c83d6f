import {
  ConnectionArgs,
  connectionArgsSchema,
  IdArgs,
  MAX_PAGE_SIZE,
  optionalTextSchema,
  pageSizeSchema,
  type ArgsSchema,
} from '@bcg/server/core';
import { MAX_SLUG_LENGTH, SLUG_MESSAGE, SLUG_PATTERN } from '@bcg/shared/validation';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import * as z from 'zod/mini';
import type { AdminArticleSort, ArticleStatus } from './article.service';

/** The longest category name. */
const MAX_CATEGORY_LENGTH = 60;
const category = optionalTextSchema('category', MAX_CATEGORY_LENGTH);

@ArgsType()
export class ArticlesArgs {
  static readonly schema: ArgsSchema = z.object({ category, limit: z.nullish(pageSizeSchema('limit')) });

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Kept for the clients that send it: any value, or none, lists the published articles only (drafts and scheduled posts are for adminArticles).',
  })
  published?: boolean;

  @Field(() => String, { nullable: true, description: "Only articles of this category, e.g. 'guides'." })
  category?: string;

  @Field(() => Int, { nullable: true, description: `At most this many articles (1 to ${MAX_PAGE_SIZE}), newest first.` })
  limit?: number;
}

/** A page of the published articles: `first`/`after` (or `offset`) and the category. */
@ArgsType()
export class ArticlesConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = z.extend(connectionArgsSchema, { category });

  @Field(() => String, { nullable: true, description: "Only articles of this category, e.g. 'guides'." })
  category?: string | null;
}

@ArgsType()
export class ArticleArgs {
  static readonly schema: ArgsSchema = z.object({
    slug: z
      .string({ error: 'slug must be text' })
      .check(
        z.maxLength(MAX_SLUG_LENGTH, { error: `slug must be at most ${MAX_SLUG_LENGTH} characters` }),
        z.regex(SLUG_PATTERN, { error: SLUG_MESSAGE }),
      ),
  });

  @Field({ description: "The article's slug, e.g. 'english-bulldog-collar-size-guide'." })
  slug!: string;
}

@ArgsType()
export class SetArticlePublishedArgs extends IdArgs {
  @Field({ description: 'True to publish, false to take the article back to a draft.' })
  published!: boolean;
}

const ArticleStatusEnum = { DRAFT: 'draft', PUBLISHED: 'published', SCHEDULED: 'scheduled' } as const satisfies Record<
  string,
  ArticleStatus
>;

registerEnumType(ArticleStatusEnum, {
  name: 'ArticleStatus',
  description: 'Where an article stands: the administrator’s filter.',
  valuesConfig: {
    DRAFT: { description: 'Not published.' },
    PUBLISHED: { description: 'Published and on the site.' },
    SCHEDULED: { description: 'Published with a publication date still to come.' },
  },
});

const AdminArticleSortEnum = {
  NEWEST: 'newest',
  OLDEST: 'oldest',
  TITLE_ASC: 'title',
  TITLE_DESC: 'titleDesc',
} as const satisfies Record<string, AdminArticleSort>;

registerEnumType(AdminArticleSortEnum, {
  name: 'AdminArticleSort',
  description: 'The order of the administrator’s article list.',
  valuesConfig: {
    NEWEST: { description: 'Latest written first (the default).' },
    OLDEST: { description: 'Earliest written first.' },
    TITLE_ASC: { description: 'By title, A to Z.' },
    TITLE_DESC: { description: 'By title, Z to A.' },
  },
});

const MAX_ADMIN_SEARCH_LENGTH = 200;

/** A page of the admin's article list: `first` with `after` or `offset`, a status, a category, a search and an order. */
@ArgsType()
export class AdminArticlesConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = z.extend(connectionArgsSchema, {
    category,
    q: optionalTextSchema('q', MAX_ADMIN_SEARCH_LENGTH),
  });

  @Field(() => ArticleStatusEnum, { nullable: true, description: 'Only articles with this status; all when omitted.' })
  status?: ArticleStatus | null;

  @Field(() => String, { nullable: true, description: "Only articles of this category, e.g. 'guides'; all when omitted." })
  category?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Only articles whose title or slug contains this text (case-insensitive; at most ${MAX_ADMIN_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => AdminArticleSortEnum, { defaultValue: 'newest', description: 'The order (NEWEST by default).' })
  sort: AdminArticleSort = 'newest';
}
