import { RetailerApiError } from '../retailer-client';
import { exchange, failureOf, type Fetch } from './creators-api-http';
import { GRANT_TYPE, TOKEN_SCOPES, tokenAnswerSchema, tokenStyle, type CreatorsApiVersion } from './creators-api.protocol';

/** A token is renewed this long before the retailer says it ends, so no call carries one that expires on the way. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export interface TokenSourceOptions {
  credentialId: string;
  credentialSecret: string;
  version: CreatorsApiVersion;
  tokenUrl: string;
  fetch: Fetch;
  timeoutMs: number;
  now: () => number;
  /** Told each time a token is issued (no token or secret in it). */
  onRenewed?: (validForMs: number) => void;
}

interface HeldToken {
  value: string;
  renewAt: number;
}

/**
 * The OAuth 2.0 client-credentials token of one credential: fetched when first needed, kept until shortly before it
 * expires, and renewed by one request however many calls are waiting for it.
 */
export class CreatorsApiTokenSource {
  private held: HeldToken | null = null;
  private pending: Promise<string> | null = null;
  private readonly issued = new Set<string>();

  constructor(private readonly options: TokenSourceOptions) {}

  /** A token valid for at least the renewal margin. */
  async token(): Promise<string> {
    if (this.held && this.options.now() < this.held.renewAt) return this.held.value;
    return this.renew();
  }

  /**
   * A token to replace one the API refused: a new one, unless another caller has already replaced it, in which case
   * theirs is used (one renewal for a burst of refusals).
   */
  async replace(refused: string): Promise<string> {
    if (this.held?.value === refused) this.held = null;
    return this.token();
  }

  /** The tokens this source issued lately (the client redacts them from what it reports). */
  recentTokens(): string[] {
    return [...this.issued];
  }

  private renew(): Promise<string> {
    // Not tied to any caller's signal: the renewal serves every waiting caller, and one giving up must not fail the rest.
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async request(): Promise<string> {
    const { tokenUrl, version, timeoutMs, now } = this.options;
    const what = 'the token request';
    const result = await exchange(this.options.fetch, tokenUrl, this.requestInit(), { what, timeoutMs });
    if (result.status < 200 || result.status >= 300) throw failureOf(result, what, now());
    let json: unknown;
    try {
      json = JSON.parse(result.text);
    } catch {
      throw new RetailerApiError('malformed', `Amazon's token answer (credential version ${version}) is not JSON.`, 'MalformedAnswer');
    }
    const parsed = tokenAnswerSchema.safeParse(json);
    if (!parsed.success) {
      throw new RetailerApiError(
        'malformed',
        `Amazon's token answer (credential version ${version}) has no access token and lifetime.`,
        'MalformedAnswer',
      );
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    // A lifetime shorter than twice the margin (never seen) is still used for half its length rather than not at all.
    const validForMs = Math.max(lifetimeMs - TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2);
    this.held = { value: parsed.data.access_token, renewAt: now() + validForMs };
    this.issued.add(parsed.data.access_token);
    // The last few are enough to redact: an older token can no longer be in an answer.
    if (this.issued.size > 3) this.issued.delete(this.issued.values().next().value as string);
    this.options.onRenewed?.(validForMs);
    return parsed.data.access_token;
  }

  private requestInit(): RequestInit {
    const { credentialId, credentialSecret, version } = this.options;
    const style = tokenStyle(version);
    if (style === 'cognito') {
      const basic = Buffer.from(`${encodeURIComponent(credentialId)}:${encodeURIComponent(credentialSecret)}`).toString('base64');
      return {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}`, accept: 'application/json' },
        body: new URLSearchParams({ grant_type: GRANT_TYPE, scope: TOKEN_SCOPES.cognito }).toString(),
      };
    }
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ grant_type: GRANT_TYPE, client_id: credentialId, client_secret: credentialSecret, scope: TOKEN_SCOPES.lwa }),
    };
  }
}
