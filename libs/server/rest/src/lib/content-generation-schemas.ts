import * as z from 'zod/mini';

export const ConnectionTestAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  response: z.nullable(z.string()).check(z.describe("The model's sample answer.")),
  error: z.nullable(z.string()),
});

const TokenUsage = z.object({ prompt_tokens: z.int(), completion_tokens: z.int(), total_tokens: z.int() });

const GeneratedContent = z.object({
  title: z.string(),
  slug: z.string().check(z.describe('Slug of the saved draft (suffixed when the proposed one was taken).')),
  metaDescription: z.string(),
  content: z.string().check(z.describe('Sanitised HTML body, retailer links tagged.')),
  targetKeywords: z.array(z.string()),
  seoKeywords: z.array(z.string()),
  wordCount: z.int(),
  readingTime: z.int().check(z.describe('Minutes to read.')),
  articleId: z.int().check(z.describe('Id of the unpublished draft it was saved as.')),
  category: z.string(),
});

export const GenerationTestAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  content: z.nullable(GeneratedContent),
  usage: z.nullable(TokenUsage),
  error: z.nullable(z.string()),
});
