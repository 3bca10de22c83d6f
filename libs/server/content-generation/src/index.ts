export * from './lib/perplexity.client';
export * from './lib/article-prompt';
export * from './lib/generated-article';
export * from './lib/content-generation.types';
export * from './lib/content-generation.service';
export * from './lib/content-generation.resolver';
