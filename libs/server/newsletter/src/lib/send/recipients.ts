import { EmailSubscriber } from '@bcg/server/leads';
import { MailSuppression } from '@bcg/server/mail';
import { In, type DataSource, type EntityManager } from 'typeorm';

/** A confirmed subscriber as queuing reads them: ids in order, so queuing can resume after the last one written. */
export interface QueuedRecipient {
  id: number;
  email: string;
}

/** The subscribers who are to get an issue: confirmed, with the newsletter on, and not suppressed. */
export function eligibleRecipients(manager: EntityManager) {
  return manager
    .getRepository(EmailSubscriber)
    .createQueryBuilder('subscriber')
    .where('subscriber.status = :confirmed', { confirmed: 'confirmed' })
    .andWhere('subscriber.newsletter = :on', { on: true })
    .andWhere((query) => {
      const suppressed = query
        .subQuery()
        .select('1')
        .from(MailSuppression, 'suppression')
        .where('suppression.email = subscriber.email')
        .getQuery();
      return `NOT EXISTS ${suppressed}`;
    });
}

/** The next `limit` eligible subscribers after id `afterId`. One query along the primary key. */
export function nextRecipients(manager: EntityManager, afterId: number, limit: number): Promise<QueuedRecipient[]> {
  return eligibleRecipients(manager)
    .select(['subscriber.id', 'subscriber.email'])
    .andWhere('subscriber.id > :afterId', { afterId })
    .orderBy('subscriber.id', 'ASC')
    .limit(limit)
    .getMany();
}

/** Why a queued copy is no longer sent: the list changed during the send. */
export const LIST_CHANGED = {
  unsubscribed: 'Not sent: the reader unsubscribed during the send',
  newsletterOff: 'Not sent: the reader turned the newsletter off during the send',
  suppressed: (reason: string) => `Not sent: the address is suppressed (${reason})`,
} as const;

/** What delivery needs to know of each address of a batch: its unsubscribe token, or why it is no longer sent. */
export type RecipientStanding = { token: string } | { refusal: string };

/**
 * The standing of each address of a batch as it is now (two queries): a reader who unsubscribed, turned the
 * newsletter off or was suppressed since the copy was queued is not sent it.
 */
export async function standingOf(dataSource: DataSource, addresses: readonly string[]): Promise<Map<string, RecipientStanding>> {
  const [subscribers, suppressions] = await Promise.all([
    dataSource.getRepository(EmailSubscriber).find({
      select: { email: true, status: true, newsletter: true, unsubscribeToken: true },
      where: { email: In([...addresses]) },
    }),
    dataSource.getRepository(MailSuppression).find({ select: { email: true, reason: true }, where: { email: In([...addresses]) } }),
  ]);
  const suppressed = new Map(suppressions.map((row) => [row.email, row.reason]));
  const byAddress = new Map(subscribers.map((row) => [row.email, row]));
  const standing = new Map<string, RecipientStanding>();
  for (const address of addresses) {
    const subscriber = byAddress.get(address);
    const reason = suppressed.get(address);
    if (reason) standing.set(address, { refusal: LIST_CHANGED.suppressed(reason) });
    else if (!subscriber || subscriber.status !== 'confirmed' || !subscriber.unsubscribeToken)
      standing.set(address, { refusal: LIST_CHANGED.unsubscribed });
    else if (!subscriber.newsletter) standing.set(address, { refusal: LIST_CHANGED.newsletterOff });
    else standing.set(address, { token: subscriber.unsubscribeToken });
  }
  return standing;
}
