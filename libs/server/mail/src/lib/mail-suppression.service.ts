import { NotFoundError, whereAnyContains, type Page, type PageRequest } from '@bcg/server/core';
import { normaliseEmail } from '@bcg/shared/validation';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { MailSuppression, type SuppressionReason } from './mail-suppression.entity';
import type { SuppressionList } from './suppression-list';

/** A page of the owner's list of suppressed addresses, searched in the address. */
export interface SuppressionPageRequest extends PageRequest {
  q?: string | null;
}

const DETAIL_MAX_LENGTH = 500;
/** SQL parameter lists stay well under SQLite's and PostgreSQL's limits. */
const LOOKUP_CHUNK = 500;

/** The message stored on an email withheld because its recipient is suppressed (the admin's Outbox tab shows it). */
export function suppressedMessage(reason: SuppressionReason): string {
  return `Not sent: the address is suppressed (${reason})`;
}

/**
 * The addresses no email goes to (table mail_suppression), stored normalised. Written by the senders (a permanent
 * SMTP refusal) and by the mail provider's notices; read by every sender before a delivery; the owner pages through
 * it and releases an address (the row is deleted, so mail goes there again).
 */
export class MailSuppressionService implements SuppressionList {
  constructor(private readonly dataSource: DataSource) {}

  /** Which of `addresses` are suppressed, as their normalised forms. */
  async suppressedAmong(addresses: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(addresses.map(normaliseEmail))];
    const found = new Set<string>();
    for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
      const rows = await this.dataSource
        .getRepository(MailSuppression)
        .find({ select: { email: true }, where: { email: In(wanted.slice(start, start + LOOKUP_CHUNK)) } });
      for (const row of rows) found.add(row.email);
    }
    return found;
  }

  /** The suppression of each of `addresses` that has one, keyed by normalised address. */
  async reasonsFor(addresses: readonly string[]): Promise<Map<string, SuppressionReason>> {
    const wanted = [...new Set(addresses.map(normaliseEmail))];
    const reasons = new Map<string, SuppressionReason>();
    for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
      const rows = await this.dataSource
        .getRepository(MailSuppression)
        .find({ select: { email: true, reason: true }, where: { email: In(wanted.slice(start, start + LOOKUP_CHUNK)) } });
      for (const row of rows) reasons.set(row.email, row.reason);
    }
    return reasons;
  }

  /**
   * Suppresses `address`. An address already suppressed keeps its first reason and detail (the insert is ignored on
   * the unique address, so two senders refused at once cannot fail each other). Inside `manager`'s transaction when
   * given.
   */
  async suppress(address: string, reason: SuppressionReason, detail: string | null, manager?: EntityManager): Promise<void> {
    await this.record(address, reason, detail, manager);
  }

  /** As {@link suppress}, answering whether the address was newly suppressed (false: it already was). */
  async record(address: string, reason: SuppressionReason, detail: string | null, manager?: EntityManager): Promise<boolean> {
    const email = normaliseEmail(address);
    const entities = manager ?? this.dataSource.manager;
    if (await entities.getRepository(MailSuppression).exists({ where: { email } })) return false;
    await entities
      .createQueryBuilder()
      .insert()
      .into(MailSuppression)
      .values({ email, reason, detail: detail ? detail.slice(0, DETAIL_MAX_LENGTH) : null })
      .orIgnore()
      .execute();
    return true;
  }

  /** One page of suppressed addresses, newest first, searched in the address (administrator only: callers check). */
  async page({ q, offset, limit }: SuppressionPageRequest): Promise<Page<MailSuppression>> {
    const query = this.dataSource.getRepository(MailSuppression).createQueryBuilder('suppression');
    whereAnyContains(query, ['suppression.email'], q);
    const [items, totalCount] = await query
      .orderBy('suppression.createdAt', 'DESC')
      .addOrderBy('suppression.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, totalCount, offset };
  }

  /** Releases a suppressed address: mail goes to it again. Throws NotFoundError for an unknown id. */
  async release(id: number): Promise<void> {
    const result = await this.dataSource.getRepository(MailSuppression).delete({ id });
    if (!result.affected) throw new NotFoundError('No suppressed address has this id');
  }
}
