import { randomUUID } from 'node:crypto';
import { JobLeaseStore, RoundRunner, timerDelay } from '@bcg/server/core';
import { MailSuppressionService, OutboxEmail, retryDelayMs, type MailTransport, type Outbox, type SuppressionList } from '@bcg/server/mail';
import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import type { NewsletterRenderer } from '../newsletter-renderer';
import { Newsletter } from '../newsletter.entity';
import { nextRecipients, standingOf, type RecipientStanding } from './recipients';
import { startSend } from './start-send';

/** The name of the job's lease: one server of several sends. */
const NEWSLETTER_SEND_JOB = 'newsletter-send';

export interface NewsletterSenderOptions {
  /** The From of every copy (MAIL_FROM). */
  from: string;
  /** NEWSLETTER_SEND_RATE_PER_MINUTE: copies handed to the SMTP server per minute, at most. */
  ratePerMinute: number;
  /** The outbox's retry rules (MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_LEASE_MS), the same as every email's. */
  maxAttempts: number;
  retryBaseMs: number;
  leaseMs: number;
  /** How often it looks for due schedules and retries besides being woken (MAIL_POLL_MS). */
  pollMs: number;
  /** Subscribers queued per transaction. */
  chunkSize?: number;
  /** Copies claimed and sent at once; by default a second's worth of the rate, 1 to 50. */
  batchSize?: number;
  /** This process's name in the job lease. */
  holder?: string;
  now?: () => Date;
  /** Waits (the rate); tests pass one that moves their clock instead. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * When this process's event loop was busier than this share (0 to 1) while a batch went out, the sender rests as
   * long as the batch took before the next one, so the pages served meanwhile keep most of the loop. Unset: no rest.
   */
  restWhenBusierThan?: number;
  /** How busy the event loop was since the mark it returned last (Node's eventLoopUtilization by default). */
  loopBusy?: () => () => number;
}

/** The log lines of the sender (Fastify's logger fits). */
export interface NewsletterSenderLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

const DEFAULT_CHUNK_SIZE = 500;
const MAX_BATCH_SIZE = 50;
// Its waits follow NEWSLETTER_SEND_RATE_PER_MINUTE (configuration): kept within what a timer holds.
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, timerDelay(ms)).unref());

/** The event loop's utilisation from now to when the answered function is called. */
function eventLoopBusy(): () => number {
  const start = performance.eventLoopUtilization();
  return () => performance.eventLoopUtilization(start).utilization;
}

/**
 * Sends newsletter issues, in the process that holds the job lease 'newsletter-send':
 * - starts scheduled issues that are due (see startSend);
 * - queues one outbox row per recipient, in chunks, each chunk one transaction that also advances the issue's
 *   `enqueuedThroughId` and `recipientCount`, so a crash mid-queue resumes after the last chunk written (and the
 *   unique index on issue and address refuses a second copy anyway);
 * - delivers the issue's due rows at `ratePerMinute` under the outbox's claim, lease and retry rules (only it takes
 *   newsletter rows; the MailSender never does), rendering each copy for its recipient; a copy whose reader left,
 *   turned the newsletter off or was suppressed since it was queued is marked failed with that reason; a 5xx refusal
 *   suppresses the address; a server that is away is retried with back-off;
 * - marks the issue 'sent' once every recipient is queued and no copy is pending.
 */
