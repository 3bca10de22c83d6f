import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SigningKey } from '@bcg/server/core';
import { normaliseEmail } from '@bcg/shared/validation';
import type { DataSource, EntityManager } from 'typeorm';

/** How many days a preferences link works; after that the page offers to email a fresh one. */
export const PREFERENCE_LINK_DAYS = 90;

const KEY_NAME = 'preference-links';
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a token says: whose preferences, or why it opens nothing. An expired token still names its (signed) address. */
export type PreferenceToken = { status: 'valid'; email: string } | { status: 'expired'; email: string } | { status: 'invalid' };

export interface PreferenceLinksOptions {
  /** SITE_URL: the page the links open. */
  siteUrl: string;
  now?: () => Date;
  days?: number;
}

/**
 * The link to the preferences page in every email, without a login: the normalised address and an expiry, signed
 * with HMAC-SHA-256 under a key kept in the `signing_key` table (made at random on first use, so every server
 * process signs and checks alike). A token is only ever made by the site: a guessed or altered one is refused.
 */
export class PreferenceLinks {
  private key: Promise<Buffer> | null = null;
  /** The key once read: a transaction may use it, never wait for a read started outside it. */
  private loaded: Buffer | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: PreferenceLinksOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The signed token of an address, valid for PREFERENCE_LINK_DAYS from now. Inside a transaction, pass its
   * `manager`: the key is then read through it if it is not known yet.
   */
  async tokenFor(email: string, manager?: EntityManager): Promise<string> {
    const address = Buffer.from(normaliseEmail(email)).toString('base64url');
    const expiry = Math.floor((this.now().getTime() + (this.options.days ?? PREFERENCE_LINK_DAYS) * DAY_MS) / 1000).toString(36);
    return `${address}.${expiry}.${await this.sign(`${address}.${expiry}`, manager)}`;
  }

  /** The preferences page of an address, for the footer of its emails; `manager` as for {@link tokenFor}. */
  async preferencesUrl(email: string, manager?: EntityManager): Promise<string> {
    return `${this.options.siteUrl}/preferences?token=${await this.tokenFor(email, manager)}`;
  }

  /** Checks a token: its signature first (constant time), then its expiry. */
  async read(token: string): Promise<PreferenceToken> {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return { status: 'invalid' };
    const [, address, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(await this.sign(`${address}.${expiry}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return { status: 'invalid' };
    const email = Buffer.from(address, 'base64url').toString('utf8');
    const expired = parseInt(expiry, 36) * 1000 <= this.now().getTime();
    return { status: expired ? 'expired' : 'valid', email };
  }

  private async sign(payload: string, manager?: EntityManager): Promise<string> {
    return createHmac('sha256', await this.secret(manager))
      .update(payload)
      .digest('base64url');
  }

  /**
   * The key. Inside a transaction it is read through the transaction and not remembered (a key made there is lost
   * if the transaction rolls back); it never waits for a read of the data source, which on SQLite waits for the
   * transaction.
   */
  private async secret(manager?: EntityManager): Promise<Buffer> {
    if (this.loaded) return this.loaded;
    if (manager?.queryRunner?.isTransactionActive) return this.loadKey(manager);
    this.key ??= this.loadKey(this.dataSource.manager).then(
      (key) => (this.loaded = key),
      (error: unknown) => {
        this.key = null;
        throw error;
      },
    );
    return this.key;
  }

  /** Reads the key, making it first if it is missing; two processes making it at once keep the first one stored. */
  private async loadKey(manager: EntityManager): Promise<Buffer> {
    const keys = manager.getRepository(SigningKey);
    await keys
      .createQueryBuilder()
      .insert()
      .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
      .orIgnore()
      .execute();
    const stored = await keys.findOneByOrFail({ name: KEY_NAME });
    return Buffer.from(stored.secret, 'base64url');
  }
}
