import { randomUUID } from 'node:crypto';
import { DEFAULT_PAGE_SIZE, ValidationError, whereAnyContains, type Page, type PageRequest } from '@bcg/server/core';
import {
  In,
  IsNull,
  type DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type SelectQueryBuilder,
} from 'typeorm';
import { OUTBOX_STATUSES, OutboxEmail, type OutboxStatus } from './outbox-email.entity';
import type { OutgoingMail } from './outgoing-mail';

/** A page of the admin's outbox list: a status, a search in the recipient and subject, an order. */
export interface OutboxPageRequest extends PageRequest {
  status?: OutboxStatus | null;
  q?: string | null;
  sort?: 'newest' | 'oldest';
}

/** One page of the queue (the caller's page-query schema bounds it), of one status if given. */
export interface OutboxListOptions extends PageRequest {
  status?: OutboxStatus;
}

export interface OutboxOptions {
  /** SITE_URL: its host names the Message-IDs, as a mail server's domain would. */
  siteUrl: string;
  now?: () => Date;
}

const KIND_MAX_LENGTH = 40;
const SUBJECT_MAX_LENGTH = 300;
const ADDRESS_MAX_LENGTH = 254;

// A line break in a header would let a value start a header (or the body) of its own.
const hasLineBreak = (value: string) => /[\r\n]/.test(value);

