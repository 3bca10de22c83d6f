import { Product } from '@bcg/server/catalogue';
import type { Outbox } from '@bcg/server/mail';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { RetailerSyncState, type LinkProblem } from '../retailer-sync-state.entity';
import { LINK_UNAVAILABLE_MESSAGE, STALE_PROBLEM_DAYS } from './check-outcome';
import type { JobLeaseStore } from './job-lease-store';

/** The outbox's `kind` of the owner's link-health digest (the admin Outbox tab shows it). */
export const LINK_HEALTH_DIGEST_KIND = 'retailer-link-health';

const DIGEST_GAP_MS = 24 * 60 * 60 * 1000;

/** Each problem as the digest words it. */
const PROBLEM_WORDS: Record<LinkProblem, string> = {
  failed: 'checks at Amazon keep failing',
  'unknown-asin': 'Amazon no longer knows this ASIN',
  'out-of-stock': 'out of stock at Amazon',
  'title-changed': 'Amazon changed its title',
  'price-doubtful': "Amazon's price for it looks wrong",
  'refused-url': 'Amazon gave an image or page address the site does not keep',
};

export interface LinkHealthDigestOptions {
  /** The owner's address (CONTACT_NOTIFY_EMAIL); unset, no digest is sent (the dashboard's report still lists all). */
  to?: string;
  siteUrl: string;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The owner's email about links that newly broke: at most one a day (the last one's time is kept in its own job row,
 * so any server knows it), listing each product that entered the link-health report since the last digest with
 * since-when and Amazon's message. The rows it reports are marked in the same transaction as the queued email, so a
 * crash neither loses nor repeats one.
 */
export class LinkHealthDigest {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Pick<Outbox, 'enqueue'>,
    private readonly lastSent: JobLeaseStore,
    private readonly options: LinkHealthDigestOptions,
  ) {}

  /** Queues the digest when something newly broke and none went out in the last 24 hours. Answers whether it did. */
  async sendIfDue(now: Date): Promise<boolean> {
    const to = this.options.to;
    if (!to) return false;
    const { lastFinishedAt } = await this.lastSent.run();
    if (lastFinishedAt && now.getTime() - lastFinishedAt.getTime() < DIGEST_GAP_MS) return false;
    const fresh = await this.dataSource.getRepository(RetailerSyncState).find({
      where: { problem: Not(IsNull()), problemReportedAt: IsNull() },
      order: { problemSince: 'ASC', productId: 'ASC' },
    });
    if (fresh.length === 0) return false;
    const products = await this.dataSource.getRepository(Product).find({
      select: ['id', 'name', 'amazonAsin'],
      where: { id: In(fresh.map((state) => state.productId)), archivedAt: IsNull() },
    });
    const byId = new Map(products.map((product) => [product.id, product]));
    const listed = fresh.filter((state) => byId.has(state.productId));
    if (listed.length === 0) return false;
    await this.dataSource.transaction(async (manager) => {
      const count = listed.length === 1 ? '1 collar needs' : `${listed.length} collars need`;
      await this.outbox.enqueue(manager, {
        kind: LINK_HEALTH_DIGEST_KIND,
        to,
        subject: `Amazon links: ${count} a look`,
        text: this.text(listed, byId),
      });
      await manager
        .getRepository(RetailerSyncState)
        .update({ productId: In(listed.map((state) => state.productId)), problemReportedAt: IsNull() }, { problemReportedAt: now });
    });
    await this.lastSent.record({ lastFinishedAt: now });
    return true;
  }

  private text(states: readonly RetailerSyncState[], products: Map<number, Pick<Product, 'name' | 'amazonAsin'>>): string {
    const lines = states.map((state) => {
      const product = products.get(state.productId);
      const since = state.problemSince ? ` since ${utc(state.problemSince)}` : '';
      const problem = state.problem ? PROBLEM_WORDS[state.problem] : 'needs a look';
      // A doubtful price or a refused address is described in our words (what Amazon gave, what was kept), not Amazon's.
      const said = state.problem === 'price-doubtful' || state.problem === 'refused-url' ? '' : 'Amazon says: ';
      return `- ${product?.name} (ASIN ${product?.amazonAsin}): ${problem}${since}. ${said}${state.problemMessage ?? '(no message)'}`;
    });
    return [
      'These collars newly entered the link-health report of Bulldog Collar Guide:',
      '',
      ...lines,
      '',
      `A link left broken for ${STALE_PROBLEM_DAYS} days is shown to readers as "${LINK_UNAVAILABLE_MESSAGE}"; the collar stays listed.`,
      `See every link that needs you in the admin dashboard: ${this.options.siteUrl}/admin/dashboard`,
    ].join('\n');
  }
}
