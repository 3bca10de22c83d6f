import { AnswerTooLargeError, readLimitedText, timerDelay, type ContentGenerationConfig } from '@bcg/server/core';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface UsageFigures {
  total_tokens: number;
  prompt_tokens: number;
  completion_tokens: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Clamped to {@link MAX_TOKENS_CAP}: one call can never run up an unbounded bill. */
  maxTokens: number;
  temperature?: number;
  /** A JSON schema the answer must follow (Perplexity structured outputs); `name` is 1-64 letters or digits. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
}

export interface ChatResult {
  content: string;
  usage: UsageFigures;
  model: string;
}

/** The most completion tokens any request may ask for (a long article is about 2,000 words, ~2,700 tokens). */
export const MAX_TOKENS_CAP = 4000;

/** The longest answer read (a completion of MAX_TOKENS_CAP tokens is some 20 KB); a longer one is refused unread. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export type PerplexityErrorKind = 'not-configured' | 'unauthorized' | 'rate-limited' | 'timeout' | 'malformed' | 'upstream' | 'network';

/** Client-visible texts of every failure; none of them ever contains the key or the upstream body. */
export const PERPLEXITY_ERRORS = {
  notConfigured: 'Perplexity is not configured: set the PERPLEXITY_API_KEY environment variable on the server and restart it.',
  unauthorized: (status: number) => `Perplexity rejected the API key (HTTP ${status}). Check PERPLEXITY_API_KEY.`,
  rateLimited: 'Perplexity is rate-limiting this site (HTTP 429). Try again in a minute.',
  timeout: (ms: number) => `Perplexity did not answer within ${Math.round(ms / 100) / 10} seconds.`,
  malformed: 'Perplexity sent an answer that could not be read (malformed JSON or no message).',
  tooLarge: 'Perplexity sent an answer larger than 1 MB; it was not read.',
  upstream: (status: number) => `Perplexity answered with HTTP ${status}.`,
  network: 'Perplexity could not be reached (network error).',
} as const;

/** A failed upstream call, with a message that is safe to show and to log. */
export class PerplexityError extends Error {
  constructor(
    readonly kind: PerplexityErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PerplexityError';
  }
}

type PerplexitySettings = Pick<ContentGenerationConfig, 'apiKey' | 'model' | 'baseUrl' | 'timeoutMs'>;

/** Perplexity's OpenAI-compatible chat completions endpoint, over the platform's fetch. */
export class PerplexityClient {
  constructor(
    private readonly settings: PerplexitySettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Whether a key is set; without one no call is ever made. */
  get configured(): boolean {
    return Boolean(this.settings.apiKey);
  }

  get model(): string {
    return this.settings.model;
  }

  /**
   * One chat completion. Every failure becomes a {@link PerplexityError} whose message names the cause
   * (not configured, key refused, rate-limited, timeout, unreadable answer, other status).
   */
  async chat(request: ChatRequest): Promise<ChatResult> {
    const apiKey = this.settings.apiKey;
    if (!apiKey) throw new PerplexityError('not-configured', PERPLEXITY_ERRORS.notConfigured);
    const body = {
      model: this.settings.model,
      messages: request.messages,
      max_tokens: Math.max(1, Math.min(Math.floor(request.maxTokens), MAX_TOKENS_CAP)),
      temperature: request.temperature ?? 0.2,
      ...(request.jsonSchema ? { response_format: { type: 'json_schema', json_schema: request.jsonSchema } } : {}),
    };
    let response: Response;
    let text: string;
    try {
      // One signal covers the whole exchange, the body included: a server that stalls mid-answer times out too.
      const signal = AbortSignal.timeout(timerDelay(this.settings.timeoutMs));
      response = await this.fetchImpl(`${this.settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      text = await readLimitedText(response, MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof AnswerTooLargeError) throw new PerplexityError('malformed', PERPLEXITY_ERRORS.tooLarge);
      // The original error is dropped on purpose: its message or cause could carry request details.
      if (isAbort(error)) throw new PerplexityError('timeout', PERPLEXITY_ERRORS.timeout(this.settings.timeoutMs));
      throw new PerplexityError('network', PERPLEXITY_ERRORS.network);
    }
    if (response.status === 401 || response.status === 403)
      throw new PerplexityError('unauthorized', PERPLEXITY_ERRORS.unauthorized(response.status));
    if (response.status === 429) throw new PerplexityError('rate-limited', PERPLEXITY_ERRORS.rateLimited);
    if (!response.ok) throw new PerplexityError('upstream', PERPLEXITY_ERRORS.upstream(response.status));
    return parseCompletion(text);
  }
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

const tokens = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

/** The first choice's message and the usage figures of an OpenAI-style completion. */
export function parseCompletion(text: string): ChatResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PerplexityError('malformed', PERPLEXITY_ERRORS.malformed);
  }
  const completion = json as {
    model?: unknown;
    choices?: Array<{ message?: { content?: unknown } }>;
    usage?: Record<string, unknown>;
  } | null;
  const content = completion?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new PerplexityError('malformed', PERPLEXITY_ERRORS.malformed);
  const usage = completion?.usage ?? {};
  const prompt = tokens(usage['prompt_tokens']);
  const completionTokens = tokens(usage['completion_tokens']);
  return {
    content,
    model: typeof completion?.model === 'string' ? completion.model : '',
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completionTokens,
      total_tokens: tokens(usage['total_tokens']) || prompt + completionTokens,
    },
  };
}
