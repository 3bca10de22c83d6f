import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MAX_CLIENT_KEY_LENGTH,
  MIN_ADMIN_PASSWORD_LENGTH,
  TooManyRequestsError,
  tryAgainIn,
  UnauthorizedError,
  type RateLimiter,
  type RateLimitRule,
} from '@bcg/server/core';
import argon2 from 'argon2';
import { LessThan, type Repository } from 'typeorm';
import type { AdminCredential } from './admin-credential.entity';
import type { AdminSession } from './admin-session.entity';

const SESSION_IDLE_MS = 30 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const MAX_FAILED_LOGINS = 5;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** lastSeenAt is written at most this often, so every admin request is not a database write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const ADMIN_AUTH_MESSAGES = {
  unauthorized: 'Your session has expired or is not valid. Please log in again.',
  tooManyAttempts: (seconds: number) => `Too many failed login attempts. ${tryAgainIn(seconds)}`,
} as const;

/**
 * The lock-out as a database rate limit: at most 5 failed logins per client address in each 15-minute window,
 * counted in the `rate_limit_counter` table like every other limit (shared by every process, kept across restarts).
 */
const FAILED_LOGIN_RULE: RateLimitRule = {
  bucket: 'admin-login',
  limit: MAX_FAILED_LOGINS,
  windowMs: FAILED_LOGIN_WINDOW_MS,
  message: ADMIN_AUTH_MESSAGES.tooManyAttempts,
};

export interface AdminSecret {
  /** ADMIN_PASSWORD */
  password?: string;
  /** ADMIN_PASSWORD_HASH (argon2id) */
  passwordHash?: string;
}

export interface AdminAuthLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The single administrator: password check, brute-force lock-out, and sessions kept in the database. */
export class AdminAuthService {
  constructor(
    private readonly sessions: Repository<AdminSession>,
    private readonly rateLimiter: RateLimiter,
    private readonly credentials: Repository<AdminCredential>,
    private readonly secret: AdminSecret,
    private readonly log: AdminAuthLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * At start: with neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH and no stored hash, generates a strong password,
   * stores only its argon2id hash and returns the password once so the caller can print it.
   */
  async ensurePassword(): Promise<string | undefined> {
    if (this.secret.password || this.secret.passwordHash) return undefined;
    if ((await this.credentials.count()) > 0) return undefined;
    const password = randomBytes(18).toString('base64url');
    await this.credentials.insert({ passwordHash: await argon2.hash(password, { type: argon2.argon2id }) });
    return password;
  }

  /** Replaces the stored password and ends every session (`npm run admin:password`). */
  async setPassword(password: string): Promise<void> {
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
      throw new Error(`The administrator password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
    const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
    await this.credentials.manager.transaction(async (manager) => {
      await manager.createQueryBuilder().delete().from(this.credentials.target).execute();
      await manager.insert(this.credentials.target, { passwordHash });
      await manager.createQueryBuilder().delete().from(this.sessions.target).execute();
    });
  }

  /**
   * Checks the password for a client address. Answers success with a new 256-bit session token, or no success;
   * throws TooManyRequestsError (with the seconds to wait) after 5 failures in 15 minutes from that address.
   *
   * The attempt takes its place in the count before the password is looked at, in one atomic database step,
   * so simultaneous attempts cannot all read "under the limit" and all be evaluated; a right password gives its
   * place back, so only failures count. A refused attempt never reaches the password check.
   */
  async login(password: string, clientAddress: string): Promise<{ success: boolean; sessionId?: string }> {
    // The counter's key holds 100 characters (any IP address fits); a longer address is counted by its start.
    const clientKey = clientAddress.slice(0, MAX_CLIENT_KEY_LENGTH);
    const hit = await this.rateLimiter.consume(FAILED_LOGIN_RULE, clientKey);
    if (!hit.allowed) {
      this.log.warn({ clientKey }, 'Admin login refused: too many failed attempts');
      throw new TooManyRequestsError(FAILED_LOGIN_RULE.message(hit.retryAfterSeconds), hit.retryAfterSeconds);
    }
    const ok = password.length > 0 && password.length <= 1024 && (await this.verify(password));
    if (!ok) {
      this.log.warn({ clientKey }, 'Admin login failed');
      return { success: false };
    }
    await this.rateLimiter.giveBack(FAILED_LOGIN_RULE, clientKey, hit);
    const now = this.now();
    const sessionId = randomBytes(32).toString('base64url');
    await this.sessions.insert({
      tokenHash: sha256(sessionId).toString('hex'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    this.log.info({ clientKey }, 'Admin login succeeded');
    return { success: true, sessionId };
  }

  /** Throws UnauthorizedError unless the token names a live session (30 min idle, 12 h absolute); keeps it alive. */
  async authenticate(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.unauthorized);
    const session = await this.sessions.findOneBy({ tokenHash: sha256(token).toString('hex') });
    const now = this.now().getTime();
    if (!session) throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.unauthorized);
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
      await this.sessions.delete({ id: session.id });
      throw new UnauthorizedError(ADMIN_AUTH_MESSAGES.unauthorized);
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now) });
    }
  }

  /** Ends a session; unknown tokens are ignored (the client clears its copy anyway). */
  async logout(token: string): Promise<void> {
    if (token.length > 200) return;
    await this.sessions.delete({ tokenHash: sha256(token).toString('hex') });
  }

  /** Deletes expired sessions; called from time to time (the failure counters are pruned with every rate limit). */
  async prune(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(this.now()) });
  }

  private async verify(password: string): Promise<boolean> {
    if (this.secret.passwordHash) return argon2.verify(this.secret.passwordHash, password);
    if (this.secret.password) return timingSafeEqual(sha256(password), sha256(this.secret.password));
    const stored = await this.credentials.findOne({ where: {}, order: { id: 'DESC' } });
    return stored ? argon2.verify(stored.passwordHash, password) : false;
  }
}
