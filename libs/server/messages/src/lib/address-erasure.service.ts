import { NotFoundError } from '@bcg/server/core';
import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import type { DataSource } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import { CONTACT_NOTIFICATION_KIND } from './contact-notification';

const ERASURE_ERRORS = { notFound: 'Email subscriber not found' } as const;

/** What an erasure removed, for the administrator's confirmation. */
export interface ErasureResult {
  email: string;
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
   * Deletes the subscriber `id` with its consent record, every outbox email sent or queued to its address, every
   * contact message from that address and the notifications of those messages (their Reply-To is the address), in
   * one transaction: all of it goes, or nothing does. An unknown id is a NotFoundError.
   */
  async eraseSubscriber(id: number): Promise<ErasureResult> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.getRepository(EmailSubscriber).findOneBy({ id });
      if (!subscriber) throw new NotFoundError(ERASURE_ERRORS.notFound);
      const { email } = subscriber;
      const outbox = manager.getRepository(OutboxEmail);
      const sentTo = await outbox.delete({ toAddress: email });
      // Notifications go to the owner, so only their Reply-To header names the sender (a JSON column: read, then match).
      const notifications = (await outbox.find({ where: { kind: CONTACT_NOTIFICATION_KIND }, select: { id: true, headers: true } }))
        .filter((row) => row.headers['Reply-To'] === email)
        .map((row) => row.id);
      if (notifications.length > 0) await outbox.delete(notifications);
      const messages = await manager.getRepository(ContactMessage).delete({ email });
      await manager.getRepository(EmailSubscriber).delete({ id });
      return { email, emails: (sentTo.affected ?? 0) + notifications.length, contactMessages: messages.affected ?? 0 };
    });
  }
}
