import { NotFoundError, pageOf, sqlParameters, thenById, whereAnyContains, type Page, type PageRequest } from '@bcg/server/core';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { MailSuppression, type SuppressionReason } from './mail-suppression.entity';
import type { SuppressionList } from './suppression-list';

const DETAIL_MAX_LENGTH = 500;

/** Addresses as they are compared: trimmed and lower-cased, as subscribers' addresses are stored. */
const normalised = (address: string) => address.trim().toLowerCase();

/** A page of the owner's list of suppressed addresses, searched in the address. */
export interface SuppressionPageRequest extends PageRequest {
  q?: string | null;
}

/** What one bounce or complaint notice did. */
export type MailEventOutcome = 'suppressed' | 'already-suppressed' | 'ignored-soft-bounce';

/**
 * The addresses mail no longer goes to: what the senders ask before each delivery, what a permanent refusal or the
 * mail provider's notice adds to, and what the owner reads and releases. One row per address; the first reason stays.
 */
export class MailSuppressionService implements SuppressionList {
  constructor(private readonly dataSource: DataSource) {}

  async suppressedAmong(addresses: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(addresses.map(normalised))];
    if (wanted.length === 0) return new Set();
    const rows = await this.dataSource.getRepository(MailSuppression).find({ select: { email: true }, where: { email: In(wanted) } });
    return new Set(rows.map((row) => row.email));
  }

  /** Suppresses an address; false when it was suppressed already (the first reason and time stay). */
  async suppress(address: string, reason: SuppressionReason, detail: string | null, manager?: EntityManager): Promise<boolean> {
    const runner = manager ?? this.dataSource.manager;
    const [email, why, text] = sqlParameters(runner.connection, 3);
    // One statement decides, so concurrent notices for one address insert it once and only that one says so. The
    // leading comment matters: TypeORM's SQLite runner sends statements that start with "INSERT " through run(), which
    // drops RETURNING rows (as in RateLimiter.consume).
    const inserted: unknown[] = await runner.query(
      `/* suppress */ INSERT INTO "mail_suppression" ("email", "reason", "detail") VALUES (${email}, ${why}, ${text}) ` +
        `ON CONFLICT ("email") DO NOTHING RETURNING "id"`,
      [normalised(address), reason, detail?.slice(0, DETAIL_MAX_LENGTH) ?? null],
    );
    return inserted.length > 0;
  }

  /**
   * Records one notice of the mail provider: a permanent bounce or a complaint suppresses the address; a soft
   * (temporary) bounce changes nothing, since the sender's own retries deal with it.
   */
  async record(event: { type: SuppressionReason; email: string; permanent?: boolean; detail?: string | null }): Promise<MailEventOutcome> {
    if (event.type === 'bounce' && event.permanent === false) return 'ignored-soft-bounce';
    return (await this.suppress(event.email, event.type, event.detail ?? null)) ? 'suppressed' : 'already-suppressed';
  }

  /** One page of the suppressed addresses, newest first (administrator only: the callers check the session). */
  async page({ q, offset, limit }: SuppressionPageRequest): Promise<Page<MailSuppression>> {
    const query = this.dataSource.getRepository(MailSuppression).createQueryBuilder('suppression');
    whereAnyContains(query, ['suppression.email'], q);
    return pageOf(query, thenById('suppression', 'createdAt', 'DESC'), { offset, limit });
  }

  /** Releases an address: mail goes to it again. Throws NotFoundError for an id that is not (or no longer) suppressed. */
  async release(id: number): Promise<void> {
    const { affected } = await this.dataSource.getRepository(MailSuppression).delete({ id });
    if (!affected) throw new NotFoundError('No suppressed address has this id (it may have been released already)');
  }
}
