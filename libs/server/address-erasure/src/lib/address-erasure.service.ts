import { NotFoundError } from '@bcg/server/core';
import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { CONTACT_NOTIFICATION_KIND, ContactMessage } from '@bcg/server/messages';
import { PriceAlert } from '@bcg/server/price-alerts';
import { normaliseEmail } from '@bcg/shared/validation';
import type { DataSource, EntityManager } from 'typeorm';

const ERASURE_ERRORS = { subscriberNotFound: 'Email subscriber not found', messageNotFound: 'Contact message not found' } as const;

/** What an erasure removed, for the administrator's confirmation. */
export interface ErasureResult {
  email: string;
  /** 1 when the address had signed up, else 0. */
  subscribers: number;
  /** Outbox emails to the address, and notifications about its contact messages. */
  emails: number;
  contactMessages: number;
}

/**
 * "Deletion on request" (the privacy policy): erases an address completely. It spans three domains (the sign-up,
 * the outbox, the contact messages), so it lives here rather than in any one of their services.
 */
export class AddressErasureService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Erases the address of subscriber `id` (see {@link eraseAddress}); an unknown id is a NotFoundError.
   */
  eraseSubscriber(id: number): Promise<ErasureResult> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.getRepository(EmailSubscriber).findOneBy({ id });
      if (!subscriber) throw new NotFoundError(ERASURE_ERRORS.subscriberNotFound);
      return this.eraseAddress(manager, subscriber.email);
    });
  }

  /**
   * Erases the address that sent contact message `id`, for someone who wrote but may never have signed up (see
   * {@link eraseAddress}); an unknown id is a NotFoundError.
   */
  eraseMessageSender(id: number): Promise<ErasureResult> {
    return this.dataSource.transaction(async (manager) => {
      const message = await manager.getRepository(ContactMessage).findOneBy({ id });
      if (!message) throw new NotFoundError(ERASURE_ERRORS.messageNotFound);
      return this.eraseAddress(manager, message.email);
    });
  }

  /**
   * Deletes, in the caller's transaction (all of it goes, or nothing does): the subscriber with this address and its
   * consent record, every outbox email sent or queued to it, every contact message from it and the notifications of
   * those messages (their Reply-To is the address), and its price alerts.
   */
  private async eraseAddress(manager: EntityManager, stored: string): Promise<ErasureResult> {
    // Every address is stored case-folded (migration 1764520000000 folded the older rows): one form finds them all.
    const email = normaliseEmail(stored);
    const outbox = manager.getRepository(OutboxEmail);
    const sentTo = await outbox.delete({ toAddress: email });
    // Notifications go to the owner, so only their Reply-To header names the sender (a JSON column: read, then match).
    const notifications = (await outbox.find({ where: { kind: CONTACT_NOTIFICATION_KIND }, select: { id: true, headers: true } }))
      .filter((row) => normaliseEmail(row.headers['Reply-To'] ?? '') === email)
      .map((row) => row.id);
    if (notifications.length > 0) await outbox.delete(notifications);
    const messages = await manager.getRepository(ContactMessage).delete({ email });
    const subscribers = await manager.getRepository(EmailSubscriber).delete({ email });
    await manager.getRepository(PriceAlert).delete({ email });
    return {
      email,
      subscribers: subscribers.affected ?? 0,
      emails: (sentTo.affected ?? 0) + notifications.length,
      contactMessages: messages.affected ?? 0,
    };
  }
}
