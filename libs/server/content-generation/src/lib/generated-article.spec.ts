import { parseGeneratedArticle } from './generated-article';
import { MAX_TOKENS_CAP, parseCompletion, PerplexityClient, PerplexityError } from './perplexity.client';

describe('parseGeneratedArticle', () => {
  const answer = (fields: Record<string, unknown>) => '```json\n' + JSON.stringify(fields) + '\n```';

  it('reads a fenced JSON answer, derives a slug from the title when none fits, and counts words of the clean body', () => {
    const article = parseGeneratedArticle(
      answer({
        title: 'Sizing a Puppy Collar [2]',
        slug: '!!!',
        metaDescription: '',
        content: '<p>one two three</p><iframe src="x"></iframe>',
      }),
      'tag-20',
    );
    expect(article).toMatchObject({
      title: 'Sizing a Puppy Collar',
      slug: 'sizing-a-puppy-collar',
      metaDescription: 'Sizing a Puppy Collar',
      wordCount: 3,
      readingTime: 1,
    });
    expect(article.content).toBe('<p>one two three</p>');
    expect(article.targetKeywords).toEqual([]);
  });

  it.each(['not json at all', answer({ title: 'No body' }), answer({ content: '<p>No title</p>' }), '{"title": "broken", '])(
    'calls %p malformed',
    (text) => {
      expect(() => parseGeneratedArticle(text, 'tag-20')).toThrow(PerplexityError);
    },
  );
});

describe('PerplexityClient', () => {
  it('caps max_tokens and refuses to call without a key', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ choices: [{ message: { content: 'ok' } }], usage: { prompt_tokens: 2, completion_tokens: 3 } }));
    }) as unknown as typeof fetch;
    const client = new PerplexityClient({ apiKey: 'k', model: 'sonar', baseUrl: 'http://x', timeoutMs: 1000 }, fakeFetch);
    const result = await client.chat({ messages: [{ role: 'user', content: 'hi' }], maxTokens: 1_000_000 });
    expect(bodies[0]!['max_tokens']).toBe(MAX_TOKENS_CAP);
    expect(result.usage).toEqual({ prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 });
    const unconfigured = new PerplexityClient({ model: 'sonar', baseUrl: 'http://x', timeoutMs: 1000 }, fakeFetch);
    await expect(unconfigured.chat({ messages: [], maxTokens: 10 })).rejects.toThrow(/PERPLEXITY_API_KEY/);
    expect(bodies).toHaveLength(1);
  });

  it('refuses an answer past 1 MB without reading the rest of it', async () => {
    let pulled = 0;
    const twoMegabytes = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= 2 * 1024 * 1024) return controller.close();
          pulled += 65_536;
          controller.enqueue(new Uint8Array(65_536).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    const fakeFetch = (async () => new Response(twoMegabytes)) as unknown as typeof fetch;
    const client = new PerplexityClient({ apiKey: 'k', model: 'sonar', baseUrl: 'http://x', timeoutMs: 60_000 }, fakeFetch);
    await expect(client.chat({ messages: [{ role: 'user', content: 'hi' }], maxTokens: 10 })).rejects.toEqual(
      new PerplexityError('malformed', 'Perplexity sent an answer larger than 1 MB; it was not read.'),
    );
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 65_536);
  });

  it('treats an answer without a message as malformed', () => {
    expect(() => parseCompletion('{"choices": []}')).toThrow(/malformed/);
  });
});
