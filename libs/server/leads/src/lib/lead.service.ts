import { createHash, randomBytes } from 'node:crypto';
import {
  checkedInput,
  NO_RATE_LIMIT,
  NotFoundError,
  pageOf,
  tryAgainIn,
  ValidationError,
  whereAnyContains,
  type OrderKey,
  type Page,
  type PageRequest,
  type RateLimitGuard,
} from '@bcg/server/core';
import type { Outbox } from '@bcg/server/mail';
import {
  normaliseEmail,
  SIZING_GUIDE_SIGNUP_SUCCESS,
  SIZING_GUIDE_SIGNUP_TEXT,
  subscriberSchema,
  type SubscriberFields,
} from '@bcg/shared/validation';
import type { EntityManager, Repository } from 'typeorm';
import { confirmationEmail, CONFIRMATION_LINK_DAYS, sizingGuideEmail, type EmailContent } from './emails/subscriber-emails';
import { EmailSubscriber, SUBSCRIBER_STATUSES, type SubscriberStatus } from './email-subscriber.entity';
import type { PreferenceLinks } from './preferences/preference-links';
import type { SubscriberSort } from './subscribers.args';

/** The column and direction of each order of the admin's list; the id breaks ties, so pages never overlap. */
const SUBSCRIBER_ORDER: Record<SubscriberSort, { column: 'subscribedAt' | 'email'; direction: 'ASC' | 'DESC' }> = {
  newest: { column: 'subscribedAt', direction: 'DESC' },
  oldest: { column: 'subscribedAt', direction: 'ASC' },
  email: { column: 'email', direction: 'ASC' },
  emailDesc: { column: 'email', direction: 'DESC' },
};

/** A page of the admin's subscriber list: a status, a search in the address, an order. */
export interface SubscriberPageRequest extends PageRequest {
  status?: SubscriberStatus | null;
  q?: string | null;
  sort?: SubscriberSort;
}

/** The 429 text of the sign-up limit (the form shows its generic failure toast; tools see this). */
export const subscribeRateLimitMessage = (seconds: number): string => `Too many sign-ups from your connection. ${tryAgainIn(seconds)}`;

/** The whole text of the form a sign-up agreed to, as its consent record keeps it (the button in brackets). */
export const SIZING_GUIDE_CONSENT_WORDING = [
  SIZING_GUIDE_SIGNUP_TEXT.heading,
  SIZING_GUIDE_SIGNUP_TEXT.intro,
  SIZING_GUIDE_SIGNUP_TEXT.consent,
  `[${SIZING_GUIDE_SIGNUP_TEXT.button}]`,
].join('\n');

/** A repeated sign-up of a pending address sends the confirmation again at most this often. */
const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;
const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The kinds of email a subscriber receives (all carry the one-click unsubscribe headers). */
const SUBSCRIBER_EMAIL_KINDS = ['subscribe-confirmation', 'sizing-guide'] as const;

/** What a confirmation link did: the confirm page and the REST answer say it in words. */
export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/** What the confirm page and the REST answer say for each outcome, when emails leave this machine. */
const CONFIRMATION_MESSAGES: Readonly<Record<ConfirmationOutcome, string>> = {
  confirmed: 'Your email address is confirmed. The sizing guide is on its way to your inbox.',
  'already-confirmed': 'This email address is already confirmed. The sizing guide was sent when you first confirmed it.',
  expired: `This confirmation link has expired (links work for ${CONFIRMATION_LINK_DAYS} days). Sign up again with the same address and we will send you a new one.`,
  unknown:
    'This confirmation link is not valid. It may have been replaced by a newer email: use the link in the latest one, or sign up again.',
};

/** The same for a server without SMTP_URL: the guide waits in the outbox, and the answer must not say it was sent. */
const QUEUED_CONFIRMATION_MESSAGES: Readonly<Record<ConfirmationOutcome, string>> = {
  ...CONFIRMATION_MESSAGES,
  confirmed:
    'Your email address is confirmed. Our email service is not sending right now: the sizing guide waits in our outbox and reaches your inbox as soon as sending resumes.',
  'already-confirmed':
    'This email address is already confirmed. Our email service is not sending right now: if the sizing guide has not arrived, it waits in our outbox and reaches your inbox as soon as sending resumes.',
};

const UNSUBSCRIBE_MESSAGES = {
  done: 'You are unsubscribed: this address will get no more emails from us.',
  unknown: 'This unsubscribe link is not valid. Copy the whole link from the email, or write to us from the contact page.',
} as const;

/** 32 random bytes as base64url (43 characters): nobody can guess one. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sign-up: the address, and optionally what was asked for, the page of the form (the consent record) and the breed. */
export type SubscribeRequest = SubscriberFields;

export interface LeadServiceOptions {
  /** SITE_URL: the links in the emails point there. */
  siteUrl: string;
  /**
   * Whether queued emails leave this machine (SMTP_URL is set). Without it they wait in the outbox, and what a
   * confirmation says must not claim the guide was sent. Default false: claim nothing that may be untrue.
   */
  mailDelivers?: boolean;
  now?: () => Date;
  /** The preferences page in the footer of every email. */
  preferenceLinks: Pick<PreferenceLinks, 'preferencesUrl'>;
}

