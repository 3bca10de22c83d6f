import { AnswerTooLargeError, readLimitedText, timerDelay } from '@bcg/server/core';
import { RetailerApiError } from '../retailer-client';
import { ERROR_CODES, failureBodySchema } from './creators-api.protocol';

export type Fetch = typeof fetch;

/**
 * The longest answer read from the retailer or its token endpoint: a getItems answer of 10 items is some 20 KB, a
 * token a few hundred bytes. A longer one is refused without reading the rest.
 */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Code of the failure a refused, too long answer stands for. */
const ANSWER_TOO_LARGE_CODE = 'AnswerTooLarge';

/** A finished HTTP exchange: the status, the headers and the whole body as text. */
export interface Exchange {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Sends one request and reads its answer, at most `maxBytes` of it, within `timeoutMs`. A timeout, a network failure
 * or an answer past the limit becomes a RetailerApiError (`what` names the call in its message); the caller's own
 * abort is passed on as it is (the caller asked for it, nothing failed).
 */
export async function exchange(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  { what, timeoutMs, signal, maxBytes = MAX_ANSWER_BYTES }: { what: string; timeoutMs: number; signal?: AbortSignal; maxBytes?: number },
): Promise<Exchange> {
  const timeout = AbortSignal.timeout(timerDelay(timeoutMs));
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetchImpl(url, { ...init, signal: combined });
    return { status: response.status, headers: response.headers, text: await readLimitedText(response, maxBytes) };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof AnswerTooLargeError) {
      throw new RetailerApiError(
        'malformed',
        `Amazon's answer to ${what} was longer than ${formatBytes(maxBytes)}, the most the site reads; it was refused.`,
        ANSWER_TOO_LARGE_CODE,
      );
    }
    if (timeout.aborted) throw new RetailerApiError('timeout', `Amazon did not answer within ${formatMs(timeoutMs)}.`, 'Timeout');
    throw new RetailerApiError('network', `Amazon could not be reached (${networkCause(error)}).`, 'NetworkError');
  }
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown failure';
}

/** The first code and message a failed call's body carries, in whichever of the retailer's shapes it came. */
export function failureDetail(text: string): { code: string | null; message: string | null } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { code: null, message: null };
  }
  const parsed = failureBodySchema.safeParse(json);
  if (!parsed.success) return { code: null, message: null };
  const body = parsed.data;
  const first = body.errors?.[0];
  // "com.amazon.creatorsapi#TooManyRequestsException" names the same fault as "TooManyRequests".
  const typeName = body.__type
    ?.split('#')
    .pop()
    ?.replace(/Exception$/, '');
  return {
    code: first?.code ?? body.code ?? typeName ?? body.error ?? null,
    message: first?.message ?? body.message ?? body.error_description ?? null,
  };
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date); null without a usable one. */
function retryAfterMs(headers: Headers, now: number): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** OAuth token endpoint errors that mean the credentials themselves are refused. */
const REFUSED_CREDENTIALS = new Set([
  'invalid_client',
  'unauthorized_client',
  'invalid_grant',
  'invalid_scope',
  'InvalidPartnerTag',
  'InvalidAssociate',
]);

/** The fault a non-2xx answer stands for; `what` says which call it was, for the message. */
export function failureOf(result: Exchange, what: string, now: number): RetailerApiError {
  const { status } = result;
  const { code, message } = failureDetail(result.text);
  const said = message ? `: ${message}` : '';
  const label = `Amazon answered ${what} with HTTP ${status}${code ? ` ${code}` : ''}${said}`;
  if (code === ERROR_CODES.ineligible || (status === 403 && /eligib/i.test(message ?? ''))) {
    return new RetailerApiError('ineligible', `${label}. The Associates account is not eligible for the Creators API.`, code);
  }
  if (status === 429 || code === ERROR_CODES.throttled) {
    return new RetailerApiError('throttled', `${label}.`, code ?? ERROR_CODES.throttled, retryAfterMs(result.headers, now));
  }
  if (status === 401 || status === 403 || (code !== null && REFUSED_CREDENTIALS.has(code))) {
    return new RetailerApiError(
      'unauthorized',
      `${label}. Check AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION.`,
      code,
    );
  }
  return new RetailerApiError('server', `${label}.`, code);
}
