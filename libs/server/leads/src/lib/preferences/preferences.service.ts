import { NO_RATE_LIMIT, NotFoundError, tryAgainIn, ValidationError, type RateLimitGuard, type RecipientLimit } from '@bcg/server/core';
import type { Outbox } from '@bcg/server/mail';
import type { DataSource, EntityManager } from 'typeorm';
import { button, emailDocument, escapeHtml, paragraph } from '../emails/email-layout';
import { EmailSubscriber } from '../email-subscriber.entity';
import type { AddressAlert, AddressAlerts } from './address-alerts';
import { PREFERENCE_LINK_DAYS, type PreferenceLinks } from './preference-links';

/** What the preferences page shows for a valid link. */
export interface EmailPreferencesView {
  email: string;
  /** A confirmed subscription: only then can the newsletter be switched on here (a new one needs the sign-up's consent). */
  subscribed: boolean;
  newsletter: boolean;
  alerts: AddressAlert[];
}

/** The changes the page sends: false ends; `everything: false` unsubscribes and ends every alert. */
export interface EmailPreferencesChange {
  newsletter?: boolean | null;
  priceAlerts?: boolean | null;
  everything?: boolean | null;
}

export const PREFERENCES_MESSAGES = {
  invalid: 'This preferences link is not valid. Copy the whole link from the email, or use the link in a newer email from us.',
  expired: `This preferences link has expired (links work for ${PREFERENCE_LINK_DAYS} days). We can email a fresh link to the address it was sent to.`,
  freshLinkSent: 'If this address gets emails from us, a fresh preferences link is on its way to it.',
  /** The same answer where a per-recipient limit applies: it says the limit, so it stays true when the limit held the email back. */
  freshLinkLimited: (limit: Pick<RecipientLimit, 'limit' | 'per'>) =>
    `If this address gets emails from us, a fresh preferences link is on its way to it, unless it has had ${limit.limit} of our ` +
    `confirmation and preferences links ${limit.per} already: then use the newest one.`,
  notSubscribed: 'This address is not subscribed to the newsletter. Sign up on the newsletter page to get the issues.',
  alertGone: 'This price alert has already ended.',
} as const;

/** The 429 text of the fresh-link limit per client (PREFERENCES_LINK_RATE_LIMIT). */
export const preferencesLinkRateLimitMessage = (seconds: number): string =>
  `Too many fresh preferences links asked from your connection. ${tryAgainIn(seconds)}`;

const NO_ALERTS: AddressAlerts = { listFor: async () => [], end: async () => false, endAll: async () => 0 };

/**
 * The preferences page of an address, reached from every email without a login: the signed link names the
 * address, and only the site can make one. The newsletter switch, the price alerts, and everything off.
 */
