import { createHash } from 'node:crypto';
import { normaliseEmail } from '@bcg/shared/validation';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../errors';
import { sqlParameters } from '../data-source';
import { perWindow } from '../words';

/** One limit: at most `limit` hits per client in each fixed window of `windowMs`. */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The client-visible text of the 429, given the seconds until the window closes. */
  message: (retryAfterSeconds: number) => string;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  hits: number;
  limit: number;
  /** Seconds until the window closes and the count starts again. */
  retryAfterSeconds: number;
  /** The window this hit was counted in, so `giveBack` takes it from that window even after it has closed. */
  windowIndex: number;
}

export const MAX_CLIENT_KEY_LENGTH = 100;

/** A rule bound to its limiter: a service calls it with the client's key before the limited work (throws 429). */
export type RateLimitGuard = (clientKey: string) => Promise<void>;

/** For services built without a limit (unit tests of the rules themselves). */
export const NO_RATE_LIMIT: RateLimitGuard = async () => undefined;

/**
 * A limit on the emails one address receives, whoever asks for them. It never throws on the limit, so the caller
 * answers alike whether an email went (or whether the address is known).
 */
export interface RecipientLimit {
  /**
   * Counts one email to `email` and answers whether it may go. `runner` is the transaction that queues the email, so
   * a rolled-back email gives its count back.
   */
  allow(email: string, runner?: Pick<DataSource, 'query'>): Promise<boolean>;
  /** The limit, for the answers that state it: `limit` emails `per` ("an hour"). */
  readonly limit: number;
  readonly per: string;
}

/** The counter key of one recipient: a hash of the normalised address, so a counter never holds the address itself. */
export function recipientKey(email: string): string {
  return createHash('sha256')
    .update(`recipient\0${normaliseEmail(email)}`)
    .digest('hex');
}

/**
 * Fixed-window counters in the `rate_limit_counter` table. Each hit is one atomic upsert
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING, on SQLite and PostgreSQL alike), so concurrent requests,
 * several processes and restarts all see one count.
 */
export class RateLimiter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one hit (or `count` hits at once) and says whether the total is within the limit. `runner` is the
   * transaction to count in (the analytics ingest counts a batch's requests in the transaction that stores them).
   */
  async consume(
    rule: RateLimitRule,
    clientKey: string,
    count = 1,
    runner: Pick<DataSource, 'query'> = this.dataSource,
  ): Promise<RateLimitResult> {
    const now = this.now();
    const windowIndex = Math.floor(now / rule.windowMs);
    const expiresAt = (windowIndex + 1) * rule.windowMs;
    const p = sqlParameters(this.dataSource, 5);
    // The leading comment matters: TypeORM's SQLite runner sends statements that start with "INSERT " through
    // run(), which drops RETURNING rows; anything else goes through all(), which returns them.
    const rows: Array<{ hits: number | string }> = await runner.query(
      `/* rate limit hit */ INSERT INTO "rate_limit_counter" ("bucket", "clientKey", "windowIndex", "hits", "expiresAt")
       VALUES (${p.join(', ')})
       ON CONFLICT ("bucket", "clientKey", "windowIndex") DO UPDATE SET "hits" = "rate_limit_counter"."hits" + EXCLUDED."hits"
       RETURNING "hits"`,
      [rule.bucket, clientKey.slice(0, MAX_CLIENT_KEY_LENGTH), windowIndex, count, expiresAt],
    );
    const hits = Number(rows[0]?.hits ?? Number.POSITIVE_INFINITY);
    return {
      allowed: hits <= rule.limit,
      hits,
      limit: rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)),
      windowIndex,
    };
  }

  /**
   * Takes back one hit counted by `consume`, in one atomic decrement, for limits that count only some outcomes
   * (the admin login counts failures: each attempt takes a hit before the password is checked, and a right
   * password gives it back). Never goes below zero.
   */
  async giveBack(rule: RateLimitRule, clientKey: string, hit: RateLimitResult): Promise<void> {
    const p = sqlParameters(this.dataSource, 3);
    await this.dataSource.query(
      `UPDATE "rate_limit_counter" SET "hits" = "hits" - 1
       WHERE "bucket" = ${p[0]} AND "clientKey" = ${p[1]} AND "windowIndex" = ${p[2]} AND "hits" > 0`,
      [rule.bucket, clientKey.slice(0, MAX_CLIENT_KEY_LENGTH), hit.windowIndex],
    );
  }

  /** Counts one hit; throws TooManyRequestsError (HTTP 429) with the rule's message when it is over the limit. */
  async enforce(rule: RateLimitRule, clientKey: string): Promise<RateLimitResult> {
    const result = await this.consume(rule, clientKey);
    if (!result.allowed) throw new TooManyRequestsError(rule.message(result.retryAfterSeconds), result.retryAfterSeconds);
    return result;
  }

  /** The rule as a guard a service can hold without knowing about the limiter. */
  guard(rule: RateLimitRule): RateLimitGuard {
    return async (clientKey) => {
      await this.enforce(rule, clientKey);
    };
  }

  /** The rule as a per-recipient limit, keyed by {@link recipientKey} (nothing is thrown, so it needs no message). */
  recipientLimit(setting: Omit<RateLimitRule, 'message'>): RecipientLimit {
    const rule: RateLimitRule = { ...setting, message: () => '' };
    return {
      allow: async (email, runner) => (await this.consume(rule, recipientKey(email), 1, runner)).allowed,
      limit: rule.limit,
      per: perWindow(rule.windowMs),
    };
  }

  /** Deletes counters of windows that have closed; called from time to time. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit_counter" WHERE "expiresAt" <= ${sqlParameters(this.dataSource, 1)[0]}`, [
      this.now(),
    ]);
  }
}
