import { randomUUID } from 'node:crypto';
import { ValidationError } from '@bcg/server/core';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { OUTBOX_STATUSES, OutboxEmail, type OutboxStatus } from './outbox-email.entity';
import type { OutgoingMail } from './outgoing-mail';

export interface OutboxListOptions {
  status?: OutboxStatus;
  /** At most this many rows (default 100, at most 500). */
  limit?: number;
  offset?: number;
}

export interface OutboxOptions {
  /** SITE_URL: its host names the Message-IDs, as a mail server's domain would. */
  siteUrl: string;
  now?: () => Date;
}

const MAX_LIST_LIMIT = 500;
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
   * The queue, newest first, optionally of one status (administrator only: the callers check the session). Throws
   * ValidationError for an unknown status.
   */
  async list(options: OutboxListOptions = {}): Promise<OutboxEmail[]> {
    if (options.status !== undefined && !OUTBOX_STATUSES.includes(options.status)) {
      throw new ValidationError(`status must be one of ${OUTBOX_STATUSES.join(', ')}`);
    }
    const take = Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), MAX_LIST_LIMIT);
    return this.dataSource.getRepository(OutboxEmail).find({
      where: options.status ? { status: options.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
      skip: Math.max(Math.trunc(options.offset ?? 0), 0),
    });
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
