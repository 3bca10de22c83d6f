import { Type } from '@sinclair/typebox';
import { nullable } from './common-schemas';

export const ConnectionTestAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  response: nullable<string>('string', { description: "The model's sample answer." }),
  error: nullable<string>('string'),
});

const TokenUsage = Type.Object({ prompt_tokens: Type.Integer(), completion_tokens: Type.Integer(), total_tokens: Type.Integer() });

const GeneratedContent = Type.Object({
  title: Type.String(),
  slug: Type.String({ description: 'Slug of the saved draft (suffixed when the proposed one was taken).' }),
  metaDescription: Type.String(),
  content: Type.String({ description: 'Sanitised HTML body, retailer links tagged.' }),
  targetKeywords: Type.Array(Type.String()),
  seoKeywords: Type.Array(Type.String()),
  wordCount: Type.Integer(),
  readingTime: Type.Integer({ description: 'Minutes to read.' }),
  articleId: Type.Integer({ description: 'Id of the unpublished draft it was saved as.' }),
  category: Type.String(),
});

export const GenerationTestAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  content: Type.Union([GeneratedContent, Type.Null()]),
  usage: Type.Union([TokenUsage, Type.Null()]),
  error: nullable<string>('string'),
});
