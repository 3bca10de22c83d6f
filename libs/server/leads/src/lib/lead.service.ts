import { ValidationError } from '@bcg/server/core';
import { EMAIL_MESSAGES, normaliseEmail, validateEmail } from '@bcg/shared/validation';
import type { Repository } from 'typeorm';
import { EmailSubscriber } from './email-subscriber.entity';
import { LEAD_MAGNET_MAX_LENGTH } from './subscribe.input';

export const SUBSCRIBE_SUCCESS_MESSAGE = 'Your sizing guide will be sent to your email shortly.';

export interface SubscribeRequest {
  email: unknown;
  leadMagnet?: unknown;
}

/** E-mail sign-ups: one row per address, whatever the number of attempts. */
export class LeadService {
  constructor(private readonly subscribers: Repository<EmailSubscriber>) {}

  /**
   * Stores a sign-up. The address is validated with the shared rules and normalised (trimmed, domain in lower
   * case); signing up again is not an error and adds no row. Throws ValidationError with a message naming the email.
   */
  async subscribe({ email, leadMagnet }: SubscribeRequest): Promise<{ success: true; message: string }> {
    if (typeof email !== 'string') throw new ValidationError(EMAIL_MESSAGES.invalid);
    const problem = validateEmail(email);
    if (problem) throw new ValidationError(problem);
    if (leadMagnet !== undefined && leadMagnet !== null && (typeof leadMagnet !== 'string' || leadMagnet.length > LEAD_MAGNET_MAX_LENGTH)) {
      throw new ValidationError(`leadMagnet must be text of at most ${LEAD_MAGNET_MAX_LENGTH} characters`);
    }
    // INSERT OR IGNORE / ON CONFLICT DO NOTHING: concurrent duplicates cannot fail or create a second row.
    await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(EmailSubscriber)
      .values({ email: normaliseEmail(email), leadMagnet: leadMagnet?.trim() || null })
      .orIgnore()
      .execute();
    return { success: true, message: SUBSCRIBE_SUCCESS_MESSAGE };
  }

  /** Every subscriber, newest first (administrator only: the callers check the session). */
  list(): Promise<EmailSubscriber[]> {
    return this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
  }
}