export class PreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: PreferenceLinks,
    private readonly outbox: Outbox,
    private readonly options: {
      siteUrl: string;
      now?: () => Date;
      alerts?: AddressAlerts;
      /** Fresh links asked per client (PREFERENCES_LINK_RATE_LIMIT). */
      freshLinkLimit?: RateLimitGuard;
      /** Emails one address may receive from the public forms, whoever asks (RECIPIENT_EMAIL_RATE_LIMIT). */
      recipientLimit?: RecipientLimit;
    },
  ) {}

  private get alerts(): AddressAlerts {
    return this.options.alerts ?? NO_ALERTS;
  }

  /** The address's preferences. Throws NotFoundError for a guessed link, ValidationError (EXPIRED message) for an old one. */
  async get(token: string): Promise<EmailPreferencesView> {
    return this.view(await this.addressOf(token));
  }

  /** Applies the page's switches in one transaction; answers the preferences as they now stand. */
  async update(token: string, change: EmailPreferencesChange): Promise<EmailPreferencesView> {
    const email = await this.addressOf(token);
    await this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.getRepository(EmailSubscriber).findOneBy({ email });
      if (change.everything === false) {
        if (subscriber) await this.unsubscribe(manager, subscriber);
        await this.alerts.endAll(manager, email, 'Everything turned off on the preferences page');
        return;
      }
      if (change.newsletter != null) {
        if (subscriber?.status !== 'confirmed') {
          if (change.newsletter) throw new ValidationError(PREFERENCES_MESSAGES.notSubscribed);
        } else {
          await manager.getRepository(EmailSubscriber).update({ id: subscriber.id }, { newsletter: change.newsletter });
        }
      }
      if (change.priceAlerts === false) await this.alerts.endAll(manager, email, 'Price alerts turned off on the preferences page');
    });
    return this.view(email);
  }

  /** Ends one alert of the address; an alert that is not theirs or already ended is NOT_FOUND. */
  async removeAlert(token: string, alertId: number): Promise<EmailPreferencesView> {
    const email = await this.addressOf(token);
    if (!(await this.alerts.end(email, alertId, 'Removed on the preferences page')))
      throw new NotFoundError(PREFERENCES_MESSAGES.alertGone);
    return this.view(email);
  }

  /**
   * For an expired link: emails a fresh one to the address it names when that address is a subscriber or has alerts,
   * and answers the same words either way, so the page tells nobody whether an address is known. Each call counts
   * toward the client's limit (a 429 past it); the emails to one address toward the recipient limit, past which
   * nothing is sent and the answer stays the same.
   */
  async sendFreshLink(token: string, clientKey: string): Promise<string> {
    await (this.options.freshLinkLimit ?? NO_RATE_LIMIT)(clientKey);
    const read = await this.links.read(token);
    if (read.status === 'invalid') throw new NotFoundError(PREFERENCES_MESSAGES.invalid);
    const limit = this.options.recipientLimit;
    const answer = limit ? PREFERENCES_MESSAGES.freshLinkLimited(limit) : PREFERENCES_MESSAGES.freshLinkSent;
    const subscriber = await this.dataSource.getRepository(EmailSubscriber).findOneBy({ email: read.email });
    const known = (subscriber && subscriber.status !== 'unsubscribed') || (await this.alerts.listFor(read.email)).length > 0;
    if (!known) return answer;
    const url = await this.links.preferencesUrl(read.email);
    await this.dataSource.transaction(async (manager) => {
      if (limit && !(await limit.allow(read.email, manager))) return;
      await this.outbox.enqueue(manager, {
        kind: 'preferences-link',
        to: read.email,
        subject: 'Your email preferences at the Bulldog Collar Guide',
        text:
          `Here is a fresh link to your email preferences (newsletter, price alerts, or everything off):\n\n${url}\n\n` +
          `It works for ${PREFERENCE_LINK_DAYS} days. If you did not ask for it, ignore this email: nothing changes.\n`,
        html: emailDocument({
          title: 'Your email preferences',
          preheader: 'A fresh link to choose what we email you.',
          siteUrl: this.options.siteUrl,
          body:
            paragraph('Here is a fresh link to your email preferences: the newsletter, your price alerts, or everything off.') +
            button('Open my email preferences', url) +
            paragraph(`It works for ${PREFERENCE_LINK_DAYS} days. If you did not ask for it, ignore this email: nothing changes.`),
          footer: escapeHtml('You get this email because a fresh preferences link was asked for this address.'),
        }),
      });
    });
    return answer;
  }

  private async addressOf(token: string): Promise<string> {
    const read = await this.links.read(token);
    if (read.status === 'invalid') throw new NotFoundError(PREFERENCES_MESSAGES.invalid);
    if (read.status === 'expired') throw new ValidationError(PREFERENCES_MESSAGES.expired, { token: 'expired' });
    return read.email;
  }

  private async view(email: string): Promise<EmailPreferencesView> {
    const subscriber = await this.dataSource.getRepository(EmailSubscriber).findOneBy({ email });
    const subscribed = subscriber?.status === 'confirmed';
    return { email, subscribed, newsletter: subscribed && subscriber.newsletter, alerts: await this.alerts.listFor(email) };
  }

  private async unsubscribe(manager: EntityManager, subscriber: EmailSubscriber): Promise<void> {
    if (subscriber.status === 'unsubscribed') return;
    await manager
      .getRepository(EmailSubscriber)
      .update({ id: subscriber.id }, { status: 'unsubscribed', unsubscribedAt: (this.options.now ?? (() => new Date()))() });
    await this.outbox.withdraw(manager, subscriber.email, ['subscribe-confirmation', 'sizing-guide'], 'Not sent: the address unsubscribed');
  }
}
