import { hash as digest, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { utcDay } from './utc-day';

const DAY_MS = 24 * 60 * 60 * 1000;

/** sha256 in one call (no Hash object per request), cut to 32 hex digits. */
const hashWith = (salt: string, address: string, userAgent: string): string =>
  digest('sha256', `${salt}\0${address}\0${userAgent}`, 'hex').slice(0, 32);

/**
 * Counts unique visitors without cookies, storage or fingerprinting: a visitor is a hash of the client address
 * and user agent with a random salt of the current UTC day. The salt is shared by every server through the
 * `analytics_salt` row of its day and deleted when the day is over ({@link forgetPastDays}), so nobody (the
 * owner included) can recompute a past day's hashes, link one reader across days, or recover an address.
 * The address itself is never stored.
 */
export class VisitorHasher {
  /** Today's salt as this server knows it, and the moment (ms) its day ends. */
  private current?: { day: string; salt: string; until: number };
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The visitor hash of an address and user agent, today (UTC). */
  async hash(address: string, userAgent: string): Promise<string> {
    return this.hashIfKnown(address, userAgent) ?? hashWith(await this.saltOf(utcDay(this.now())), address, userAgent);
  }

  /**
   * The same hash without a promise, or undefined when this server does not know today's salt yet (the first event
   * of its day, which then takes {@link hash}): the ingest's path for every other event. The day is compared by
   * its end in milliseconds, not by formatting the date each time.
   */
  hashIfKnown(address: string, userAgent: string): string | undefined {
    const current = this.current;
    if (!current) return undefined;
    const now = this.now().getTime();
    if (now >= current.until || now < current.until - DAY_MS) return undefined;
    return hashWith(current.salt, address, userAgent);
  }

  /** Deletes the salt of every day before today, here and in the database; called at each UTC midnight. */
  async forgetPastDays(): Promise<void> {
    const today = utcDay(this.now());
    if (this.current && this.current.day < today) this.current = undefined;
    await this.dataSource.query(`DELETE FROM "analytics_salt" WHERE "day" < ${this.postgres ? '$1' : '?'}`, [today]);
  }

  private async saltOf(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const [p1, p2] = this.postgres ? ['$1', '$2'] : ['?', '?'];
    // The first server to need today's salt creates it; the others (ON CONFLICT) read the same one.
    await this.dataSource.query(`INSERT INTO "analytics_salt" ("day", "salt") VALUES (${p1}, ${p2}) ON CONFLICT ("day") DO NOTHING`, [
      day,
      randomBytes(32).toString('hex'),
    ]);
    const rows: Array<{ salt: string }> = await this.dataSource.query(`SELECT "salt" FROM "analytics_salt" WHERE "day" = ${p1}`, [day]);
    const salt = rows[0]?.salt;
    if (!salt) throw new Error(`No visitor salt for ${day}`);
    this.current = { day, salt, until: Date.parse(`${day}T00:00:00Z`) + DAY_MS };
    // Yesterday's salt goes as soon as today's exists, even before the midnight sweep.
    await this.forgetPastDays();
    return salt;
  }
}
