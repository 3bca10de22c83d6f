import { connectionOf, connectionTypes, IdArgs, isDomainError, pageRequestOf, type Connection } from '@bcg/server/core';
import { Revision, RevisionComparison } from '@bcg/server/revisions';
import { ProductImage } from '@bcg/server/catalogue';
import { Args, Authorized, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Article } from './article.entity';
import {
  CreateArticleArgs,
  PreviewMarkdownArgs,
  ArticleRevisionArgs,
  RestoreArticleRevisionArgs,
  UpdateArticleArgs,
  type ArticleEditorInput,
} from './article-editor.input';
import type { ArticleChanges } from './article-rules';
import { ArticleService } from './article.service';
import { AdminArticlesConnectionArgs, ArticleArgs, ArticlesArgs, ArticlesConnectionArgs, SetArticlePublishedArgs } from './articles.args';

const { ConnectionType: ArticleConnection } = connectionTypes(
  Article,
  'Article',
  "A page of the published articles (Relay cursor connection): its posts, their cursors, the page's position and totalCount.",
);

const { ConnectionType: AdminArticleConnection } = connectionTypes(
  Article,
  'AdminArticle',
  'A page of the administrator’s article list (Relay cursor connection), drafts and scheduled posts included, with how many match.',
);

@Resolver(() => Article)
export class ArticleResolver {
  constructor(private readonly articleService: ArticleService) {}

  @FieldResolver(() => ProductImage, {
    nullable: true,
    description:
      'The uploaded cover as responsive renditions (AVIF and WebP srcsets, width, height); null when there is none or imageUrl points elsewhere.',
  })
  image(@Root() article: Article): ProductImage | null {
    return article.imageUrl === null ? null : ProductImage.of({ imageUrl: article.imageUrl, image: article.image });
  }

  @Query(() => [Article], {
    description: 'Published articles, newest first; never a draft or a scheduled post (the administrator has adminArticles).',
  })
  articles(@Args() { category, limit }: ArticlesArgs): Promise<Article[]> {
    return this.articleService.list({ category, limit });
  }

  @Query(() => ArticleConnection, {
    description:
      'Published articles, newest first, a page at a time (first/after or offset), optionally of one category: what /blog and /guides list.',
  })
  async articlesConnection(@Args() { first, after, offset, category }: ArticlesConnectionArgs): Promise<Connection<Article>> {
    return connectionOf(await this.articleService.page({ ...pageRequestOf({ first, after, offset }), category: category ?? undefined }));
  }

  @Query(() => Article, {
    nullable: true,
    description: 'A published article by slug; null when there is none (drafts and scheduled posts included).',
  })
  async article(@Args() { slug }: ArticleArgs): Promise<Article | null> {
    try {
      return await this.articleService.getPublishedBySlug(slug);
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Authorized()
  @Query(() => AdminArticleConnection, {
    description: 'Administrator: a page of the articles (drafts and scheduled ones too), filtered, searched and sorted on the server.',
  })
  async adminArticlesConnection(
    @Args() { first, after, offset, status, category, q, sort }: AdminArticlesConnectionArgs,
  ): Promise<Connection<Article>> {
    return connectionOf(await this.articleService.pageForAdmin({ ...pageRequestOf({ first, after, offset }), status, category, q, sort }));
  }

  @Authorized()
  @Query(() => [String], { description: 'Administrator: every category articles are filed under, A to Z.' })
  adminArticleCategories(): Promise<string[]> {
    return this.articleService.categories();
  }

  @Authorized()
  @Query(() => Article, { description: 'Administrator: one article by id, drafts included (for preview); NOT_FOUND when there is none.' })
  adminArticle(@Args() { id }: IdArgs): Promise<Article> {
    return this.articleService.getForPreview(id);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Administrator: deletes an article for good (its revisions are kept; its old addresses stop redirecting). Always true.',
  })
  async deleteArticle(@Args() { id }: IdArgs): Promise<boolean> {
    await this.articleService.delete(id);
    return true;
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      'Administrator: publish or unpublish an article; the first publication sets publishedAt. Returns the article as it now is.',
  })
  setArticlePublished(@Args() { id, published }: SetArticlePublishedArgs): Promise<Article> {
    return this.articleService.setPublished(id, published);
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      'Administrator: writes a new article from Markdown: a draft, published now (published: true) or scheduled (publishAt). BAD_USER_INPUT names each bad field.',
  })
  createArticle(@Args() { input }: CreateArticleArgs): Promise<Article> {
    const { title = '', category = '', excerpt = '', metaDescription = '', markdown = '', ...rest } = editorChanges(input);
    return this.articleService.create({ title, category, excerpt, metaDescription, markdown, ...rest });
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      'Administrator: changes the fields given, publishes, unpublishes or schedules (publishAt); a renamed published slug keeps answering 301.',
  })
  updateArticle(@Args() { id, input }: UpdateArticleArgs): Promise<Article> {
    return this.articleService.update(id, editorChanges(input));
  }

  @Authorized()
  @Query(() => [Revision], { description: 'Administrator: the saved states of an article, newest first.' })
  articleRevisions(@Args() { id }: IdArgs): Promise<Revision[]> {
    return this.articleService.revisionsOf(id);
  }

  @Authorized()
  @Query(() => RevisionComparison, {
    description:
      'Administrator: what restoring one of an article’s revisions would change, field by field (current value, then the revision’s).',
  })
  articleRevisionComparison(@Args() { id, revisionId }: ArticleRevisionArgs): Promise<RevisionComparison> {
    return this.articleService.compareRevision(id, revisionId);
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      "Administrator: saves a revision's content as a new save (itself a revision); the publication state stays, and so does the slug unless restoreSlug.",
  })
  restoreArticleRevision(@Args() { id, revisionId, restoreSlug }: RestoreArticleRevisionArgs): Promise<Article> {
    return this.articleService.restoreRevision(id, revisionId, { restoreSlug });
  }

  @Authorized()
  @Query(() => String, { description: "Administrator: Markdown rendered as a save would store it (the editor's live preview)." })
  articleMarkdownPreview(@Args() { markdown }: PreviewMarkdownArgs): string {
    return this.articleService.previewMarkdown(markdown);
  }
}

/** GraphQL leaves unset fields undefined and explicit nulls null; only imageUrl and publishAt give null a meaning. */
function editorChanges(input: ArticleEditorInput): ArticleChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && (value !== null || key === 'imageUrl' || key === 'publishAt')) changes[key] = value;
  }
  return changes as ArticleChanges;
}