/**
 * E-mail sign-ups with double opt-in: one row per address, whatever the number of attempts. The emails are queued
 * in the outbox within the same transaction as the change that causes them.
 */
export class LeadService {
  private readonly now: () => Date;

  constructor(
    private readonly subscribers: Repository<EmailSubscriber>,
    private readonly outbox: Outbox,
    private readonly options: LeadServiceOptions,
    /** Counts every valid attempt per client (SUBSCRIBE_RATE_LIMIT), shared by all server processes: input the shared schema refuses is refused before it, at the REST edge and here alike. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Stores a sign-up as a pending subscriber and queues the confirmation email. The address is validated with the
   * shared rules and normalised (trimmed, lower-cased: one mailbox whatever its case). Signing up again adds no row: for a pending
   * address the confirmation is sent again at most once per 10 minutes, a confirmed one gets nothing new, and an
   * unsubscribed one that signs up again is pending once more (a new consent, confirmed by a new link). The answer
   * is the same in every case, so it tells nobody whether an address was known. Throws ValidationError with a
   * message naming the email, or TooManyRequestsError when `clientKey` is over the sign-up limit. It resolves
   * only after the commit, so a success answer is never lost.
   */
  async subscribe(request: SubscribeRequest, clientKey: string): Promise<{ success: true; message: string }> {
    // Checked first, as the REST edge does, so both count only sign-ups that could be stored.
    const { email, leadMagnet, signupPage, breed } = checkedInput(subscriberSchema, request);
    await this.rateLimit(clientKey);
    const address = normaliseEmail(email);
    const now = this.now();
    await this.subscribers.manager.transaction(async (manager) => {
      // INSERT OR IGNORE / ON CONFLICT DO NOTHING: concurrent duplicates cannot fail or create a second row...
      await manager
        .createQueryBuilder()
        .insert()
        .into(EmailSubscriber)
        .values({
          email: address,
          leadMagnet: leadMagnet?.trim() || null,
          status: 'pending',
          signedUpAt: now,
          signupPage: signupPage || null,
          consentWording: SIZING_GUIDE_CONSENT_WORDING,
          breed: breed ?? null,
          unsubscribeToken: newToken(),
        })
        .orIgnore()
        .execute();
      // ...and the row is then read locked, so of concurrent sign-ups one decides and the others see its decision.
      const subscriber = await this.lockOne(manager, { email: address });
      if (!subscriber || subscriber.status === 'confirmed') return;
      const sentRecently =
        subscriber.status === 'pending' &&
        subscriber.confirmationSentAt !== null &&
        now.getTime() - subscriber.confirmationSentAt.getTime() < CONFIRMATION_RESEND_INTERVAL_MS;
      if (sentRecently) return;
      if (subscriber.status === 'unsubscribed' || subscriber.confirmationSentAt !== null) {
        // A new sign-up: the consent on record becomes this one.
        Object.assign(subscriber, { signedUpAt: now, signupPage: signupPage || null, consentWording: SIZING_GUIDE_CONSENT_WORDING });
      }
      // A breed named again is the newer answer; a sign-up that names none keeps the one on record.
      if (breed) subscriber.breed = breed;
      const token = newToken();
      Object.assign(subscriber, {
        status: 'pending',
        confirmedAt: null,
        confirmTokenHash: sha256(token),
        confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_LINK_MS),
        confirmationSentAt: now,
        unsubscribeToken: subscriber.unsubscribeToken ?? newToken(),
      });
      await manager.getRepository(EmailSubscriber).save(subscriber);
      const confirmUrl = `${this.options.siteUrl}/subscribe/confirm?token=${token}`;
      await this.queue(
        manager,
        subscriber,
        'subscribe-confirmation',
        confirmationEmail({ ...(await this.links(manager, subscriber)), confirmUrl }),
      );
    });
    return { success: true, message: SIZING_GUIDE_SIGNUP_SUCCESS };
  }

  /** Whether queued emails leave this machine now (SMTP_URL is set), as the confirmation page must say. */
  get mailDelivers(): boolean {
    return this.options.mailDelivers ?? false;
  }

  /** What the confirm page and the REST and GraphQL answers say for an outcome, true to whether mail is sent. */
  confirmationMessage(outcome: ConfirmationOutcome): string {
    return (this.mailDelivers ? CONFIRMATION_MESSAGES : QUEUED_CONFIRMATION_MESSAGES)[outcome];
  }

