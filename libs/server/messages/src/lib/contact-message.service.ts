import {
  checkedInput,
  NO_RATE_LIMIT,
  NotFoundError,
  pageOf,
  thenById,
  tryAgainIn,
  whereAnyContains,
  type Page,
  type PageRequest,
  type RateLimitGuard,
} from '@bcg/server/core';
import { contactMessageSchema, normaliseEmail, type ContactMessageFields } from '@bcg/shared/validation';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { MessageSort } from './contact-message.args';
import { ContactMessage } from './contact-message.entity';

/** A page of the admin's message list: unread only (or read only), a search, an order. */
export interface ContactMessagePageRequest extends PageRequest {
  unread?: boolean | null;
  q?: string | null;
  sort?: MessageSort;
}

/** The contact form's alert; the API answers with the same words. */
export const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";

const CONTACT_ERRORS = { notFound: 'Contact message not found' } as const;

/** The 429 text of the contact limit. */
export const contactRateLimitMessage = (seconds: number): string => `Too many messages from your connection. ${tryAgainIn(seconds)}`;

/** `website` is the honeypot: hidden from people, filled in by form-spamming bots. */
export type SendContactMessageRequest = ContactMessageFields;

/**
 * Writes what a stored message causes (the owner's notification email, an outbox row) with the manager of the
 * transaction that stores it: both are kept or neither.
 */
export type ContactMessageHook = (manager: EntityManager, message: ContactMessage) => Promise<void>;

/** Messages from the contact form: stored for the administrator, who reads and answers them by email. */
export class ContactMessageService {
  private readonly messages: Repository<ContactMessage>;

  constructor(
    private readonly dataSource: DataSource,
    /** Counts every valid attempt per client (CONTACT_RATE_LIMIT), shared by all server processes: input the shared schema refuses is refused before it, at the REST edge and here alike. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
    private readonly onStored?: ContactMessageHook,
  ) {
    this.messages = dataSource.getRepository(ContactMessage);
  }

  /**
   * Validates with the shared rules (ValidationError with a message per field) and stores the message, together
   * with whatever `onStored` writes, in one transaction. A filled honeypot gets the same thanks but nothing is
   * stored or sent, so bots learn nothing. Throws TooManyRequestsError when `clientKey` is over the contact limit;
   * resolves only after the commit.
   */
  async send(request: SendContactMessageRequest, clientKey: string): Promise<{ success: true; message: string }> {
    // Checked first, as the REST edge does, so both count only messages that could be stored.
    const fields = checkedInput(contactMessageSchema, request);
    await this.rateLimit(clientKey);
    if ((fields.website ?? '').trim() !== '') return { success: true, message: CONTACT_THANKS };
    await this.dataSource.transaction(async (manager) => {
      const stored = await manager.getRepository(ContactMessage).save(
        manager.getRepository(ContactMessage).create({
          name: fields.name,
          email: normaliseEmail(fields.email),
          subject: fields.subject || null,
          message: fields.message,
          readAt: null,
        }),
      );
      await this.onStored?.(manager, stored);
    });
    return { success: true, message: CONTACT_THANKS };
  }

  /** Every message, newest first, or a window of them (administrator only: the callers check the session). */
  list(page: Partial<PageRequest> = {}): Promise<ContactMessage[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' }, skip: page.offset, take: page.limit });
  }

  /**
   * One page of the messages for the admin's table, with how many match: unread (or read) only, searched in the
   * sender's name, address and subject (case-insensitive "contains"), newest or oldest first. Paged and counted in
   * SQL; `unread: true` with `first: 1` is the dashboard's unread count.
   */
  async page({ unread, q, sort = 'newest', offset, limit }: ContactMessagePageRequest): Promise<Page<ContactMessage>> {
    const query = this.messages.createQueryBuilder('message');
    if (unread != null) query.andWhere(unread ? 'message.readAt IS NULL' : 'message.readAt IS NOT NULL');
    whereAnyContains(query, ['message.name', 'message.email', "COALESCE(message.subject, '')"], q);
    const direction = sort === 'oldest' ? 'ASC' : 'DESC';
    return pageOf(query, thenById('message', 'createdAt', direction), { offset, limit });
  }

  /**
   * Marks a message read (keeping the first time it was read) or unread again; an unknown id is a NotFoundError.
   * Returns the message as it now is.
   */
  async setRead(id: number, read: boolean): Promise<ContactMessage> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundError(CONTACT_ERRORS.notFound);
    if (read === (message.readAt !== null)) return message;
    message.readAt = read ? new Date() : null;
    await this.messages.update({ id }, { readAt: message.readAt });
    return message;
  }
}
