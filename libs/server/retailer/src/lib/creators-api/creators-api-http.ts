import { RetailerApiError } from '../retailer-client';
import { ERROR_CODES, failureBodySchema } from './creators-api.protocol';

export type Fetch = typeof fetch;

/** A finished HTTP exchange: the status, the headers and the whole body as text. */
export interface Exchange {
  status: number;
  headers: Headers;
  text: string;
}

/** Replaces every credential the client holds (secret, tokens) by a marker, in any text that may reach a log or a person. */
export type Redact = (text: string) => string;

/**
 * Sends one request and reads its whole answer within `timeoutMs`. A timeout or a network failure becomes a
 * RetailerApiError; the caller's own abort is passed on as it is (the caller asked for it, nothing failed).
 */
export async function exchange(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Exchange> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetchImpl(url, { ...init, signal: combined });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new RetailerApiError('timeout', `Amazon did not answer within ${formatMs(timeoutMs)}.`, 'Timeout');
    throw new RetailerApiError('network', `Amazon could not be reached (${networkCause(error)}).`, 'NetworkError');
  }
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
export function failureOf(result: Exchange, what: string, now: number, redact: Redact): RetailerApiError {
  const { status } = result;
  const { code, message } = failureDetail(result.text);
  const said = message ? `: ${redact(message)}` : '';
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
