import { IdArgs, isDomainError } from '@bcg/server/core';
import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { Article } from './article.entity';
import { ArticleService } from './article.service';
import { ArticleArgs, ArticlesArgs, SetArticlePublishedArgs } from './articles.args';

@Resolver(() => Article)
export class ArticleResolver {
  constructor(private readonly articleService: ArticleService) {}

  @Query(() => [Article], {
    description: 'Published articles, newest first; never a draft or a scheduled post (the administrator has adminArticles).',
  })
  articles(@Args() { category, limit }: ArticlesArgs): Promise<Article[]> {
    return this.articleService.list({ category, limit });
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
  @Query(() => [Article], { description: 'Administrator: every article with its published state, newest first.' })
  adminArticles(): Promise<Article[]> {
    return this.articleService.listForAdmin();
  }

  @Authorized()
  @Query(() => Article, { description: 'Administrator: one article by id, drafts included (for preview); NOT_FOUND when there is none.' })
  adminArticle(@Args() { id }: IdArgs): Promise<Article> {
    return this.articleService.getForPreview(id);
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      'Administrator: publish or unpublish an article; the first publication sets publishedAt. Returns the article as it now is.',
  })
  setArticlePublished(@Args() { id, published }: SetArticlePublishedArgs): Promise<Article> {
    return this.articleService.setPublished(id, published);
  }
}
