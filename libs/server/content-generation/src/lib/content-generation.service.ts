import type { ArticleService } from '@bcg/server/content';
import { tryAgainIn, waitText, type RateLimiter, type RateLimitRule } from '@bcg/server/core';
import { buildArticleRequest, buildConnectionTestRequest, pickTopic, type ArticleTopic } from './article-prompt';
import type { ConnectionTestResult, GenerationTestResult, TokenUsage } from './content-generation.types';
import { parseGeneratedArticle } from './generated-article';
import { PERPLEXITY_ERRORS, PerplexityError, type PerplexityClient } from './perplexity.client';

export interface ContentGenerationLimits {
  /** Upstream calls per UTC day for the whole site. */
  dailyLimit: number;
  /** Upstream calls per hour for one client address. */
  addressHourlyLimit: number;
}

export interface ContentGenerationLog {
  warn(data: object, message: string): void;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The counters every upstream call is checked against; windows are fixed, so the daily one is the UTC day. */
export function generationRules(limits: ContentGenerationLimits): { address: RateLimitRule; daily: RateLimitRule } {
  return {
    address: {
      bucket: 'generation-address',
      limit: limits.addressHourlyLimit,
      windowMs: HOUR_MS,
      message: (seconds) =>
        `Too many content generation requests from this address (at most ${limits.addressHourlyLimit} an hour). ${tryAgainIn(seconds)}`,
    },
    daily: {
      bucket: 'generation-daily',
      limit: limits.dailyLimit,
      windowMs: DAY_MS,
      message: (seconds) =>
        `The daily content generation budget (${limits.dailyLimit} calls) is used up. It resets at midnight UTC, in about ${waitText(seconds)}.`,
    },
  };
}

/**
 * The /content-test calls: a Perplexity connection test and a test generation that saves its article as a
 * draft. Both spend money, so each upstream call first passes the per-address limit and the site's daily
 * budget (database counters shared by every process); past either, a TooManyRequestsError (HTTP 429).
 * Without a key nothing is counted and nothing is called.
 */
export class ContentGenerationService {
  private readonly rules: ReturnType<typeof generationRules>;

  constructor(
    private readonly client: PerplexityClient,
    private readonly articles: ArticleService,
    private readonly rateLimiter: RateLimiter,
    limits: ContentGenerationLimits,
    private readonly affiliateTag: string,
    private readonly log: ContentGenerationLog,
    private readonly chooseTopic: () => ArticleTopic = () => pickTopic(),
  ) {
    this.rules = generationRules(limits);
  }

  /** Asks the model for one short sentence: proves the key, the model name and the network. */
  async testConnection(clientKey: string): Promise<ConnectionTestResult> {
    const failed = (error: string): ConnectionTestResult => ({ success: false, message: 'Connection test failed', response: null, error });
    if (!this.client.configured) return failed(PERPLEXITY_ERRORS.notConfigured);
    await this.spend(clientKey);
    try {
      const result = await this.client.chat(buildConnectionTestRequest());
      return {
        success: true,
        message: `Connected to Perplexity (model ${this.client.model})`,
        response: result.content.trim(),
        error: null,
      };
    } catch (error) {
      return failed(this.upstreamFailure(error, 'connection test'));
    }
  }

  /**
   * Generates a blog article for bulldog owners on a collar topic, sanitises it, and saves it as an unpublished
   * article for the administrator to preview and publish.
   */
  async generate(clientKey: string): Promise<GenerationTestResult> {
    const failed = (error: string, usage: TokenUsage | null = null): GenerationTestResult => ({
      success: false,
      message: 'Content generation failed',
      content: null,
      usage,
      error,
    });
    if (!this.client.configured) return failed(PERPLEXITY_ERRORS.notConfigured);
    await this.spend(clientKey);
    const topic = this.chooseTopic();
    let usage: TokenUsage | null = null;
    try {
      const result = await this.client.chat(buildArticleRequest(topic));
      usage = result.usage;
      const article = parseGeneratedArticle(result.content, this.affiliateTag);
      const draft = await this.articles.createDraft({ ...article, category: topic.category });
      return {
        success: true,
        message: `Generated "${draft.title}" and saved it as an unpublished draft for review in the admin dashboard.`,
        content: {
          ...article,
          articleId: draft.id,
          slug: draft.slug,
          category: draft.category,
          wordCount: draft.wordCount,
          readingTime: draft.readingTime,
        },
        usage,
        error: null,
      };
    } catch (error) {
      return failed(this.upstreamFailure(error, 'generation'), usage);
    }
  }

  /** Per address first, so one visitor cannot use up the whole site's daily budget by themselves. */
  private async spend(clientKey: string): Promise<void> {
    await this.rateLimiter.enforce(this.rules.address, clientKey);
    await this.rateLimiter.enforce(this.rules.daily, 'global');
  }

  /** Perplexity failures become the result's error text (logged by kind only); anything else is a real fault. */
  private upstreamFailure(error: unknown, call: string): string {
    if (!(error instanceof PerplexityError)) throw error;
    this.log.warn({ kind: error.kind, call }, `Perplexity ${call} failed: ${error.message}`);
    return error.message;
  }
}
