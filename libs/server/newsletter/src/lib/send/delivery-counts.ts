import { OutboxEmail } from '@bcg/server/mail';
import type { EntityManager } from 'typeorm';
import type { Newsletter } from '../newsletter.entity';

/** How far the send of one issue has come. */
export interface NewsletterDeliveryCounts {
  /** Recipients queued so far (every confirmed subscriber, once queuing is done). */
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  /** Queued and not yet sent or failed for good (waiting, being handed over, or waiting to retry). */
  pendingCount: number;
}

/** The counts of one issue's outbox rows by status: one GROUP BY on the (newsletterId, status) index. */
export async function deliveryCounts(
  manager: EntityManager,
  issue: Pick<Newsletter, 'id' | 'recipientCount'>,
): Promise<NewsletterDeliveryCounts> {
  const rows = await manager
    .getRepository(OutboxEmail)
    .createQueryBuilder('email')
    .select('email.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .where('email.newsletterId = :id', { id: issue.id })
    .groupBy('email.status')
    .getRawMany<{ status: string; count: string | number }>();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return {
    recipientCount: issue.recipientCount,
    sentCount: byStatus.get('sent') ?? 0,
    failedCount: byStatus.get('failed') ?? 0,
    pendingCount: (byStatus.get('pending') ?? 0) + (byStatus.get('sending') ?? 0),
  };
}