  /**
   * Confirms the address of a confirmation link and queues the sizing guide, in one transaction. A link works once
   * (using it again answers 'already-confirmed') and for 7 days ('expired' after); a link replaced by a newer
   * confirmation email, withdrawn by an unsubscribe, or made up answers 'unknown'.
   */
  async confirm(token: string): Promise<ConfirmationOutcome> {
    if (!TOKEN_PATTERN.test(token)) return 'unknown';
    const now = this.now();
    return this.subscribers.manager.transaction(async (manager) => {
      const subscriber = await this.lockOne(manager, { confirmTokenHash: sha256(token) });
      if (!subscriber || subscriber.status === 'unsubscribed') return 'unknown';
      if (subscriber.status === 'confirmed') return 'already-confirmed';
      if (!subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= now.getTime()) return 'expired';
      subscriber.status = 'confirmed';
      subscriber.confirmedAt = now;
      subscriber.unsubscribeToken ??= newToken();
      await manager.getRepository(EmailSubscriber).save(subscriber);
      await this.queue(
        manager,
        subscriber,
        'sizing-guide',
        sizingGuideEmail({ ...(await this.links(manager, subscriber)), breed: subscriber.breed }),
      );
      return 'confirmed';
    });
  }

  /**
   * One-click unsubscribe (RFC 8058): the address gets no more email, and its emails still waiting in the outbox
   * are withdrawn. Repeating it changes nothing. Throws NotFoundError for a token that is no subscriber's.
   */
  async unsubscribe(token: string): Promise<{ success: true; message: string }> {
    if (!TOKEN_PATTERN.test(token)) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.unknown);
    await this.subscribers.manager.transaction(async (manager) => {
      const subscriber = await this.lockOne(manager, { unsubscribeToken: token });
      if (!subscriber) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.unknown);
      if (subscriber.status === 'unsubscribed') return;
      subscriber.status = 'unsubscribed';
      subscriber.unsubscribedAt = this.now();
      // A confirmation link still in an inbox must not bring the address back.
      subscriber.confirmTokenHash = null;
      subscriber.confirmTokenExpiresAt = null;
      await manager.getRepository(EmailSubscriber).save(subscriber);
      await this.outbox.withdraw(manager, subscriber.email, SUBSCRIBER_EMAIL_KINDS, 'Not sent: the address unsubscribed');
    });
    return { success: true, message: UNSUBSCRIBE_MESSAGES.done };
  }

  /**
   * Every subscriber, newest first, or only those with `status` (administrator only: the callers check the session).
   * An unknown status is a ValidationError. `page` narrows it to a window (REST ?limit=&offset=); whole by default.
   */
  async list(status?: SubscriberStatus, page: Partial<PageRequest> = {}): Promise<EmailSubscriber[]> {
    if (status !== undefined && !SUBSCRIBER_STATUSES.includes(status)) {
      throw new ValidationError(`status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`);
    }
    return this.subscribers.find({
      where: status ? { status } : {},
      order: { subscribedAt: 'DESC', id: 'DESC' },
      skip: page.offset,
      take: page.limit,
    });
  }

  /**
   * One page of the subscribers for the admin's table, with how many match: filtered by status, searched in the
   * address (case-insensitive "contains"), ordered by sign-up date or address. Paged and counted in SQL, on the
   * indexes of migration 1764450000000.
   */
  async page({ status, q, sort = 'newest', offset, limit }: SubscriberPageRequest): Promise<Page<EmailSubscriber>> {
    const query = this.subscribers.createQueryBuilder('subscriber');
    if (status) query.andWhere('subscriber.status = :status', { status });
    whereAnyContains(query, ['subscriber.email'], q);
    const { column, direction } = SUBSCRIBER_ORDER[sort];
    // Addresses are unique: only the date orders need the id to break ties.
    const order: OrderKey[] = [{ column: `subscriber.${column}`, direction }];
    if (column !== 'email') order.push({ column: 'subscriber.id', direction });
    return pageOf(query, order, { offset, limit });
  }

  /** One row, locked until the transaction ends on PostgreSQL (SQLite runs one transaction at a time anyway). */
  private lockOne(manager: EntityManager, where: Partial<Pick<EmailSubscriber, 'email' | 'confirmTokenHash' | 'unsubscribeToken'>>) {
    const query = manager.getRepository(EmailSubscriber).createQueryBuilder('subscriber').where(where);
    if (manager.connection.driver.options.type === 'postgres') query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async links(manager: EntityManager, subscriber: EmailSubscriber) {
    return {
      siteUrl: this.options.siteUrl,
      unsubscribeUrl: this.unsubscribeUrl(subscriber),
      preferencesUrl: await this.options.preferenceLinks.preferencesUrl(subscriber.email, manager),
    };
  }

  private unsubscribeUrl(subscriber: EmailSubscriber): string {
    return `${this.options.siteUrl}/unsubscribe?token=${subscriber.unsubscribeToken}`;
  }

  /** Queues an email to a subscriber with the one-click unsubscribe headers of RFC 8058. */
  private async queue(
    manager: EntityManager,
    subscriber: EmailSubscriber,
    kind: (typeof SUBSCRIBER_EMAIL_KINDS)[number],
    content: EmailContent,
  ) {
    if (subscriber.status === 'unsubscribed') return;
    await this.outbox.enqueue(manager, {
      kind,
      to: subscriber.email,
      ...content,
      headers: {
        // The POST target (mail providers' one-click button); the web page at /unsubscribe is the one in the footer.
        'List-Unsubscribe': `<${this.options.siteUrl}/api/unsubscribe?token=${subscriber.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}
