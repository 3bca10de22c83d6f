import { ConnectionTestAnswer, GenerationTestAnswer } from './content-generation-schemas';
import { type RestRoute, route } from './rest-route';

/** Article drafts written with the Perplexity API. */
export const CONTENT_GENERATION_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/content/test-perplexity',
    operationId: 'testPerplexity',
    summary: 'Checks the connection to Perplexity with a short question (rate-limited, never cached).',
    tag: 'content-generation',
    noStore: true,
    errorFields: { message: 'Connection test failed', response: null },
    schema: { response: ConnectionTestAnswer },
    handle: ({ contentGeneration }, { ip }) => contentGeneration.testConnection(ip),
  }),
  route({
    method: 'POST',
    url: '/api/content/test-generate',
    operationId: 'testGenerate',
    summary: 'Generates an article and saves it as an unpublished draft (no body; rate-limited).',
    tag: 'content-generation',
    errorFields: { message: 'Content generation failed', content: null, usage: null },
    schema: { response: GenerationTestAnswer },
    handle: async ({ contentGeneration }, { ip }) => {
      const { success, message, content, usage, error } = await contentGeneration.generate(ip);
      return { success, message, content, usage, error };
    },
  }),
];
