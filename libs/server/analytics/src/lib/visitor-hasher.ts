import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { utcDay } from './utc-day';

/**
 * Counts unique visitors without cookies, storage or fingerprinting: a visitor is a hash of the client address
 * and user agent with a random salt of the current UTC day. The salt is shared by every server through the
 * `analytics_salt` row of its day and deleted when the day is over ({@link forgetPastDays}), so nobody (the
 * owner included) can recompute a past day's hashes, link one reader across days, or recover an address.
 * The address itself is never stored.
 */
export class VisitorHasher {
  private current?: { day: string; salt: string };
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** The visitor hash of an address and user agent, today (UTC). */
  async hash(address: string, userAgent: string): Promise<string> {
    const salt = await this.saltOf(utcDay(this.now()));
    return createHash('sha256').update(`${salt}\0${address}\0${userAgent}`).digest('hex').slice(0, 32);
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
    this.current = { day, salt };
    // Yesterday's salt goes as soon as today's exists, even before the midnight sweep.
    await this.forgetPastDays();
    return salt;
  }
}