export class NewsletterSender {
  private readonly rounds: RoundRunner;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly lease: JobLeaseStore;
  private readonly suppressions: Pick<SuppressionList, 'suppress'>;
  /** When the next copy may go, to keep to the rate. */
  private nextSlot = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    /** Undefined without SMTP_URL: recipients are still queued (the outbox shows them), and wait there. */
    private readonly transport: MailTransport | undefined,
    private readonly renderer: NewsletterRenderer,
    private readonly options: NewsletterSenderOptions,
    private readonly log: NewsletterSenderLog,
    suppressions?: Pick<SuppressionList, 'suppress'>,
  ) {
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? realSleep;
    this.lease = new JobLeaseStore(dataSource, NEWSLETTER_SEND_JOB, options.holder ?? `newsletter-${randomUUID()}`, this.now);
    this.suppressions = suppressions ?? new MailSuppressionService(dataSource);
    this.rounds = new RoundRunner(() => this.round(), options.pollMs);
  }

  /** Starts sending: at once, when woken (a send started or scheduled here), and every `pollMs`. */
  start(): void {
    this.rounds.start();
  }

  /** Runs a round now, or right after the one in progress. */
  wake(): void {
    this.rounds.wake();
  }

  /** Resolves when no round is running. */
  async idle(): Promise<void> {
    await this.rounds.idle();
  }

  /**
   * Stops taking copies, lets those in hand finish (their outcome recorded), gives up the lease so another server
   * may go on at once, and closes the SMTP connections. Called by the graceful shutdown before the database closes.
   */
  async stop(): Promise<void> {
    await this.rounds.stop();
    await this.lease.release().catch(() => undefined);
    this.transport?.close();
  }

  /** One round: while this process holds the lease, start what is due and work on every issue being sent. */
  private async round(): Promise<void> {
    try {
      if (!(await this.lease.acquire(this.options.leaseMs))) return;
      await this.startDueSchedules();
      const sending = await this.dataSource.getRepository(Newsletter).find({ where: { status: 'sending' }, order: { id: 'ASC' } });
      for (const issue of sending) {
        if (this.rounds.isStopped) return;
        await this.send(issue);
      }
    } catch (error) {
      // The database is unavailable: the next wake or poll tries again; claimed copies come back after their lease.
      this.log.warn({ error: (error as Error).message }, 'The newsletter sender could not go on');
    }
  }

  private async startDueSchedules(): Promise<void> {
    const due = await this.dataSource
      .getRepository(Newsletter)
      .find({ select: { id: true }, where: { status: 'scheduled', sendAt: LessThanOrEqual(this.now()) }, order: { sendAt: 'ASC' } });
    for (const { id } of due) {
      if (await this.dataSource.transaction((manager) => startSend(manager, this.renderer, id, this.now()))) {
        this.log.info(`Newsletter issue ${id}: its scheduled send has started`);
      }
    }
  }

  /** Queues and delivers one issue, a chunk and a batch at a time, while this process keeps the lease. */
  private async send(issue: Newsletter): Promise<void> {
    for (;;) {
      if (this.rounds.isStopped || !(await this.lease.acquire(this.options.leaseMs))) return;
      const queued = await this.queueChunk(issue);
      const delivered = await this.deliverBatch(issue);
      if (queued === null && delivered === 0) break;
    }
    await this.finishIfDone(issue);
  }

  /**
   * Queues the next chunk of recipients in one transaction with the issue's progress; null when every recipient is
   * queued.
   */
  private async queueChunk(issue: Newsletter): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.getRepository(Newsletter).findOneByOrFail({ id: issue.id });
      const recipients = await nextRecipients(manager, current.enqueuedThroughId, this.options.chunkSize ?? DEFAULT_CHUNK_SIZE);
      if (recipients.length === 0) return null;
      const added = await this.outbox.enqueueNewsletterCopies(
        manager,
        issue.id,
        current.subject,
        recipients.map((recipient) => recipient.email),
      );
      const throughId = recipients[recipients.length - 1]?.id ?? current.enqueuedThroughId;
      await manager
        .getRepository(Newsletter)
        .update({ id: issue.id }, { enqueuedThroughId: throughId, recipientCount: current.recipientCount + added });
      return added;
    });
  }

  /** Claims and sends one batch of the issue's due copies at the rate; how many were claimed. */
  private async deliverBatch(issue: Newsletter): Promise<number> {
    if (!this.transport) return 0;
    const batch = await this.outbox.claimNewsletterDue(issue.id, this.batchSize(), this.options.leaseMs);
    if (batch.length === 0) return 0;
    await this.keepRate(batch.length);
    const busy = (this.options.loopBusy ?? eventLoopBusy)();
    const started = this.now().getTime();
    const standing = await standingOf(
      this.dataSource,
      batch.map((email) => email.toAddress),
    );
    await Promise.all(batch.map((email) => this.deliver(issue, email, standing.get(email.toAddress))));
    const limit = this.options.restWhenBusierThan;
    // A send must not starve the site: on a loop this busy, the sender takes at most half of it.
    if (limit !== undefined && busy() > limit) await this.sleep(Math.max(1, this.now().getTime() - started));
    return batch.length;
  }

  private async deliver(issue: Newsletter, email: OutboxEmail, standing: RecipientStanding | undefined): Promise<void> {
    if (!standing || 'refusal' in standing) {
      await this.outbox.markAttemptFailed(email, standing?.refusal ?? 'Not sent', null);
      return;
    }
    try {
      const copy = await this.renderer.emailFor(issue, { email: email.toAddress, unsubscribeToken: standing.token });
      await this.transport?.sendMail({
        from: this.options.from,
        to: email.toAddress,
        subject: copy.subject,
        text: copy.text,
        ...(copy.html ? { html: copy.html } : {}),
        headers: copy.headers ?? {},
        messageId: email.messageId,
      });
    } catch (error) {
      const message = (error as Error).message || String(error);
      // A 5xx answer (no such mailbox, refused) is final, and the address gets no later mail either.
      const permanent = ((error as { responseCode?: number }).responseCode ?? 0) >= 500;
      if (permanent) await this.suppressions.suppress(email.toAddress, 'bounce', message);
      const retryAt =
        permanent || email.attempts >= this.options.maxAttempts
          ? null
          : new Date(this.now().getTime() + retryDelayMs(email.attempts, this.options.retryBaseMs));
      await this.outbox.markAttemptFailed(email, message, retryAt);
      return;
    }
    await this.outbox.markSent(email);
  }

  /** Waits until `count` more copies fit the rate. */
  private async keepRate(count: number): Promise<void> {
    const now = this.now().getTime();
    const wait = this.nextSlot - now;
    this.nextSlot = Math.max(this.nextSlot, now) + (count * 60_000) / this.options.ratePerMinute;
    if (wait > 0) await this.sleep(wait);
  }

  private batchSize(): number {
    return this.options.batchSize ?? Math.min(MAX_BATCH_SIZE, Math.max(1, Math.ceil(this.options.ratePerMinute / 60)));
  }

  /** 'sent' once every recipient is queued and no copy is waiting or in hand. */
  private async finishIfDone(issue: Newsletter): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.getRepository(Newsletter).findOneByOrFail({ id: issue.id });
      if ((await nextRecipients(manager, current.enqueuedThroughId, 1)).length > 0) return;
      const open = await manager
        .getRepository(OutboxEmail)
        .count({ where: { newsletterId: issue.id, status: In(['pending', 'sending']) } });
      if (open > 0) return;
      await manager.getRepository(Newsletter).update({ id: issue.id, status: 'sending' }, { status: 'sent', sentAt: this.now() });
      this.log.info(`Newsletter issue ${issue.id} is sent: ${current.recipientCount} recipients`);
    });
  }
}
