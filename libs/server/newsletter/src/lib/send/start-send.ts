import type { EntityManager } from 'typeorm';
import type { NewsletterRenderer } from '../newsletter-renderer';
import { Newsletter } from '../newsletter.entity';

/**
 * Starts the send of a draft or scheduled issue inside the caller's transaction: the renderer fixes the body (its
 * links stored) and the issue becomes 'sending' with that HTML kept as `sentHtml`. The status is changed by a
 * conditional write first, so of two callers at once (the owner's "Send now" and the sender's schedule) only one
 * starts it; the other gets false, and the loser's transaction renders nothing.
 */
export async function startSend(manager: EntityManager, renderer: NewsletterRenderer, id: number, now: Date): Promise<boolean> {
  const repository = manager.getRepository(Newsletter);
  const claimed = await repository
    .createQueryBuilder()
    .update(Newsletter)
    .set({ status: 'sending', sendStartedAt: now, recipientCount: 0, enqueuedThroughId: 0 })
    .where('id = :id', { id })
    .andWhere('status IN (:...statuses)', { statuses: ['draft', 'scheduled'] })
    .execute();
  if (!claimed.affected) return false;
  const issue = await repository.findOneByOrFail({ id });
  const { sentHtml } = await renderer.prepareSend(manager, issue);
  await repository.update({ id }, { sentHtml, sendAt: issue.sendAt ?? now });
  return true;
}
