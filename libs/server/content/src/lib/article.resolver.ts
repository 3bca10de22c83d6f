import { isDomainError } from '@bcg/server/core';
import { Args, Query, Resolver } from 'type-graphql';
import { Article } from './article.entity';
import { ArticleService } from './article.service';
import { ArticleArgs, ArticlesArgs } from './articles.args';

@Resolver(() => Article)
export class ArticleResolver {
  constructor(private readonly articleService: ArticleService) {}

  @Query(() => [Article], { description: 'Articles, newest first.' })
  articles(@Args() { published, category, limit }: ArticlesArgs): Promise<Article[]> {
    return this.articleService.list({ publishedOnly: published === true, category, limit });
  }

  @Query(() => Article, { nullable: true, description: 'A published article by slug; null when there is none.' })
  async article(@Args() { slug }: ArticleArgs): Promise<Article | null> {
    try {
      return await this.articleService.getPublishedBySlug(slug);
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
