import { RetailerApiError, type RetailerClient, type RetailerItem, type RetailerItemsResult } from '../retailer-client';
import { withCheckedAddresses } from './creators-api-addresses';
import { asinNamedIn, toItemsResult } from './creators-api-answer';
import { exchange, failureDetail, failureOf, type Exchange, type Fetch } from './creators-api-http';
import { redactForms, secretForms } from './creators-api-redaction';
import { CreatorsApiTokenSource } from './creators-api-token';
import {
  authorizationHeader,
  DEFAULT_TOKEN_URLS,
  ERROR_CODES,
  GET_ITEMS_PATH,
  GET_ITEMS_RESOURCES,
  getItemsAnswerSchema,
  MARKETPLACE_CURRENCIES,
  MARKETPLACE_HEADER,
  MAX_ITEM_IDS,
  type CreatorsApiVersion,
  type GetItemsAnswer,
  type GetItemsRequest,
} from './creators-api.protocol';

const DEFAULT_TIMEOUT_MS = 10_000;

/** A pino-style logger; the client tells it of token renewals and refused tokens, every line redacted. */
export interface CreatorsApiLogger {
  debug(message: string): void;
  info(message: string): void;
}

export interface CreatorsApiClientOptions {
  credentialId: string;
  credentialSecret: string;
  version: CreatorsApiVersion;
  /** The Associates tag every answer's links carry (AFFILIATE_TAG). */
  partnerTag: string;
  /** e.g. `www.amazon.com`; it decides the currency of the prices. */
  marketplace: string;
  /** Origin (and optional path prefix) before `/catalog/v1/getItems`. */
  apiUrl: string;
  /** Default: the one the version implies. */
  tokenUrl?: string;
  /** Each call (token or items) is abandoned after this long; default 10 s. */
  timeoutMs?: number;
  fetch?: Fetch;
  /** The clock token lifetimes are measured by (tests turn it). */
  now?: () => number;
  logger?: CreatorsApiLogger;
}

/**
 * Amazon's Creators API as a {@link RetailerClient}: the only code that speaks its protocol. Everything it reports
 * (failures, item errors and texts, log lines) leaves through {@link CreatorsApiClient.redact}, which takes out the
 * credential's secret in each form it travels in and the tokens issued for it: a retailer that echoes a request back
 * cannot put them into a log, the dashboard or a stored problem.
 */
export class CreatorsApiClient implements RetailerClient {
  readonly maxItemsPerRequest = MAX_ITEM_IDS;
  readonly currency: string;
  private readonly tokens: CreatorsApiTokenSource;
  private readonly fetchImpl: Fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly itemsUrl: string;
  private readonly secretForms: readonly string[];
  private readonly log: CreatorsApiLogger;

  constructor(private readonly options: CreatorsApiClientOptions) {
    const currency = MARKETPLACE_CURRENCIES[options.marketplace];
    if (!currency) throw new Error(`${options.marketplace} is not an Amazon marketplace the Creators API client knows.`);
    this.currency = currency;
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.itemsUrl = `${options.apiUrl.replace(/\/+$/, '')}${GET_ITEMS_PATH}`;
    this.secretForms = secretForms(options.credentialId, options.credentialSecret);
    const logger = options.logger;
    this.log = {
      debug: (message) => logger?.debug(this.redact(message)),
      info: (message) => logger?.info(this.redact(message)),
    };
    this.tokens = new CreatorsApiTokenSource({
      credentialId: options.credentialId,
      credentialSecret: options.credentialSecret,
      version: options.version,
      tokenUrl: options.tokenUrl ?? DEFAULT_TOKEN_URLS[options.version],
      fetch: this.fetchImpl,
      timeoutMs: this.timeoutMs,
      now: this.now,
      onRenewed: (validForMs) =>
        this.log.debug(`Creators API token issued; renewed in ${Math.round(validForMs / 1000)} s (credential version ${options.version})`),
    });
  }

  /**
   * Looks up 1 to 10 ASINs. Every requested ASIN comes back exactly once: as an item (in the order asked) or as an
   * error naming it. Throws RetailerApiError when the request as a whole fails; the caller's abort is passed on.
   */
  async getItems(asins: readonly string[], signal?: AbortSignal): Promise<RetailerItemsResult> {
    if (asins.length < 1 || asins.length > MAX_ITEM_IDS) {
      throw new RangeError(`getItems takes 1 to ${MAX_ITEM_IDS} ASINs, got ${asins.length}`);
    }
    let result: RetailerItemsResult;
    try {
      result = await this.lookUp(asins, signal);
    } catch (error) {
      if (signal?.aborted && error === signal.reason) throw error;
      throw this.redactedError(error);
    }
    return {
      items: result.items.map((item) => this.redactedItem(withCheckedAddresses(item, this.options.marketplace))),
      errors: result.errors.map((error) => ({ ...error, code: this.redact(error.code), message: this.redact(error.message) })),
    };
  }