/**
 * The transactional outbox. A service calls {@link enqueue} inside its own transaction, so the email exists if and
 * only if the change that causes it is committed; the sender (MailSender) delivers the rows later and is woken as
 * soon as such a transaction commits.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();
  /** Transactions that enqueued something: their commit wakes the sender. */
  private readonly enqueuedIn = new WeakSet<QueryRunner>();
  private readonly messageIdHost: string;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    options: OutboxOptions,
  ) {
    this.messageIdHost = new URL(options.siteUrl).hostname || 'localhost';
    this.now = options.now ?? (() => new Date());
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        if (!this.enqueuedIn.has(queryRunner)) return;
        this.enqueuedIn.delete(queryRunner);
        this.notify();
      },
      afterTransactionRollback: ({ queryRunner }) => {
        this.enqueuedIn.delete(queryRunner);
      },
    };
    dataSource.subscribers.push(subscriber);
  }

  /**
   * Queues an email, using the caller's `manager` so the row commits or rolls back with the caller's transaction.
   * It is due at once and gets a new, stable Message-ID. Throws ValidationError for an unusable address, subject
   * or header (a line break would inject headers). Listeners of {@link onEnqueued} hear of it after the commit.
   */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<OutboxEmail> {
    const headers = mail.headers ?? {};
    if (!mail.to || mail.to.length > ADDRESS_MAX_LENGTH || hasLineBreak(mail.to)) throw new ValidationError('Unusable recipient address');
    if (!mail.kind || mail.kind.length > KIND_MAX_LENGTH) throw new ValidationError(`An email kind has 1 to ${KIND_MAX_LENGTH} characters`);
    if (mail.subject.length > SUBJECT_MAX_LENGTH || hasLineBreak(mail.subject)) throw new ValidationError('Unusable email subject');
    if (Object.entries(headers).some(([name, value]) => !/^[A-Za-z0-9-]+$/.test(name) || hasLineBreak(value))) {
      throw new ValidationError('Unusable email header');
    }
    const row = manager.getRepository(OutboxEmail).create({
      messageId: `<${randomUUID()}@${this.messageIdHost}>`,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.now(),
      lastError: null,
      sentAt: null,
    });
    const saved = await manager.getRepository(OutboxEmail).save(row);
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.enqueuedIn.add(runner);
    else this.notify();
    return saved;
  }

  /**
   * One page of the queue for the admin's table, with how many match: of one status, searched in the recipient and
   * subject (case-insensitive "contains"), newest or oldest first. Newsletter copies are left out (each issue's report
   * counts them). Paged and counted in SQL (administrator only: the callers check the session).
   */
  async page({ status, q, sort = 'newest', offset, limit }: OutboxPageRequest): Promise<Page<OutboxEmail>> {
    const query = this.dataSource.getRepository(OutboxEmail).createQueryBuilder('email').where('email.newsletterId IS NULL');
    if (status) query.andWhere('email.status = :status', { status });
    whereAnyContains(query, ['email.toAddress', 'email.subject'], q);
    const direction = sort === 'oldest' ? 'ASC' : 'DESC';
    const [items, totalCount] = await query
      .orderBy('email.createdAt', direction)
      .addOrderBy('email.id', direction)
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, totalCount, offset };
  }

  /**
   * The queue, newest first, optionally of one status, without newsletter copies (administrator only: the callers
   * check the session). Throws ValidationError for an unknown status.
   */
  async list({ status, offset = 0, limit = DEFAULT_PAGE_SIZE }: Partial<OutboxListOptions> = {}): Promise<OutboxEmail[]> {
    if (status !== undefined && !OUTBOX_STATUSES.includes(status)) {
      throw new ValidationError(`status must be one of ${OUTBOX_STATUSES.join(', ')}`);
    }
    return this.dataSource.getRepository(OutboxEmail).find({
      where: { newsletterId: IsNull(), ...(status ? { status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  /**
   * Reserves up to `limit` due emails for this process and answers them: pending ones whose time has come, and
   * 'sending' ones whose lease ran out (their sender died mid-send). Each becomes 'sending' until now + `leaseMs`,
   * with one more attempt counted. On PostgreSQL the rows are chosen with FOR UPDATE SKIP LOCKED, so servers
   * claiming at the same moment take different emails; SQLite runs one transaction at a time (one process per file,
   * and isolateSqliteTransactions in it), so the choice and the update cannot interleave there.
   * Newsletter copies are never taken here (the NewsletterSender takes them, {@link claimNewsletterDue}), so
   * transactional mail never waits behind a send.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxEmail[]> {
    return this.claim(leaseMs, (manager, now) =>
      manager
        .getRepository(OutboxEmail)
        .createQueryBuilder('email')
        .where('email.status IN (:...statuses)', { statuses: ['pending', 'sending'] })
        .andWhere('email.nextAttemptAt <= :now', { now })
        .andWhere('email.newsletterId IS NULL')
        .orderBy('email.nextAttemptAt', 'ASC')
        .addOrderBy('email.id', 'ASC')
        .limit(limit),
    );
  }

  /**
   * {@link claimDue} for the copies of one newsletter issue: copies whose lease ran out (their sender died) first,
   * then pending ones that are due, each a range of the (newsletterId, status, nextAttemptAt) index.
   */
  async claimNewsletterDue(newsletterId: number, limit: number, leaseMs: number): Promise<OutboxEmail[]> {
    const due = (manager: EntityManager, now: Date, status: OutboxStatus, take: number) =>
      manager
        .getRepository(OutboxEmail)
        .createQueryBuilder('email')
        .where('email.newsletterId = :newsletterId', { newsletterId })
        .andWhere('email.status = :status', { status })
        .andWhere('email.nextAttemptAt <= :now', { now })
        .orderBy('email.nextAttemptAt', 'ASC')
        .addOrderBy('email.id', 'ASC')
        .limit(take);
    return this.claim(
      leaseMs,
      (manager, now) => due(manager, now, 'sending', limit),
      (manager, now, taken) => (taken < limit ? due(manager, now, 'pending', limit - taken) : undefined),
    );
  }

  /**
   * Queues one copy of a newsletter issue per address inside the caller's transaction, due at once: the rows hold
   * no body (the sender renders each copy when it sends it). An address that already has its copy is skipped (the
   * unique index on issue and address), so queuing again after a crash adds no second copy. Answers how many were
   * added.
   */
  async enqueueNewsletterCopies(
    manager: EntityManager,
    newsletterId: number,
    subject: string,
    addresses: readonly string[],
  ): Promise<number> {
    if (addresses.length === 0) return 0;
    const repository = manager.getRepository(OutboxEmail);
    const before = await repository.countBy({ newsletterId, toAddress: In([...addresses]) });
    const now = this.now();
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEmail)
      .values(
        addresses.map((toAddress) => ({
          messageId: `<${randomUUID()}@${this.messageIdHost}>`,
          kind: 'newsletter',
          toAddress,
          subject: subject.slice(0, SUBJECT_MAX_LENGTH),
          text: '',
          html: null,
          newsletterId,
          headers: {},
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          sentAt: null,
        })),
      )
      .orIgnore()
      .updateEntity(false)
      .execute();
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.enqueuedIn.add(runner);
    return addresses.length - before;
  }

  /** Reserves the rows the queries choose (each given how many the earlier ones took), as {@link claimDue} says. */
  private claim(
    leaseMs: number,
    ...queries: ((manager: EntityManager, now: Date, taken: number) => SelectQueryBuilder<OutboxEmail> | undefined)[]
  ): Promise<OutboxEmail[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxEmail[] = [];
      for (const query of queries) {
        const due = query(manager, now, rows.length);
        if (!due) continue;
        if (this.dataSource.driver.options.type === 'postgres') due.setLock('pessimistic_write').setOnLocked('skip_locked');
        rows.push(...(await due.getMany()));
      }
      if (rows.length === 0) return [];
      await manager
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ status: 'sending', attempts: () => 'attempts + 1', nextAttemptAt: leaseUntil })
        .where({ id: In(rows.map((row) => row.id)) })
        .execute();
      return rows.map((row) => Object.assign(row, { status: 'sending' as const, attempts: row.attempts + 1, nextAttemptAt: leaseUntil }));
    });
  }

  /** Records that the SMTP server accepted a claimed email. */
  async markSent(email: OutboxEmail): Promise<void> {
    await this.dataSource
      .getRepository(OutboxEmail)
      .update({ id: email.id }, { status: 'sent', sentAt: this.now(), lastError: null, nextAttemptAt: this.now() });
  }

  /**
   * Records a failed attempt of a claimed email: due again at `retryAt`, or 'failed' for good when `retryAt` is
   * null. An email already recorded as sent (by an earlier attempt whose lease ran out) stays sent.
   */
  async markAttemptFailed(email: OutboxEmail, error: string, retryAt: Date | null): Promise<void> {
    await this.dataSource
      .getRepository(OutboxEmail)
      .update(
        { id: email.id, status: In(['pending', 'sending']) },
        { status: retryAt ? 'pending' : 'failed', lastError: error.slice(0, 1000), nextAttemptAt: retryAt ?? this.now() },
      );
  }

  /**
   * Withdraws the emails to `toAddress` of the given kinds that have not been sent yet (an unsubscribe), inside the
   * caller's transaction. They are kept, marked failed with `reason`, so the admin still sees what was withdrawn.
   */
  async withdraw(manager: EntityManager, toAddress: string, kinds: readonly string[], reason: string): Promise<void> {
    await manager
      .getRepository(OutboxEmail)
      .update({ toAddress, kind: In([...kinds]), status: 'pending' }, { status: 'failed', lastError: reason });
  }

  /** Calls `listener` after each commit that queued an email (the sender wakes up); returns the unsubscribe. */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
