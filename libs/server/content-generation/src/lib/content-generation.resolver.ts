import type { RequestContext } from '@bcg/server/core';
import { Ctx, Mutation, Resolver } from 'type-graphql';
import { ContentGenerationService } from './content-generation.service';
import { ConnectionTestResult, GenerationTestResult } from './content-generation.types';

/** Mutations, not queries: each call spends upstream budget, so nothing (server rendering, a cache) may run it by itself. */
@Resolver()
export class ContentGenerationResolver {
  constructor(private readonly contentGeneration: ContentGenerationService) {}

  @Mutation(() => ConnectionTestResult, { description: 'Test the connection to Perplexity (counts against the generation limits).' })
  testPerplexityConnection(@Ctx() { clientKey }: RequestContext): Promise<ConnectionTestResult> {
    return this.contentGeneration.testConnection(clientKey);
  }

  @Mutation(() => GenerationTestResult, {
    description: 'Generate a bulldog collar article with Perplexity and save it as an unpublished draft.',
  })
  testContentGeneration(@Ctx() { clientKey }: RequestContext): Promise<GenerationTestResult> {
    return this.contentGeneration.generate(clientKey);
  }
}