  private async lookUp(asins: readonly string[], signal?: AbortSignal): Promise<RetailerItemsResult> {
    let token = await this.tokens.token();
    let result = await this.post(token, asins, signal);
    // An expired or revoked token: one renewal and one retry, never a loop.
    if (result.status === 401 && failureDetail(result.text).code !== ERROR_CODES.ineligible) {
      this.log.info('Amazon refused the Creators API token; renewing it once');
      token = await this.tokens.replace(token);
      result = await this.post(token, asins, signal);
    }
    return this.read(result, asins);
  }

  private post(token: string, asins: readonly string[], signal?: AbortSignal): Promise<Exchange> {
    const body: GetItemsRequest = {
      partnerTag: this.options.partnerTag,
      marketplace: this.options.marketplace,
      itemIds: [...asins],
      resources: GET_ITEMS_RESOURCES,
    };
    const init: RequestInit = {
      method: 'POST',
      headers: {
        authorization: authorizationHeader(token, this.options.version),
        [MARKETPLACE_HEADER]: this.options.marketplace,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    };
    return exchange(this.fetchImpl, this.itemsUrl, init, { what: 'getItems', timeoutMs: this.timeoutMs, signal });
  }

  private read(result: Exchange, asins: readonly string[]): RetailerItemsResult {
    const answer = this.parse(result);
    const ok = result.status >= 200 && result.status < 300;
    if (!ok && !(answer && onlyItemErrors(answer, asins))) throw failureOf(result, 'getItems', this.now());
    if (!answer)
      throw new RetailerApiError('malformed', 'Amazon answered getItems with something other than the documented JSON.', 'MalformedAnswer');
    const errors = answer.errors ?? [];
    const refused = errors.some((error) => error.code === ERROR_CODES.ineligible || error.code === ERROR_CODES.throttled);
    // Errors about the request itself (a bad partner tag, say) with no item at all: the request failed as a whole.
    const requestFailed = !answer.itemsResult?.items?.length && errors.some((error) => asinNamedIn(error.message, asins) === null);
    if (refused || requestFailed) throw failureOf(result, 'getItems', this.now());
    return toItemsResult(answer, asins);
  }

  private parse(result: Exchange): GetItemsAnswer | null {
    let json: unknown;
    try {
      json = JSON.parse(result.text);
    } catch {
      return null;
    }
    const parsed = getItemsAnswerSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  /** A failure as it may leave the client: its message and code redacted (anything but a RetailerApiError is a network fault). */
  private redactedError(error: unknown): RetailerApiError {
    if (error instanceof RetailerApiError) {
      return new RetailerApiError(
        error.kind,
        this.redact(error.message),
        error.code === null ? null : this.redact(error.code),
        error.retryAfterMs,
      );
    }
    return new RetailerApiError('network', this.redact((error as Error)?.message || String(error)), 'NetworkError');
  }

  /** An item's texts as they may be stored and shown: redacted; an address that held a credential is dropped. */
  private redactedItem(item: RetailerItem): RetailerItem {
    const dropped = (item.dropped ?? []).map((sentence) => this.redact(sentence));
    const image = item.image && this.redact(item.image.url) !== item.image.url ? null : item.image;
    const detailPageUrl = item.detailPageUrl && this.redact(item.detailPageUrl) !== item.detailPageUrl ? null : item.detailPageUrl;
    if (image !== item.image) dropped.push("Amazon's image address was not stored: it held the credential.");
    if (detailPageUrl !== item.detailPageUrl) dropped.push("Amazon's product page address was dropped: it held the credential.");
    return {
      ...item,
      title: item.title === null ? null : this.redact(item.title),
      image,
      detailPageUrl,
      offer: item.offer && { ...item.offer, displayAmount: this.redact(item.offer.displayAmount) },
      availability: item.availability && {
        ...item.availability,
        message: item.availability.message === null ? null : this.redact(item.availability.message),
      },
      ...(dropped.length > 0 ? { dropped } : {}),
    };
  }

  /**
   * The one function every text the client reports passes through: the credential's secret in each of its forms and
   * the tokens issued lately become "[redacted]".
   */
  private redact(text: string): string {
    return redactForms(text, [...this.secretForms, ...this.tokens.recentTokens()]);
  }
}

/** A refusal of only some identifiers (all unknown, say) answered with a 4xx: still an answer about those items. */
function onlyItemErrors(answer: GetItemsAnswer, asins: readonly string[]): boolean {
  const errors = answer.errors ?? [];
  const requested = asins.map((asin) => asin.toUpperCase());
  return errors.length > 0 && errors.every((error) => requested.some((asin) => error.message.toUpperCase().includes(asin)));
}
