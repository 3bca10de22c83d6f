import { RoundRunner } from '@bcg/server/core';
import nodemailer from 'nodemailer';
import type { OutboxEmail } from './outbox-email.entity';
import type { Outbox } from './outbox.service';
import type { SuppressionList } from './suppression-list';

/** What the sender needs of nodemailer: one message out, and closing the connections. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers: Record<string, string>;
    messageId: string;
  }): Promise<unknown>;
  close(): void;
}

export interface MailSenderOptions {
  /** The From of every email (MAIL_FROM). */
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
  leaseMs: number;
  pollMs: number;
  /** Emails claimed and sent at once (they share the pooled SMTP connections). */
  batchSize?: number;
  now?: () => Date;
}

/** The log lines of the sender (Fastify's logger fits). */
export interface MailSenderLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** A delivery that keeps failing waits at most this long between attempts. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
const DEFAULT_BATCH_SIZE = 10;

/** What a suppressed recipient's email says in the outbox instead of being sent. */
export const SUPPRESSED_MESSAGE = 'Not sent: the address is suppressed (it bounced for good or complained)';

/** SMTP over nodemailer with a small connection pool; `smtpUrl` carries the credentials (SMTP_URL). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // A server that does not answer must not hold a claimed email for the whole lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: base, 2 x base, 4 x base, ... capped. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

/**
 * Delivers the outbox: claims due emails (see {@link Outbox.claimDue}) and hands them to the SMTP server with their
 * stored Message-ID, so a copy sent again after a crash is recognisably the same email. A failed attempt is retried
 * with exponential backoff, up to `maxAttempts`, then left 'failed' with its last error; an SMTP server's permanent
 * refusal (a 5xx reply) fails it at once and suppresses the address; an email to a suppressed address is not sent. It runs when an email is
 * queued (after the commit) and every `pollMs` (retries that came due, emails queued by other processes).
 */
export class MailSender {
  private readonly rounds: RoundRunner;
  private unsubscribe: (() => void) | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly outbox: Outbox,
    private readonly transport: MailTransport,
    private readonly options: MailSenderOptions,
    private readonly log: MailSenderLog,
    /** The addresses not to send to; a permanent refusal adds its address. Without it, every address is tried. */
    private readonly suppressions?: SuppressionList,
  ) {
    this.now = options.now ?? (() => new Date());
    this.rounds = new RoundRunner(() => this.deliverAll(), options.pollMs);
  }

  /** Starts delivering: at once, on every new email, and every `pollMs`. */
  start(): void {
    this.unsubscribe = this.outbox.onEnqueued(() => this.wake());
    this.rounds.start();
  }

  /** Runs a delivery round now, or right after the one in progress. */
  wake(): void {
    this.rounds.wake();
  }

  /** Resolves when no round is running (tests wait for it; so does {@link stop}). */
  async idle(): Promise<void> {
    await this.rounds.idle();
  }

  /**
   * Stops taking emails, lets the emails in hand finish (their outcome is recorded), then closes the SMTP
   * connections. Called by the graceful shutdown before the database is closed.
   */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.rounds.stop();
    this.transport.close();
  }

  private async deliverAll(): Promise<void> {
    try {
      while (!this.rounds.isStopped) {
        const batch = await this.outbox.claimDue(this.options.batchSize ?? DEFAULT_BATCH_SIZE, this.options.leaseMs);
        if (batch.length === 0) return;
        const suppressed = (await this.suppressions?.suppressedAmong(batch.map((email) => email.toAddress))) ?? new Set<string>();
        await Promise.all(
          batch.map((email) =>
            suppressed.has(email.toAddress.trim().toLowerCase())
              ? this.outbox.markAttemptFailed(email, SUPPRESSED_MESSAGE, null)
              : this.deliver(email),
          ),
        );
      }
    } catch (error) {
      // The database is unavailable: the next wake or poll tries again; claimed emails come back after their lease.
      this.log.warn({ error: (error as Error).message }, 'The mail sender could not read the outbox');
    }
  }

  private async deliver(email: OutboxEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: email.toAddress,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        headers: email.headers,
        messageId: email.messageId,
      });
    } catch (error) {
      const message = (error as Error).message || String(error);
      // A 5xx answer (no such mailbox, refused) is final: trying again would only be refused again.
      const permanent = ((error as { responseCode?: number }).responseCode ?? 0) >= 500;
      const retryAt =
        permanent || email.attempts >= this.options.maxAttempts
          ? null
          : new Date(this.now().getTime() + retryDelayMs(email.attempts, this.options.retryBaseMs));
      this.log.warn(
        { emailId: email.id, attempts: email.attempts, error: message },
        retryAt ? 'Sending an email failed; it will be retried' : 'Sending an email failed for good',
      );
      await this.outbox.markAttemptFailed(email, message, retryAt);
      // The mailbox refused for good: later emails to it would bounce too, and bounces cost the sender's reputation.
      if (permanent) await this.suppressions?.suppress(email.toAddress, 'bounce', message);
      return;
    }
    await this.outbox.markSent(email);
  }
}
