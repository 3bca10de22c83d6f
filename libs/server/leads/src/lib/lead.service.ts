import { NO_RATE_LIMIT, tryAgainIn, ValidationError, type RateLimitGuard } from '@bcg/server/core';
import { hasControlCharacters, normaliseEmail, validateEmail } from '@bcg/shared/validation';
import type { Repository } from 'typeorm';
import { EmailSubscriber } from './email-subscriber.entity';
import { LEAD_MAGNET_MAX_LENGTH } from './subscribe.input';

const SUBSCRIBE_SUCCESS_MESSAGE = 'Your sizing guide will be sent to your email shortly.';

/** The 429 text of the sign-up limit (the form shows its generic failure toast; tools see this). */
export const subscribeRateLimitMessage = (seconds: number): string => `Too many sign-ups from your connection. ${tryAgainIn(seconds)}`;

export interface SubscribeRequest {
  email: string;
  leadMagnet?: string | null;
}

/** E-mail sign-ups: one row per address, whatever the number of attempts. */
export class LeadService {
  constructor(
    private readonly subscribers: Repository<EmailSubscriber>,
    /** Counts every attempt per client (SUBSCRIBE_RATE_LIMIT), shared by all server processes. */
    private readonly rateLimit: RateLimitGuard = NO_RATE_LIMIT,
  ) {}

  /**
   * Stores a sign-up. The address is validated with the shared rules and normalised (trimmed, domain in lower
   * case); signing up again is not an error and adds no row. Throws ValidationError with a message naming the email,
   * or TooManyRequestsError when `clientKey` (the client's address) is over the sign-up limit. It resolves only
   * after the row is committed, so a success answer is never lost.
   */
  async subscribe({ email, leadMagnet }: SubscribeRequest, clientKey: string): Promise<{ success: true; message: string }> {
    await this.rateLimit(clientKey);
    const problem = validateEmail(email);
    if (problem) throw new ValidationError(problem);
    if (leadMagnet && (leadMagnet.length > LEAD_MAGNET_MAX_LENGTH || hasControlCharacters(leadMagnet))) {
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
