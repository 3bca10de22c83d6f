import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundError, UnauthorizedError } from '@bcg/server/core';
import { normaliseEmail, validateEmail } from '@bcg/shared/validation';
import type { MailSuppressionService } from './mail-suppression.service';

/** The most notices one request may carry: a provider batching more sends them in several requests. */
export const MAX_MAIL_EVENTS = 500;

/** One notice from the mail provider. */
export interface MailEvent {
  type: 'bounce' | 'complaint';
  email: string;
  /** A bounce is permanent unless this is false (a full mailbox, a server away): such a soft bounce changes nothing. */
  permanent?: boolean;
  /** The provider's words (e.g. the SMTP reply), kept with the suppression. */
  detail?: string;
}

/** What became of one notice. */
export type MailEventOutcome = 'suppressed' | 'already-suppressed' | 'ignored-soft-bounce' | 'invalid-address';

/** The answer to a batch: each notice's outcome, in order, and how many of each. */
export interface MailEventsResult {
  results: { email: string; outcome: MailEventOutcome }[];
  counts: Record<MailEventOutcome, number>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Bounce and complaint notices from the mail provider (POST /api/mail/events), authenticated by the shared secret
 * MAIL_EVENTS_SECRET. A permanent bounce or a complaint suppresses the address; a soft bounce is counted only.
 */
export class MailEventsService {
  constructor(
    private readonly suppressions: MailSuppressionService,
    private readonly secret: string | undefined,
  ) {}

  /**
   * Checks `Authorization: Bearer <MAIL_EVENTS_SECRET>`. Without a configured secret the endpoint does not exist
   * (NotFoundError, as any unknown path); a missing or wrong token is an UnauthorizedError. Digests are compared in
   * constant time, so the time taken says nothing about how much of the token matched.
   */
  authenticate(authorization: string | undefined): void {
    if (!this.secret) throw new NotFoundError('No API endpoint POST /api/mail/events');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (token === undefined || !timingSafeEqual(sha256(token), sha256(this.secret))) {
      throw new UnauthorizedError('A valid Authorization: Bearer <MAIL_EVENTS_SECRET> header is required');
    }
  }

  /** Applies each notice in order (the first reason of an address stays) and answers each one's outcome. */
  async record(events: readonly MailEvent[]): Promise<MailEventsResult> {
    const counts: Record<MailEventOutcome, number> = {
      suppressed: 0,
      'already-suppressed': 0,
      'ignored-soft-bounce': 0,
      'invalid-address': 0,
    };
    const results: MailEventsResult['results'] = [];
    for (const event of events) {
      const outcome = await this.apply(event);
      counts[outcome]++;
      results.push({ email: validateEmail(event.email) === null ? normaliseEmail(event.email) : event.email, outcome });
    }
    return { results, counts };
  }

  private async apply({ type, email, permanent, detail }: MailEvent): Promise<MailEventOutcome> {
    if (validateEmail(email) !== null) return 'invalid-address';
    if (type === 'bounce' && permanent === false) return 'ignored-soft-bounce';
    return (await this.suppressions.record(email, type, detail ?? null)) ? 'suppressed' : 'already-suppressed';
  }
}
